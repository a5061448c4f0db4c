import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

/** An image from elsewhere, which the CSP blocks (img-src 'self' data:) before any request leaves. */
const SENTINEL = 'https://csp-sentinel.invalid/blocked.png';

/**
 * Every CSP violation the pages report, across navigations: the browser's
 * `securitypolicyviolation` event, and its console line ("Refused to evaluate a string …").
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => void violations.push(text));
  // Runs in the page before its own scripts (a string: this file is compiled without the DOM types).
  await page.addInitScript(`
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation(
        event.effectiveDirective + ' blocked ' + event.blockedURI + ' at ' + event.sourceFile + ':' + event.lineNumber,
      );
    });
  `);
  page.on('console', (message) => {
    if (/content security policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

describe('content security policy of the built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('raises no CSP violation (no eval probe by zod) on the login, home and tracking pages', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Ines' });
    const { page, context } = await openPage(browser, PHONE);
    const violations = await watchCsp(page);

    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();
    // A form validated on the way in builds and runs the contract's object schemas.
    await signIn(page, email, password);
    await page.getByRole('heading', { name: 'Hello, Ines!' }).waitFor();
    await page.goto('/tracking');
    await page.getByRole('heading', { name: 'Health Tracking' }).waitFor();
    // Reports are dispatched after the fact and in order: once a violation caused on purpose now
    // has arrived, any the pages raised before it has too.
    await page.evaluate(`document.body.append(Object.assign(document.createElement('img'), { src: '${SENTINEL}' }))`);
    await expect.poll(() => violations.some((v) => v.includes(SENTINEL))).toBe(true);

    expect(violations.filter((v) => !v.includes(SENTINEL))).toEqual([]);
    await context.close();
  });
});
