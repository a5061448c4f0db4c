import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { backgroundLuminance, contrastOf, faintIcons } from './support/contrast.ts';
import { apiToken, openAndSettle, startSignedIn } from './support/pages.ts';

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

  it('finishes the dark theme: active nav links, secondary buttons, calendar arrows and icons at AA', async () => {
    const { email, password } = await createApprovedUser({ firstName: 'Noor' });
    const token = await apiToken(email, password);

    // Desktop header: the active link (was 1.9:1) and the others.
    const desktop = await openPage(browser, DESKTOP, 'dark');
    await startSignedIn(desktop.context, token);
    await openAndSettle(desktop.page, '/tracking');
    const header = desktop.page.getByRole('banner');
    const active = header.getByRole('link', { name: 'Tracking' });
    expect(await active.getAttribute('aria-current')).toBe('page');
    expect(await contrastOf(active)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(header.getByRole('link', { name: 'Providers' }))).toBeGreaterThanOrEqual(4.5);
    expect(await faintIcons(desktop.page)).toEqual([]);
    await desktop.context.close();

    // Phone: bottom bar, secondary buttons (were white), calendar arrows (were invisible), icons.
    const phone = await openPage(browser, PHONE, 'dark');
    await startSignedIn(phone.context, token);
    await openAndSettle(phone.page, '/dashboard');
    const bar = phone.page.getByRole('navigation', { name: 'Main' });
    expect(await contrastOf(bar.getByRole('link', { name: 'Home' }))).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(bar.getByRole('link', { name: 'Track' }))).toBeGreaterThanOrEqual(4.5);
    for (const name of ['Previous month', 'Next month']) {
      const arrow = phone.page.getByRole('button', { name });
      expect(await contrastOf(arrow.locator('svg'))).toBeGreaterThanOrEqual(4.5);
    }
    const secondary = phone.page.getByRole('button', { name: 'Update Mood' });
    expect(await backgroundLuminance(secondary)).toBeLessThan(0.2);
    expect(await contrastOf(secondary)).toBeGreaterThanOrEqual(4.5);
    expect(await faintIcons(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
