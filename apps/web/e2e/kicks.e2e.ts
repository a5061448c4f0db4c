import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('kick counter journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('counts to 10 across a reload, lists the session, and shows the urgent guidance after 3', async () => {
    const account = await createApprovedUser({ firstName: 'Iris', pregnancyWeeks: 30 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // From week 24 the dashboard links to the counter.
    await page.getByRole('link', { name: /^Kick counter/ }).click();
    await page.waitForURL((url) => url.pathname === '/kicks');
    const start = page.getByRole('button', { name: 'Start counting' });
    await expect.poll(() => start.isVisible()).toBe(true);
    await expectAccessible(page);

    // Start, two movements, then a reload: nothing she did is lost.
    await start.click();
    const tap = page.getByRole('button', { name: 'Tap for each movement' });
    const count = page.getByRole('status').filter({ hasText: /movements?/ });
    await tap.click();
    await tap.click();
    await expect.poll(() => count.textContent()).toBe('2 movements');
    await expectAccessible(page);
    await page.reload();
    await expect.poll(() => count.textContent()).toBe('2 movements');

    // Eight more reach 10: the time to 10 shows; stop saves it to her recent sessions.
    for (let i = 0; i < 8; i++) await tap.click();
    await expect.poll(() => count.textContent()).toMatch(/^10 movements · 10 in \d+ s$/);
    await page.getByRole('button', { name: 'Stop and save' }).click();
    await expect.poll(() => page.getByText(/^Saved: 10 movements, 10 in \d+ s\.$/).isVisible()).toBe(true);
    const history = page.getByRole('region', { name: 'Recent sessions' });
    await expect.poll(() => history.getByText(/10 movements in \d+ min · 10 in \d+ s/).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Call your provider now' }).count()).toBe(0);

    // A short session with 3 movements: the urgent-sign guidance with the call buttons.
    await page.getByRole('button', { name: 'Count again' }).click();
    for (let i = 0; i < 3; i++) await tap.click();
    await expect.poll(() => count.textContent()).toBe('3 movements');
    await page.getByRole('button', { name: 'Stop and save' }).click();
    const urgent = page.getByRole('region', { name: 'Call your provider now' });
    await expect.poll(() => urgent.isVisible()).toBe(true);
    expect(await urgent.getByText(/movement stopping or slowing/).isVisible()).toBe(true);
    expect(await urgent.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    await expectAccessible(page);

    expect(foreign).toEqual([]);
    await context.close();
  });

  it('is readable in dark mode, urgent card included', async () => {
    const account = await createApprovedUser({ firstName: 'Noor', pregnancyWeeks: 34 });
    const { page, context } = await openPage(browser, PHONE, 'dark');
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/kicks');
    await page.getByRole('button', { name: 'Start counting' }).click();
    await page.getByRole('checkbox', { name: 'My baby is moving less than usual' }).check();
    await page.getByRole('button', { name: 'Stop and save' }).click();
    const urgent = page.getByRole('region', { name: 'Call your provider now' });
    await expect.poll(() => urgent.getByText(/moving less than usual/).isVisible()).toBe(true);
    await expectAccessible(page);
    await context.close();
  });
});
