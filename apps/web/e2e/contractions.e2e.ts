import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

const URGENT = 'Call your provider or birth unit now';

describe('contraction timer journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('times two contractions across a reload and lists them with the interval', async () => {
    const account = await createApprovedUser({ firstName: 'Lena', pregnancyWeeks: 39 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    // The page's clock, half an hour behind the server's: it is moved on instead of waited for,
    // and every contraction timed with it still ends in the server's past.
    await page.clock.install({ time: Date.now() - 30 * 60_000 });
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // At week 39 the dashboard links to the timer.
    await page.getByRole('link', { name: /^Contraction timer/ }).click();
    await page.waitForURL((url) => url.pathname === '/contractions');
    const start = page.getByRole('button', { name: 'Start contraction' });
    const stop = page.getByRole('button', { name: 'Stop contraction' });
    const said = page.getByRole('status').filter({ hasText: /^Contraction/ });
    await expect.poll(() => start.isVisible()).toBe(true);
    await expectAccessible(page);

    // The first one: started, a reload in the middle, stopped after a minute.
    await start.click();
    await expect.poll(() => said.textContent()).toBe('Contraction started.');
    await page.reload();
    await expect.poll(() => stop.isVisible()).toBe(true);
    await page.clock.fastForward('01:02');
    await stop.click();
    await expect.poll(() => said.textContent()).toMatch(/^Contraction saved: 1 min \d s\.$/);

    // Four minutes later, the second one, 50 seconds long.
    await page.clock.fastForward('04:00');
    await start.click();
    await page.clock.fastForward('00:50');
    await stop.click();
    await expect.poll(() => said.textContent()).toMatch(/^Contraction saved: 5\d s\.$/);

    const list = page.getByRole('region', { name: 'Recent contractions' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('listitem').first().textContent()).toMatch(
      /Lasted 5\d s · 5 min \d s after the one before/,
    );
    expect(await list.getByRole('listitem').last().textContent()).toMatch(/Lasted 1 min \d s · first of this series/);
    const summary = page.getByRole('region', { name: 'The last hour' });
    expect(await summary.textContent()).toContain('not yet');
    expect(await page.getByRole('region', { name: URGENT }).count()).toBe(0);
    await expectAccessible(page);

    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows the call-now card with the call buttons after an hour of 5-1-1 contractions', async () => {
    const account = await createApprovedUser({ firstName: 'Rosa', pregnancyWeeks: 40 });
    const token = await apiToken(account.email, account.password);
    await callAs(token, '/api/user/profile', { method: 'PATCH', body: { providerPhone: '(555) 010-2030' } });
    // 13 contractions of a minute, every 5 minutes: an hour from the first start to the newest.
    const newest = Date.now() - 2 * 60_000;
    for (let i = 12; i >= 0; i--) {
      const startedAt = newest - i * 5 * 60_000;
      await callAs(token, '/api/contractions', {
        method: 'POST',
        body: { startedAt: new Date(startedAt).toISOString(), endedAt: new Date(startedAt + 60_000).toISOString() },
      });
    }

    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/contractions');
    const urgent = page.getByRole('region', { name: URGENT });
    await expect.poll(() => urgent.isVisible()).toBe(true);
    expect(await urgent.getByText(/5-1-1/).isVisible()).toBe(true);
    expect(await urgent.getByRole('link', { name: 'Call 911' }).getAttribute('href')).toBe('tel:911');
    expect(await urgent.getByRole('link', { name: 'Call my provider' }).getAttribute('href')).toBe('tel:5550102030');
    const summary = page.getByRole('region', { name: 'The last hour' });
    expect(await summary.textContent()).toContain('yes');
    await expectAccessible(page);
    await context.close();
  });
});
