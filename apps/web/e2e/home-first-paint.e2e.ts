import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

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
    const entry = /\/assets\/index-[^/]*\.js$/;
    await page.route(entry, (route) => route.abort());
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Hello, Iris!' }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('data-shell')).toBe('home');
    expect(await page.getByText('Week 22', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Second trimester').isVisible()).toBe(true);
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
});
