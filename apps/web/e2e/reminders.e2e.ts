import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('reminders journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows her care timeline, makes a calendar link, fetches the feed, and ends the old link with a new one', async () => {
    const account = await createApprovedUser({ firstName: 'Rosa', pregnancyWeeks: 30 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The dashboard's care timeline, each step with its source.
    const timeline = page.getByRole('region', { name: 'Your care timeline' });
    await timeline.scrollIntoViewIfNeeded();
    await expect
      .poll(() => timeline.getByRole('heading', { name: 'Tdap vaccine (whooping cough)' }).isVisible())
      .toBe(true);
    expect(
      await timeline
        .getByRole('link', { name: /Vaccines During Pregnancy/ })
        .first()
        .getAttribute('href'),
    ).toBe('https://www.cdc.gov/vaccines-pregnancy/');

    // Profile: make a link; it is shown once, with Copy link.
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Calendar and reminders' });
    const makeFirst = card.getByRole('button', { name: 'Make a calendar link' });
    await makeFirst.scrollIntoViewIfNeeded();
    await expect.poll(() => makeFirst.isVisible()).toBe(true);
    await expectAccessible(page);
    await makeFirst.click();
    const linkInput = card.getByLabel('Your private calendar link');
    await expect.poll(() => linkInput.inputValue()).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = new URL(await linkInput.inputValue()).pathname;
    expect(await card.getByRole('button', { name: 'Copy link' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Her phone's calendar app fetches the link without signing in.
    const feed = await context.request.get(first, { headers: { authorization: '' } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const body = await feed.text();
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain('SUMMARY:Health reminder\r\n');
    expect(body).toMatch(/UID:care-tdap-[0-9a-f]{16}@bloom/);

    // A new link ends the old one.
    await card.getByRole('button', { name: 'Make a new link' }).click();
    await expect.poll(async () => new URL(await linkInput.inputValue()).pathname).not.toBe(first);
    const second = new URL(await linkInput.inputValue()).pathname;
    expect((await context.request.get(first)).status()).toBe(404);
    expect((await context.request.get(second)).status()).toBe(200);

    // Day-before e-mails: off until she turns them on.
    const email = card.getByRole('checkbox', { name: /E-mail me the day before an appointment/ });
    expect(await email.isChecked()).toBe(false);
    // The box shows the saved state, so it ticks once the server has it.
    await email.click();
    await expect.poll(() => email.isChecked()).toBe(true);

    expect(foreign).toEqual([]);
    await context.close();
  });
});
