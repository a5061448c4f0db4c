import { addIsoDays } from '@bloom/pregnancy';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser, signUpAboutYou, signUpPassword } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

// Page scripts are strings: this file is compiled without the DOM types.

/** Today's date where the browser is, the day the calculator counts from. */
const browserToday = (page: Page) => page.evaluate(`new Date().toLocaleDateString('en-CA')`) as Promise<string>;

describe('the due-date calculator at sign-up and in Profile, at phone size', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs up with her weeks from her last period and sees that week on the dashboard', async () => {
    const lastName = `Calc${Date.now()}`;
    const email = `${lastName.toLowerCase()}@example.com`;
    const password = 'a-strong-password';
    const user = await openPage(browser, PHONE, 'dark');
    await user.page.goto('/signup');
    // Sign-up step 1, then the pregnancy step with the calculator (issue 33: sign-up in steps).
    await signUpAboutYou(user.page, { firstName: 'Iris', lastName, email, dateOfBirth: '1992-08-09' });

    // The calculator, opened with the keyboard: 15 weeks and 2 days since her last period.
    await user.page.getByRole('button', { name: 'Calculate my due date' }).focus();
    await user.page.keyboard.press('Enter');
    const lmp = addIsoDays(await browserToday(user.page), -107);
    await user.page.getByLabel('First day of your last period').fill(lmp);
    await user.page.getByLabel('First day of your last period').press('Enter');
    const sentence = user.page.getByRole('status').filter({ hasText: 'Your estimated due date is' });
    await expect.poll(() => sentence.textContent()).toContain('you are 15 weeks and 2 days pregnant');
    expect(await user.page.getByLabel('How many weeks pregnant are you?').inputValue()).toBe('15');
    expect(await user.page.getByRole('link', { name: /Methods for Estimating the Due Date/ }).isVisible()).toBe(true);
    // Enter calculated: the sign-up was not sent.
    expect(new URL(user.page.url()).pathname).toBe('/signup');
    await expectAccessible(user.page);

    await user.page.getByRole('button', { name: 'Next' }).click();
    await signUpPassword(user.page, password);
    await expect.poll(() => user.page.getByText('may take up to 48 hours').isVisible()).toBe(true);
    await user.page.getByRole('link', { name: 'Go to sign in' }).click();
    await user.page.waitForURL('**/login');

    // The administrator approves her.
    const admin = await openPage(browser, DESKTOP);
    await admin.page.goto('/login');
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL('**/admin');
    const approve = admin.page.getByRole('button', { name: `Approve Iris ${lastName}` });
    await approve.click();
    await expect.poll(() => approve.isVisible()).toBe(false);

    await signIn(user.page, email, password);
    await user.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => user.page.getByText('Week 15 of 40').isVisible()).toBe(true);
    expect([...user.foreign, ...admin.foreign]).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });

  it('calculates her due date from a day-5 IVF transfer in Profile and saves it', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Noor', pregnancyWeeks: 18 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, email, password);
    await page.getByText('Week 18 of 40').waitFor();

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await page.getByRole('button', { name: 'Calculate my due date' }).click();
    await page.getByLabel('How do you know your dates?').selectOption('ivf5');
    // A transfer 100 days ago: 261 days to the due date, so 161 days to go and 17 weeks, 0 days today.
    // Her profile's zone is UTC (signed up through the API without one), so her today is UTC's.
    const today = new Date().toISOString().slice(0, 10);
    const dueDate = addIsoDays(today, 161);
    await page.getByLabel('Transfer date').fill(addIsoDays(today, -100));
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const sentence = page.getByRole('status').filter({ hasText: 'Your estimated due date is' });
    await expect.poll(() => sentence.textContent()).toContain('you are 17 weeks and 0 days pregnant');
    expect(await page.getByLabel('How many weeks pregnant are you?').inputValue()).toBe('17');
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${dueDate}T00:00:00Z`),
    );
    expect(await page.getByRole('status').filter({ hasText: long }).count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Your profile has been saved.').isVisible()).toBe(true);

    // The server keeps the exact date: the profile answers it, and the dashboard follows.
    const profile = (await page.evaluate(`fetch('/api/user/profile', {
      headers: { authorization: 'Bearer ' + localStorage.getItem('authToken') },
    }).then((r) => r.json())`)) as { dueDate: string; pregnancyWeeks: number };
    expect(profile).toMatchObject({ dueDate, pregnancyWeeks: 17 });
    await page.goto('/');
    await expect.poll(() => page.getByText('Week 17 of 40').isVisible()).toBe(true);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
