import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { WATCH_LAYOUT_SHIFTS } from './support/layout-shifts.ts';

/** Keeps the largest paints' times (ms since the navigation) in window.__largestPaints. */
const WATCH_LARGEST_PAINTS = `window.__largestPaints = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__largestPaints.push(entry.startTime);
}).observe({ type: 'largest-contentful-paint', buffered: true });`;

const ENTRY = /\/assets\/index-[^/]*\.js$/;

// The home page's static first paint (docs/decisions/010): index.html's copy of her home page,
// filled by the boot script from texts the app kept at her last visit, and forgotten at sign-out.
describe('home page first paint in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("paints her week before the app's code has arrived, then hands over to the app, and forgets it at sign-out", async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Iris', lastName: 'Moreau', pregnancyWeeks: 22 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Hello, Iris!' }).waitFor();
    // The app keeps the texts once the browser is idle after drawing her home page.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bloomHome') !== null)).toBe(true);

    // The app's code never arrives: what shows is the copy, with today's texts.
    const entry = ENTRY;
    await page.route(entry, (route) => route.abort());
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Hello, Iris!' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-shell')).toBe('home');
    expect(await page.getByText('Week 22', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Second trimester').isVisible()).toBe(true);
    expect(await page.getByText('Your baby is about the size of a papaya').isVisible()).toBe(true);
    expect(await page.getByText('Loading...').isVisible()).toBe(false);
    await expectAccessible(page);

    // With its code, the app draws the working page over the copy: the account menu opens.
    await page.unroute(entry);
    await page.reload();
    const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('bloomHome'))).toBeNull();

    // Signed out, the home path shows the login card, never her copy.
    await page.route(entry, (route) => route.abort());
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back to BLOOM' }).isVisible()).toBe(true);
    expect(await page.getByText('Hello, Iris!').count()).toBe(0);
    expect(foreign).toEqual([]);
    await context.close();
  });

  // Issue 32: the largest paint of her home page on a return visit is the copy's (her greeting
  // and her baby's card), not the app's, and the app takes over without moving anything.
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${size}, the copy holds the largest paint and the app takes over from it without a layout shift`, async () => {
      const { email, password } = await createApprovedUser({
        firstName: 'Noor',
        lastName: 'Haddad',
        pregnancyWeeks: 30,
      });
      // No service worker: it would hand the page the app's code from its cache, past the hold below.
      const context = await browser.newContext({ viewport, baseURL: inject('baseUrl'), serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/login');
      await signIn(page, email, password);
      await page.getByRole('heading', { name: 'Hello, Noor!' }).waitFor();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('bloomHome') !== null)).toBe(true);

      // The app's code is held back until the copy is on screen, as on a slow phone.
      let held: Route | null = null;
      await page.route(ENTRY, (route) => {
        held = route;
      });
      await context.addInitScript(WATCH_LAYOUT_SHIFTS);
      await context.addInitScript(WATCH_LARGEST_PAINTS);
      await page.reload({ waitUntil: 'commit' });
      await expect
        .poll(() => held !== null && page.getByRole('heading', { name: 'Hello, Noor!' }).isVisible())
        .toBe(true);
      expect(await page.locator('html').getAttribute('data-shell')).toBe('home');
      expect(await page.getByText(/^Typical weight:/).isVisible()).toBe(true);
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      const released = await page.evaluate(() => performance.now());
      await held!.continue();

      // The app draws her whole home page, with 'Today' beside or below her baby.
      await page.getByRole('heading', { name: 'Today' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.querySelector('[aria-busy="true"], .animate-shimmer') === null))
        .toBe(true);
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      expect(await page.locator('.boot-home').count()).toBe(0);
      const paints = await page.evaluate<number[]>('window.__largestPaints');
      expect(paints.length).toBeGreaterThan(0);
      expect(Math.max(...paints)).toBeLessThan(released);
      const shift = await page.evaluate<number>('window.__layoutShift');
      expect(shift, (await page.evaluate<string[]>('window.__shifts')).join('\n')).toBeLessThan(0.05);
      await context.close();
    });
  }
});
