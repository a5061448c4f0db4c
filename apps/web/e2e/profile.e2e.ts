import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

// Page scripts are strings: this file is compiled without the DOM types.

describe('profile settings, my data and the protective client in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('blocks an injected inline handler: the CSP refuses it and the guard removes the element', async () => {
    const { page, context, foreign } = await openPage(browser, PHONE);
    const response = await page.goto('/login');
    const csp = response!.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src'));
    // Only the app's own files (and compiling its own WebAssembly): no 'unsafe-inline' or
    // 'unsafe-eval', so no inline script, handler or eval can run.
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval'");
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();

    // Injected into the page: the guard removes the element, and the handler never runs.
    await page.evaluate(`
      const host = document.createElement('div');
      host.id = 'injected';
      document.body.append(host);
      host.innerHTML = '<img src="x" onerror="window.__pwned=1"><p>plain text stays</p>';
    `);
    await expect.poll(() => page.evaluate(`document.querySelector('#injected img') === null`)).toBe(true);
    expect(await page.evaluate(`document.querySelector('#injected p').textContent`)).toBe('plain text stays');

    // Not in the document, so the guard cannot see it: the CSP alone keeps the handler from running.
    const fired = await page.evaluate(`new Promise((resolve) => {
      const img = new Image();
      img.setAttribute('onerror', 'window.__pwned = 2');
      // The attribute's handler was set first, so it would run before this listener in the same dispatch.
      img.addEventListener('error', () => resolve(true));
      img.src = '/no-such-image-' + Date.now() + '.png';
    })`);
    expect(fired).toBe(true);
    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');

    // The lockdown is off by default: the context menu is the browser's, untouched.
    expect(
      await page.evaluate(`(() => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        document.body.dispatchEvent(event);
        return event.defaultPrevented;
      })()`),
    ).toBe(false);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows a polite notice when the start-up check fails, and the app still works', async () => {
    const { page, context } = await openPage(browser, PHONE);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A browser without the fetch API.
    await page.addInitScript(
      `Object.defineProperty(window, 'fetch', { value: undefined, configurable: true, writable: true });`,
    );
    await page.goto('/login');
    const notice = page.getByRole('status').filter({ hasText: 'This browser lacks features BLOOM needs' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();
    await expect.poll(() => errors).toContain('Failed to load security configuration');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    await context.close();
  });

  it('flags more than 50 scripts on the page', async () => {
    const { page, context } = await openPage(browser, PHONE);
    // Added as the document starts, before the app's own module runs its check.
    await page.addInitScript(`document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (let i = 0; i < 51; i += 1) {
        const s = document.createElement('script');
        s.type = 'text/plain';
        document.head.append(s);
      }
    }, { once: false });`);
    await page.goto('/login');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'more scripts than BLOOM loads itself' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('changes her name and weeks, downloads her data, and deletes her account', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Maya', pregnancyWeeks: 18 });
    const { page, context, foreign } = await openPage(browser, DESKTOP);
    await page.goto('/login');
    await signIn(page, email, password);
    await page.getByRole('heading', { name: 'Hello, Maya!' }).waitFor();
    expect(await page.getByText('Week 18 of 40').isVisible()).toBe(true);

    // Profile Settings from the account menu.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('How many weeks pregnant are you?').fill('24');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => page.getByText('Your profile has been saved.').isVisible()).toBe(true);

    // The dashboard follows at once.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Hello, Marisol!' }).waitFor();
    expect(await page.getByText('Week 24 of 40').isVisible()).toBe(true);

    // My data: everything as JSON.
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bloom-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ email, firstName: 'Marisol', pregnancyWeeks: 24 });

    // Delete the account: her password first.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await signIn(page, email, password);
    await expect.poll(() => page.getByText('Invalid email or password').isVisible()).toBe(true);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
