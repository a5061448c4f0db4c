import { OFFLINE_CONTENT_MESSAGE, OFFLINE_TITLE } from '@bloom/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { CHROMIUM_PATH, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

// Run in the page (strings: this project's type-check has no DOM library).
const WORKER_READY = 'navigator.serviceWorker.ready.then(() => true)';
const CONTROLLER = 'navigator.serviceWorker.controller?.scriptURL ?? null';
/** Every path the service worker's caches hold. */
const CACHED_PATHS = `(async () => {
  const paths = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
  }
  return paths;
})()`;

/** Waits until the service worker is active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page) {
  await page.evaluate(WORKER_READY);
  await page.reload();
  await expect.poll(() => page.evaluate<string | null>(CONTROLLER)).toMatch(/\/sw\.js$/);
}

const cachedUrls = (page: Page) => page.evaluate<string[]>(CACHED_PATHS);

describe('the installable app offline (issue 35)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is installable: a manifest with icons and a service worker, by Chromium’s own check', async () => {
    // A profile on disk: an incognito context (newContext) is never offered installation.
    const profile = mkdtempSync(join(tmpdir(), 'bloom-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      baseURL: inject('baseUrl'),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await underServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('reloads with no network into the shell and a clear offline banner, and never caches her data', async () => {
    const account = await createApprovedUser({ firstName: 'Wren', pregnancyWeeks: 22 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await underServiceWorker(page);
    const hello = page.getByRole('heading', { level: 1, name: /Wren/ });
    await expect.poll(() => hello.isVisible()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_TITLE });
    expect(await banner.count()).toBe(0);

    // Offline while on the page: the banner comes with the browser's offline event.
    await context.setOffline(true);
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getAttribute('aria-live')).toBe('polite');

    // A reload with no network: the app's own page from the service worker, never the browser's
    // error page. She stays signed in, told calmly that her pages need the connection.
    await page.reload();
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expect.poll(() => page.getByText(OFFLINE_CONTENT_MESSAGE).isVisible()).toBe(true);
    expect(await page.title()).toBe('BLOOM');
    await expectAccessible(page);
    // Another page of the app, typed in while offline, is the shell too.
    await page.goto('/tracking');
    await expect.poll(() => banner.isVisible()).toBe(true);

    // Back online: the banner goes and her pages load without signing in again.
    await context.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Health Tracking' }).isVisible()).toBe(true);

    // The caches hold the app's files, never an answer of the API.
    const cached = await cachedUrls(page);
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/bloom-endpoints'))).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows the sign-in screen offline to a visitor who is signed out', async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await underServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('status').filter({ hasText: OFFLINE_TITLE }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
