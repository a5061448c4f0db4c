import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, signIn } from './support/browser.ts';

// The narrowest phone the app is held to (architecture, 'Look and feel').
const NARROW_PHONE = { width: 360, height: 780 };

/** A datetime-local value two weeks ahead, in the same local time the browser uses. */
function twoWeeksAhead(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:30`;
}

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

    // Add an entry to today.
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
    const provider = dialog.getByLabel('Provider');
    await expect.poll(() => provider.locator('option').count()).toBeGreaterThan(1);
    await provider.selectOption('demo-provider-01');
    await dialog.getByLabel('Title').fill('Glucose screening');
    await dialog.getByLabel('Type').selectOption('Lab Work');
    await dialog.getByLabel('Date and time').fill(twoWeeksAhead());
    await dialog.getByLabel('Location (optional)').fill('Bluebonnet Women’s Health, Suite 300');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Your appointment has been successfully scheduled.', { exact: true }).isVisible())
      .toBe(true);
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
});
