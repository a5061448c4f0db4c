import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser, signUpAboutYou, signUpPassword } from './support/accounts.ts';
import { DESKTOP, expectAccessible, axeViolations, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

const noSidewaysScroll = async (page: Page) =>
  (await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')) <= 0;

/** axe-core with its experimental rules too (issue 33's bar): 0 violations of any impact. */
async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page, { experimental: true }), where).toEqual([]);
}

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

    // A new user signs up in three steps on a phone (issue 33).
    const user = await openPage(browser, PHONE);
    await user.page.goto('/signup');
    await user.page.getByRole('heading', { name: /About you/ }).waitFor();
    expect(await user.page.getByText('Step 1 of 3', { exact: true }).isVisible()).toBe(true);
    // Next before anything is typed: the contract's messages, the first field in error focused.
    await user.page.getByRole('button', { name: 'Next' }).click();
    await user.page.getByText('First name is required', { exact: true }).waitFor();
    await expect
      .poll(() => user.page.evaluate('document.activeElement?.getAttribute("autocomplete")'))
      .toBe('given-name');
    await expectNoAxeViolations(user.page, 'step 1 with errors');
    await user.page.getByLabel('Phone number').fill('+1 (555) 010-2030');
    await signUpAboutYou(user.page, { firstName: 'Ana', lastName: 'Rivera', email, dateOfBirth: '1994-05-17' });
    expect(await user.page.getByText('First name is required').count()).toBe(0);
    // Step 2 is announced: focus on its heading.
    await expect.poll(() => user.page.evaluate('document.activeElement?.id')).toBe('signup-step-heading');
    await user.page.getByLabel('How many weeks pregnant are you?').fill('18');
    await expectNoAxeViolations(user.page, 'step 2');
    // Back keeps what she typed, both ways.
    await user.page.getByRole('button', { name: 'Back' }).click();
    await user.page.getByRole('heading', { name: /About you/ }).waitFor();
    expect(await user.page.getByLabel('Email').inputValue()).toBe(email);
    expect(await user.page.getByLabel('Phone number').inputValue()).toBe('+1 (555) 010-2030');
    await user.page.getByRole('button', { name: 'Next' }).click();
    expect(await user.page.getByLabel('How many weeks pregnant are you?').inputValue()).toBe('18');
    await user.page.getByRole('button', { name: 'Next' }).click();
    await user.page.getByRole('heading', { name: /Password/ }).waitFor();
    expect(
      await user.page.getByText('Please allow up to 48 hours to get approved.', { exact: false }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(user.page, 'step 3');
    await signUpPassword(user.page, password);

    // The approval wait: the spec's message, what happens next, and no e-mail promised (this
    // server has no SMTP_URL, so its e-mails only go to the log).
    await user.page.getByRole('heading', { level: 1, name: 'Thank you, Ana!' }).waitFor();
    expect(await user.page.getByText('may take up to 48 hours').isVisible()).toBe(true);
    const next = user.page.getByRole('region', { name: 'What happens next' });
    expect(await next.getByRole('listitem').count()).toBe(3);
    expect(
      await next.getByText(`Once your account is approved, sign in with ${email}`, { exact: false }).isVisible(),
    ).toBe(true);
    expect(await next.getByText('We will e-mail you').count()).toBe(0);
    expect(await noSidewaysScroll(user.page)).toBe(true);
    await expectNoAxeViolations(user.page, 'approval wait');
    await user.page.getByRole('link', { name: 'Go to sign in' }).click();
    await user.page.waitForURL('**/login');

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
    // The top bar's account menu shows her initials, and its accessible name starts with them
    // (issue 33, WCAG 2.5.3 Label in Name): someone who says "LO" finds it.
    const accountButton = phone.page
      .getByRole('banner')
      .getByRole('button', { name: 'LO, account menu for Lena Ortiz', exact: true });
    expect(await accountButton.innerText()).toBe('LO');
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
