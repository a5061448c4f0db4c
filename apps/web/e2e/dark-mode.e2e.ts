import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('dark colour scheme (prefers-color-scheme: dark)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('keeps every text at AA contrast on the login, home and tracking screens', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Nia' });
    const { page, context } = await openPage(browser, PHONE, 'dark');
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome back to BLOOM' }).waitFor();
    expect(await page.evaluate('matchMedia("(prefers-color-scheme: dark)").matches')).toBe(true);
    await expectAccessible(page);

    await signIn(page, email, password);
    await page.getByRole('heading', { name: 'Hello, Nia!' }).waitFor();
    await page.locator('#food-safety').waitFor();
    await expectAccessible(page);

    await page.goto('/tracking');
    await page.getByRole('heading', { name: 'Health Tracking' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
