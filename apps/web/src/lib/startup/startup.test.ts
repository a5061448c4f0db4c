import { CONFIG_LOAD_FAILED_MESSAGE, type StartupConfig } from '@bloom/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFetch } from '@/testing/render.tsx';
import { loadStartupConfig } from './config.ts';
import { checkEnvironment, MAX_SCRIPTS, problemText, showEnvironmentNotice } from './environment-check.ts';
import { guardInlineHandlers } from './inline-handler-guard.ts';
import { applyLockdown } from './lockdown.ts';

const config: StartupConfig = {
  version: '1.2.3',
  features: { llm: false, liveData: true, clientLockdown: false },
  sessionEpoch: 1,
};

const fakeWindow = (overrides: {
  fetch?: unknown;
  Request?: unknown;
  scripts?: number;
  protocol?: string;
  onLine?: boolean;
}) =>
  ({
    fetch: 'fetch' in overrides ? overrides.fetch : () => undefined,
    Request: 'Request' in overrides ? overrides.Request : function Request() {},
    document: { scripts: { length: overrides.scripts ?? 3 } },
    location: { protocol: overrides.protocol ?? 'https:' },
    navigator: { onLine: overrides.onLine ?? true },
  }) as unknown as Window & typeof globalThis;

describe('start-up configuration', () => {
  it('loads GET /bloom-endpoints', async () => {
    const calls = serveFetch({ 'GET /bloom-endpoints': [200, config] });
    expect(await loadStartupConfig()).toEqual(config);
    expect(calls.map((c) => c.path)).toEqual(['/bloom-endpoints']);
  });

  it.each([
    ['an error status', [503, { message: 'down' }]],
    ['a body of the wrong shape', [200, { version: 1 }]],
  ] as const)("logs 'Failed to load security configuration' on %s, and the app goes on", async (_, answer) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveFetch({ 'GET /bloom-endpoints': [...answer] });
    expect(await loadStartupConfig()).toBeNull();
    expect(error).toHaveBeenCalledWith(CONFIG_LOAD_FAILED_MESSAGE);
  });

  it('logs the same when the browser has no fetch at all', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', undefined);
    expect(await loadStartupConfig()).toBeNull();
    expect(error).toHaveBeenCalledWith(CONFIG_LOAD_FAILED_MESSAGE);
  });
});

describe('environment check', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds nothing wrong in an ordinary browser', () => {
    expect(checkEnvironment(fakeWindow({}))).toEqual([]);
    expect(checkEnvironment(fakeWindow({ scripts: MAX_SCRIPTS }))).toEqual([]);
    // Offline over plain http (a local install) is not flagged.
    expect(checkEnvironment(fakeWindow({ protocol: 'http:', onLine: false }))).toEqual([]);
  });

  it('flags a missing fetch or Request API, more than 50 scripts, and being offline on https', () => {
    expect(checkEnvironment(fakeWindow({ fetch: undefined }))).toEqual(['missing-api']);
    expect(checkEnvironment(fakeWindow({ Request: undefined }))).toEqual(['missing-api']);
    expect(checkEnvironment(fakeWindow({ scripts: 51 }))).toEqual(['too-many-scripts']);
    expect(checkEnvironment(fakeWindow({ onLine: false }))).toEqual(['offline']);
  });

  it('counts the real document’s scripts', () => {
    for (let i = 0; i < 51; i += 1) document.body.append(document.createElement('script'));
    expect(checkEnvironment()).toContain('too-many-scripts');
  });

  it('shows a polite status notice that can be dismissed, and none when all is well', () => {
    showEnvironmentNotice([]);
    expect(document.querySelector('[role="status"]')).toBeNull();
    showEnvironmentNotice(['missing-api', 'offline']);
    const notice = document.querySelector('[role="status"]')!;
    expect(notice).toHaveTextContent(problemText('missing-api'));
    expect(notice).toHaveTextContent('You seem to be offline. BLOOM will work again once your connection is back');
    expect(document.body.firstElementChild).toBe(notice);
    (notice.querySelector('button') as HTMLButtonElement).click();
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});

describe('inline handler guard', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('removes injected elements that carry onload, onerror or onclick, and leaves the rest', async () => {
    stop = guardInlineHandlers();
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML =
      '<p>kept</p><img src="x" onerror="window.__pwned=1"><svg onload="alert(1)"></svg><span><a href="#" onclick="x()">link</a></span>';
    await waitFor(() => expect(host.querySelector('img, svg, a')).toBeNull());
    expect(host.innerHTML).toBe('<p>kept</p><span></span>');
  });

  it('removes an element that gets a handler attribute later', async () => {
    stop = guardInlineHandlers();
    const button = document.createElement('button');
    document.body.append(button);
    button.setAttribute('onclick', 'steal()');
    await waitFor(() => expect(button.isConnected).toBe(false));
  });

  it('clears what is already on the page when it starts', () => {
    document.body.innerHTML = '<div id="a"></div><div id="b" onmouseover="x()"></div>';
    stop = guardInlineHandlers();
    expect(document.getElementById('a')).not.toBeNull();
    expect(document.getElementById('b')).toBeNull();
  });
});

describe('client lockdown (CLIENT_LOCKDOWN=on only)', () => {
  it('blocks the context menu and F12 / Ctrl+Shift+I, J, C, and silences the console', () => {
    const target = new EventTarget();
    const fakeConsole = { ...console };
    const win = Object.assign(target, { console: fakeConsole }) as unknown as Window & typeof globalThis;
    applyLockdown(win);
    const fire = (event: Event) => {
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fire(new Event('contextmenu', { cancelable: true }))).toBe(true);
    expect(fire(new KeyboardEvent('keydown', { key: 'F12', cancelable: true }))).toBe(true);
    for (const key of ['I', 'j', 'C']) {
      expect(fire(new KeyboardEvent('keydown', { key, ctrlKey: true, shiftKey: true, cancelable: true }))).toBe(true);
    }
    // Ordinary typing and shortcuts are left alone.
    expect(fire(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, cancelable: true }))).toBe(false);
    expect(fire(new KeyboardEvent('keydown', { key: 'Tab', cancelable: true }))).toBe(false);
    expect(() => fakeConsole.error('hidden')).not.toThrow();
    expect(fakeConsole.error('hidden')).toBeUndefined();
  });
});
