import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveFetch } from '../../testing/render.tsx';
import { TOKEN_KEY } from '../token-storage.ts';
import { boot, bootScriptSource, type BootData } from './boot.ts';
import { PROFILE_PATH, takeEarlyProfile } from './early-profile.ts';
import { LOGIN_PATHS } from './pages.ts';

const data: BootData = {
  tokenKey: TOKEN_KEY,
  profilePath: PROFILE_PATH,
  loginPaths: LOGIN_PATHS,
  frame: ['/assets/app-layout-1.js'],
  pages: { '/dashboard': ['/assets/dashboard-1.js', '/assets/card-1.js'] },
};

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')).map((l) =>
    l.getAttribute('href'),
  );

const profile = { id: 'u1', firstName: 'Maya' };

describe('boot script (docs/decisions/008)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    document.documentElement.removeAttribute('data-shell');
    for (const link of document.head.querySelectorAll('link')) link.remove();
    window.bloomEarlyProfile = undefined;
  });

  it.each(['/login', '/', '/dashboard', '/tracking/', '/admin'])(
    'signed out on %s: the login card is the first paint, and nothing else is fetched',
    (path) => {
      window.history.replaceState(null, '', path);
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      boot(data);
      expect(document.documentElement.dataset.shell).toBe('login');
      expect(preloads()).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
      expect(window.bloomEarlyProfile).toBeUndefined();
    },
  );

  it.each(['/signup', '/legal/privacy', '/no-such-page'])('signed out on %s: the loading screen', (path) => {
    window.history.replaceState(null, '', path);
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });

  it('with a session token: the loading screen, the frame and page code preloaded, the profile asked for', async () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem(TOKEN_KEY, 'tok');
    const calls = serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(preloads()).toEqual(['/assets/app-layout-1.js', '/assets/dashboard-1.js', '/assets/card-1.js']);
    expect(calls).toEqual([
      expect.objectContaining({
        path: PROFILE_PATH,
        headers: expect.objectContaining({ authorization: 'Bearer tok' }),
      }),
    ]);
    const response = await takeEarlyProfile('tok');
    expect(await response?.json()).toEqual(profile);
  });

  it('a page without code of its own preloads just the frame', () => {
    window.history.replaceState(null, '', '/legal/terms');
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    boot(data);
    expect(preloads()).toEqual(['/assets/app-layout-1.js']);
  });

  it('a failed early request resolves to nothing (the app asks again), and never throws', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    boot(data);
    expect(await takeEarlyProfile('tok')).toBeNull();
  });

  it('blocked storage counts as signed out, and a broken window never throws', () => {
    window.history.replaceState(null, '', '/login');
    const broken = {
      location: window.location,
      document: window.document,
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    boot(data, broken);
    expect(document.documentElement.dataset.shell).toBe('login');
    expect(() => boot(data, {} as Window)).not.toThrow();
  });

  it('serialises to a self-contained script that does the same', () => {
    window.history.replaceState(null, '', '/login');
    // The build writes this text to a file; run it the way the browser will.
    new Function(bootScriptSource(data))();
    expect(document.documentElement.dataset.shell).toBe('login');
  });
});

describe('early profile hand-over', () => {
  afterEach(() => {
    window.bloomEarlyProfile = undefined;
  });

  it('is used once, and only with the token it was asked with', async () => {
    const response = new Response('{}');
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile('b')).toBeNull();
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile(null)).toBeNull();
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile('a')).toBe(response);
    expect(await takeEarlyProfile('a')).toBeNull();
  });
});
