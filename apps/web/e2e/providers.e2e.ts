import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { expectNoAxeViolations, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { DATE_TIME_PAST_MESSAGE, SAMPLE_BOOKED_MESSAGE } from '@bloom/contract';

/** A datetime-local value three weeks ahead, in the browser's own time. */
function threeWeeksAhead(): string {
  const d = new Date(Date.now() + 21 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:15`;
}

const overflow = (page: Page) => page.evaluate('document.documentElement.scrollWidth - window.innerWidth');

// Downtown Austin, where the sample directory has offices.
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

describe('providers journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches by ZIP code and specialty, opens a profile, books, and sees the appointment on the dashboard', async () => {
    const account = await createApprovedUser({ firstName: 'Lena', pregnancyWeeks: 14 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(AUSTIN);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The bottom bar leads to the providers page, which lists the sample directory.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Providers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/providers');
    await expect.poll(() => page.getByRole('heading', { name: 'Find a Provider', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'results, light');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Specialty and ZIP code: typing suggests ZIP codes; nothing is searched until Search.
    await page.getByLabel('Specialty').selectOption('Certified Nurse Midwife');
    const zip = page.getByRole('combobox', { name: 'ZIP code' });
    await zip.fill('7870');
    const suggestion = page.getByRole('option', { name: '78705 – Austin, TX' });
    await expect.poll(() => suggestion.isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'ZIP suggestions open');
    await suggestion.click();
    expect(await zip.inputValue()).toBe('78705');
    await page.getByRole('button', { name: 'Search' }).click();
    const summary = page.getByText(/^\d+ providers? within 50 miles of 78705, nearest first$/);
    await expect.poll(() => summary.isVisible()).toBe(true);
    const specialties = await page.getByRole('article').locator('h3 + p').allTextContents();
    expect(specialties.length).toBeGreaterThan(0);
    expect(specialties.every((s) => s.startsWith('Certified Nurse Midwife'))).toBe(true);
    expect(
      (
        await page
          .getByRole('article')
          .getByText(/mi away$/)
          .allTextContents()
      ).length,
    ).toBe(specialties.length);

    // The profile: everything about her, then booking from it.
    const juniper = page.getByRole('article', { name: 'Juniper Meadowlark, CNM' });
    await juniper.getByRole('button', { name: 'View profile of Juniper Meadowlark, CNM' }).click();
    const profile = page.getByRole('dialog', { name: 'Juniper Meadowlark, CNM' });
    await expect.poll(() => profile.getByRole('heading', { name: 'Insurance accepted' }).isVisible()).toBe(true);
    expect(await profile.getByText('(512) 555-0102').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'profile dialog');
    await profile.getByRole('button', { name: 'Book appointment' }).click();

    const booking = page.getByRole('dialog', { name: 'Book Appointment' });
    await expect.poll(() => booking.isVisible()).toBe(true);
    await booking.getByLabel('Title').fill('Meet the midwife');
    await booking.getByLabel('Type').selectOption('Consultation');
    // A day that has passed is refused on its field (issue 33), and nothing is booked.
    await booking.getByLabel('Date and time').fill('2020-03-02T10:15');
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect.poll(() => booking.getByText(DATE_TIME_PAST_MESSAGE, { exact: true }).isVisible()).toBe(true);
    expect(await booking.getByLabel('Date and time').getAttribute('aria-invalid')).toBe('true');
    await booking.getByLabel('Date and time').fill(threeWeeksAhead());
    await expectNoAxeViolations(page, 'booking dialog');
    await booking.getByRole('button', { name: 'Book appointment' }).click();
    await expect.poll(() => booking.isVisible()).toBe(false);
    // The directory's practices are samples: she is told it is in her calendar, not that they booked it.
    await expect.poll(() => page.getByText(SAMPLE_BOOKED_MESSAGE, { exact: true }).isVisible()).toBe(true);

    // Directions: her position goes to BLOOM, which answers with the nearest clinics and maps links.
    await page.getByRole('button', { name: 'Directions to a clinic' }).click();
    const clinics = page.getByRole('dialog', { name: 'Nearest prenatal clinics' });
    await expect.poll(() => clinics.isVisible()).toBe(true);
    const link = clinics.getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=30\.\d+%2C-97\.\d+$/,
    );
    expect(await link.getAttribute('target')).toBe('_blank');
    await expectNoAxeViolations(page, 'clinics dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => clinics.isVisible()).toBe(false);

    // The dashboard shows the new appointment with the provider's name.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const appointments = page.locator('#appointments');
    await expect.poll(() => appointments.getByText('Meet the midwife').isVisible()).toBe(true);
    expect(await appointments.getByText('Juniper Meadowlark, CNM').isVisible()).toBe(true);

    expect(foreign).toEqual([]);
    await context.close();
  });

  it('with a home ZIP saved: nearest first in a sentence that reads, and booking searches near her (issue 33)', async () => {
    const account = await createApprovedUser({ firstName: 'Ines', pregnancyWeeks: 22 });
    await callAs(await apiToken(account.email, account.password), '/api/user/profile', {
      method: 'PATCH',
      body: { homeZip: '02114' },
    });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/providers');
    const summary = page.getByText(/^\d+ providers, nearest first from your home ZIP code 02114$/);
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('distance');
    // Boston's offices first, each nearer than the next.
    const distances = async () =>
      (
        await page
          .getByRole('article')
          .getByText(/mi away$/)
          .allTextContents()
      ).map((t) => Number(t.match(/([\d,.]+) mi away$/)![1]!.replace(/,/g, '')));
    await expect.poll(async () => (await distances()).length).toBeGreaterThan(3);
    const shown = await distances();
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(await page.getByRole('article').first().textContent()).toMatch(/, MA \d{5}/);
    await page.getByLabel('Sort by').selectOption('rating');
    await expect
      .poll(() =>
        page.getByText(/^\d+ providers, best rated first \(distances from your home ZIP code 02114\)$/).isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'home ZIP results');

    // The dashboard's booking dialog: a search, the nearest first, by keyboard.
    await page.goto('/');
    // The section's placeholder has the same id until its code is in and is then swapped out, so
    // act on what only the real section has (the click scrolls to it and waits for it).
    const appointments = page.locator('#appointments');
    await appointments.getByRole('button', { name: 'Schedule New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Appointment' });
    const provider = dialog.getByRole('combobox', { name: 'Provider' });
    await provider.focus();
    await provider.press('ArrowDown');
    const list = dialog.getByRole('listbox', { name: 'Providers' });
    await expect.poll(() => list.isVisible()).toBe(true);
    const options = list.getByRole('option');
    expect(await options.count()).toBe(8);
    expect(await options.first().textContent()).toMatch(/ mi · .*, MA \d{5}$/);
    await expectNoAxeViolations(page, 'provider search open');
    // Typing narrows it; Arrow and Enter pick; Escape closes only the list.
    await provider.fill('midwife');
    await expect.poll(async () => (await options.first().textContent()) ?? '').toMatch(/Certified Nurse Midwife/);
    await provider.press('ArrowDown');
    const picked = (await options.first().textContent())!.split(/\d[\d.,]* mi/)[0]!;
    await provider.press('Enter');
    expect(await provider.inputValue()).toBe(picked);
    expect(await provider.getAttribute('aria-expanded')).toBe('false');
    await provider.press('ArrowDown');
    await provider.press('Escape');
    expect(await provider.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Title').fill('First midwife visit');
    await dialog.getByLabel('Type').selectOption('Consultation');
    await dialog.getByLabel('Date and time').fill(threeWeeksAhead());
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => appointments.getByText('First midwife visit').isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('passes axe in dark mode with results and a profile open, and keeps the phone layout', async () => {
    const account = await createApprovedUser({ firstName: 'Noor' });
    const { page, context, foreign } = await openPage(browser, PHONE, 'dark');
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/providers');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'results, dark');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A ZIP code of fewer than 5 digits is refused with the spec's message.
    await page.getByRole('combobox', { name: 'ZIP code' }).fill('123');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByText('Invalid ZIP code - Please enter a valid 5-digit ZIP code').isVisible())
      .toBe(true);
    await expectNoAxeViolations(page, 'ZIP error, dark');

    await page
      .getByRole('button', { name: /^View profile of / })
      .first()
      .click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'profile dialog, dark');
    expect(foreign).toEqual([]);
    await context.close();
  });
});
