import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('accounts journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the login screen on a protected path and the not-found screen on an unknown one', async () => {
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/tracking');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back to BLOOM' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/tracking');
    await expectAccessible(page);

    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('signs up, waits for approval, is approved by an admin and lands on the home screen', async () => {
    const email = `ana-${Date.now()}@example.com`;
    const password = 'a-strong-password';

    // A new user signs up.
    const user = await openPage(browser, PHONE);
    await user.page.goto('/signup');
    await user.page.getByLabel('First name').fill('Ana');
    await user.page.getByLabel('Last name').fill('Rivera');
    await user.page.getByLabel('Email').fill(email);
    await user.page.getByLabel('Phone number').fill('+1 (555) 010-2030');
    await user.page.getByLabel('Date of birth').fill('1994-05-17');
    await user.page.getByLabel('How many weeks pregnant are you?').fill('18');
    await user.page.getByLabel('Password').fill(password);
    await expectAccessible(user.page);
    await user.page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => user.page.getByText('may take up to 48 hours').isVisible()).toBe(true);
    expect(new URL(user.page.url()).pathname).toBe('/login');

    // Before approval, signing in is refused with a clear message.
    await signIn(user.page, email, password);
    await expect.poll(() => user.page.getByText('awaiting approval').isVisible()).toBe(true);

    // The administrator approves her.
    const admin = await openPage(browser, DESKTOP);
    await admin.page.goto('/login');
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL('**/admin');
    const approve = admin.page.getByRole('button', { name: 'Approve Ana Rivera' });
    await approve.click();
    await expect.poll(() => approve.isVisible()).toBe(false);
    await expectAccessible(admin.page);

    // Now she signs in and lands on the home screen.
    await signIn(user.page, email, password);
    await user.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => user.page.getByRole('heading', { name: 'Hello, Ana!' }).isVisible()).toBe(true);
    await expectAccessible(user.page);
    expect([...user.foreign, ...admin.foreign]).toEqual([]);
    await user.context.close();
    await admin.context.close();
  });

  it('offers the layout on both sizes and signs out from the account menu and the mobile More menu', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Lena', lastName: 'Ortiz' });

    // Desktop: header links and the account menu with the user's initials.
    const desktop = await openPage(browser, DESKTOP);
    await desktop.page.goto('/login');
    await signIn(desktop.page, email, password);
    await desktop.page.waitForURL((url) => url.pathname === '/');
    const header = desktop.page.getByRole('banner');
    await desktop.page.getByRole('heading', { name: 'Hello, Lena!' }).waitFor();
    for (const name of ['Dashboard', 'Tracking', 'Providers', 'Learn']) {
      expect(await header.getByRole('link', { name }).isVisible()).toBe(true);
    }
    expect(await header.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await header.getByRole('button', { name: 'Account menu' }).click();
    await desktop.page.getByRole('menuitem', { name: 'Privacy Policy' }).waitFor();
    await desktop.page.getByRole('menuitem', { name: 'Logout' }).click();
    await desktop.page.waitForURL('**/login');
    expect(await desktop.page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    // Phone: the bottom bar and its More menu.
    const phone = await openPage(browser, PHONE);
    await phone.page.goto('/login');
    await signIn(phone.page, email, password);
    await phone.page.waitForURL((url) => url.pathname === '/');
    const bar = phone.page.getByRole('navigation', { name: 'Main' });
    await bar.getByRole('link', { name: 'Track' }).click();
    await phone.page.waitForURL('**/tracking');
    const token = await phone.page.evaluate(() => localStorage.getItem('authToken'));
    await bar.getByRole('button', { name: 'More' }).click();
    await phone.page.getByRole('menuitem', { name: 'Logout' }).click();
    await phone.page.waitForURL('**/login');
    // Logout ends the session on the server: the token it held is refused from now on.
    const replay = await phone.page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
    expect(replay.status()).toBe(401);
    await phone.page.goto('/tracking');
    await expect.poll(() => phone.page.getByRole('heading', { name: 'Welcome back to BLOOM' }).isVisible()).toBe(true);
    await desktop.context.close();
    await phone.context.close();
  });
});
