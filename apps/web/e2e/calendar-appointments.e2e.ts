import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, signIn } from './support/browser.ts';
import { SAMPLE_BOOKED_MESSAGE } from '@bloom/contract';

// The narrowest phone the app is held to (architecture, 'Look and feel').
const NARROW_PHONE = { width: 360, height: 780 };

/** A datetime-local value two weeks ahead, in the same local time the browser uses. */
function twoWeeksAhead(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'YYYY-MM-DD' of an instant in an IANA zone. */
const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** Whether a region fits its own width, i.e. nothing in it forces sideways scrolling. */
const fitsWidth = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.scrollWidth <= el.clientWidth);

describe('calendar and appointments journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('adds and edits a calendar entry, schedules an appointment and sees both on the dashboard', async () => {
    const account = await createApprovedUser({ firstName: 'Rosa', pregnancyWeeks: 18 });
    const { page, context, foreign } = await openPage(browser, NARROW_PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The calendar opens on today, which has nothing yet.
    const calendar = page.getByRole('region', { name: 'Pregnancy Calendar' });
    const today = calendar.getByRole('button', { name: /, today, no entries$/ });
    await expect.poll(() => today.isVisible()).toBe(true);
    expect(await today.getAttribute('tabindex')).toBe('0');
    expect(await fitsWidth(page, 'section[aria-labelledby="calendar-heading"]')).toBe(true);
    await expectAccessible(page);

    // Week 18: the baby gender choice is offered and saved.
    await calendar.getByRole('button', { name: 'Girl' }).click();
    await expect.poll(() => calendar.getByRole('button', { name: 'Girl' }).getAttribute('aria-pressed')).toBe('true');

    // Add an entry to today: the forms open from the day's 'Add entry' button.
    await calendar.getByRole('button', { name: 'Add entry' }).click();
    const addForm = calendar.getByRole('form', { name: 'Add entry' });
    const add = addForm.getByRole('button', { name: 'Add' });
    expect(await add.isDisabled()).toBe(true);
    await addForm.getByLabel('Title').fill('Prenatal yoga');
    await addForm.getByLabel('Type').selectOption('event');
    await addForm.getByLabel('Time (optional)').fill('18:30');
    await addForm.getByLabel('Description (optional)').fill('Bring the mat');
    await add.click();
    await expect.poll(() => page.getByText('Entry added', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => calendar.getByRole('button', { name: /, today, 1 entry$/ }).isVisible()).toBe(true);
    const entries = calendar.getByRole('list', { name: /^Entries for / });
    expect(await entries.getByText('Event · 6:30 PM').isVisible()).toBe(true);

    // Edit it inline.
    await entries.getByRole('button', { name: 'Edit Prenatal yoga' }).click();
    const editForm = calendar.getByRole('form', { name: 'Edit Prenatal yoga' });
    await editForm.getByLabel('Title').fill('Prenatal yoga class');
    await editForm.getByLabel('Description').fill('Bring the mat and water');
    await expectAccessible(page);
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => entries.getByText('Prenatal yoga class').isVisible()).toBe(true);
    expect(await entries.getByText('Bring the mat and water').isVisible()).toBe(true);

    // Schedule an appointment.
    const appointments = page.locator('#appointments');
    await expect.poll(() => appointments.getByText('No upcoming appointments').isVisible()).toBe(true);
    await appointments.getByRole('button', { name: 'Schedule New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Appointment' });
    // The provider field is a search: she types and picks.
    await dialog.getByRole('combobox', { name: 'Provider' }).fill('Thistlewood');
    await dialog.getByRole('option', { name: /^Dr\. Marigold Thistlewood/ }).click();
    await dialog.getByLabel('Title').fill('Glucose screening');
    await dialog.getByLabel('Type').selectOption('Lab Work');
    await dialog.getByLabel('Date and time').fill(twoWeeksAhead());
    await dialog.getByLabel('Location (optional)').fill('Bluebonnet Women’s Health, Suite 300');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Dr. Thistlewood's practice is one of the directory's samples: kept in her calendar, nobody booked.
    await expect.poll(() => page.getByText(SAMPLE_BOOKED_MESSAGE, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => appointments.getByText('Glucose screening').isVisible()).toBe(true);
    expect(await appointments.getByText('Dr. Marigold Thistlewood').isVisible()).toBe(true);
    expect(await appointments.getByText(/\d{1,2}, \d{4}, 9:30 AM$/).isVisible()).toBe(true);

    // Both are stored: a fresh load of the dashboard shows them again.
    await page.reload();
    await expect.poll(() => page.locator('#appointments').getByText('Glucose screening').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: /^Entries for / })
          .getByText('Prenatal yoga class')
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Girl' }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('books her own provider and finds the appointment on its local day in the calendar and under Manage', async () => {
    const account = await createApprovedUser({ firstName: 'Nora', pregnancyWeeks: 24 });
    // A zone behind UTC: 11:30 PM there is already the next day in UTC.
    const timeZone = 'America/Los_Angeles';
    const context = await browser.newContext({
      viewport: NARROW_PHONE,
      baseURL: inject('baseUrl'),
      timezoneId: timeZone,
    });
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    const appointments = page.locator('#appointments');
    await expect.poll(() => appointments.getByText('No upcoming appointments').isVisible()).toBe(true);
    await appointments.getByRole('button', { name: 'Schedule New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule New Appointment' });
    const provider = dialog.getByRole('combobox', { name: 'Provider' });
    await provider.click();
    // The seeded directory is marked as fictional sample data.
    expect(await dialog.getByText(/Providers marked \(Sample\) are fictional examples/).isVisible()).toBe(true);
    expect(
      await dialog
        .getByRole('group', { name: 'Sample directory (fictional)' })
        .getByRole('option')
        .first()
        .textContent(),
    ).toMatch(/ \(Sample\)/);
    await provider.press('Escape');

    // She adds her real provider and it is selected for her.
    await dialog.getByLabel('Title').fill('Anatomy scan');
    await dialog.getByRole('button', { name: 'Add your own provider' }).click();
    const providerForm = dialog.getByRole('form', { name: 'Add your own provider' });
    await providerForm.getByLabel('Provider name').fill('Dr. Ruth Realdoc');
    await providerForm.getByLabel('Practice (optional)').fill('Mission Bay Women’s Clinic');
    await providerForm.getByLabel('Phone (optional)').fill('(415) 555-2671');
    await providerForm.getByLabel('Address (optional)').fill('1 Market St, San Francisco, CA');
    await expectAccessible(page);
    await providerForm.getByRole('button', { name: 'Save provider' }).click();
    await expect.poll(() => providerForm.isVisible()).toBe(false);
    await expect.poll(() => provider.inputValue()).toBe('Dr. Ruth Realdoc – Mission Bay Women’s Clinic');
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Anatomy scan');

    const tomorrow = dayIn(new Date(Date.now() + 86_400_000), timeZone);
    await dialog.getByLabel('Type').selectOption('Ultrasound');
    await dialog.getByLabel('Date and time').fill(`${tomorrow}T23:30`);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => appointments.getByText('Anatomy scan').isVisible()).toBe(true);
    expect(await appointments.getByText('Dr. Ruth Realdoc').isVisible()).toBe(true);
    expect(await appointments.getByText('Sample', { exact: true }).count()).toBe(0);

    // The calendar shows it on tomorrow in her zone (UTC already calls it the day after).
    const calendar = page.getByRole('region', { name: 'Pregnancy Calendar' });
    const today = dayIn(new Date(), timeZone);
    if (tomorrow.slice(0, 7) !== today.slice(0, 7)) await calendar.getByRole('button', { name: 'Next month' }).click();
    const title = `${MONTHS[Number(tomorrow.slice(5, 7)) - 1]} ${Number(tomorrow.slice(8))}`;
    const day = calendar.getByRole('button', { name: new RegExp(`^${title}, no entries, 1 appointment$`) });
    await expect.poll(() => day.isVisible()).toBe(true);
    await day.click();
    const dayList = calendar.getByRole('list', { name: `Appointments on ${title}` });
    await expect.poll(() => dayList.getByText('Anatomy scan').isVisible()).toBe(true);
    expect(await dayList.getByText('Appointment · 11:30 PM · Dr. Ruth Realdoc').isVisible()).toBe(true);
    expect(await fitsWidth(page, 'section[aria-labelledby="calendar-heading"]')).toBe(true);
    await expectAccessible(page);

    // Cancelled under Manage, it moves to the Cancelled tab and stays on the calendar marked as such.
    await appointments.getByRole('button', { name: 'Manage' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Appointments' });
    await manage.getByRole('button', { name: 'Cancel Anatomy scan' }).click();
    await manage.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect.poll(() => manage.getByText('No upcoming appointments').isVisible()).toBe(true);
    await manage.getByRole('tab', { name: 'Cancelled (1)' }).click();
    expect(await manage.getByText('Anatomy scan').isVisible()).toBe(true);
    await expectAccessible(page);
    await manage.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => manage.isVisible()).toBe(false);
    await expect.poll(() => dayList.getByText(/ · Cancelled$/).isVisible()).toBe(true);
    expect(await calendar.getByRole('button', { name: new RegExp(`^${title}, no entries$`) }).isVisible()).toBe(true);
    await context.close();
  });
});
