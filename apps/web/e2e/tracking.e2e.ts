import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('symptom and mood tracking journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('logs a symptom and a mood on the phone dashboard and finds both on /tracking', async () => {
    const account = await createApprovedUser({ firstName: 'Lena' });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    const tracker = page.locator('#health-tracking');
    await expect.poll(() => tracker.getByText('No symptoms logged yet').isVisible()).toBe(true);
    await expect.poll(() => tracker.getByText('No mood logged yet').isVisible()).toBe(true);
    await expectAccessible(page);

    // Log a symptom.
    await tracker.getByRole('button', { name: 'Add Symptom' }).click();
    const symptomDialog = page.getByRole('dialog', { name: 'Log New Symptom' });
    await symptomDialog.getByLabel('Symptom name').fill('Lower back pain');
    await symptomDialog.getByRole('radio', { name: '3 Moderate' }).check();
    await symptomDialog.getByLabel('Notes (optional)').fill('Worse after standing');
    await expectAccessible(page);
    await symptomDialog.getByRole('button', { name: 'Log Symptom' }).click();
    await expect.poll(() => symptomDialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Your symptom has been recorded successfully.', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => tracker.getByText('Lower back pain').isVisible()).toBe(true);
    expect(await tracker.getByRole('img', { name: 'Severity 3 of 5' }).count()).toBe(1);
    expect(await tracker.getByText('Moderate', { exact: true }).isVisible()).toBe(true);

    // Record a mood from the dashboard's list.
    await tracker.getByRole('button', { name: 'Update Mood' }).click();
    const moodDialog = page.getByRole('dialog', { name: 'Update Your Mood' });
    await moodDialog.getByRole('radio', { name: 'Good' }).check();
    await moodDialog.getByRole('radio', { name: 'High (4 of 5)' }).check();
    await moodDialog.getByLabel('Tags (optional)').fill('rested, hopeful');
    await expectAccessible(page);
    await moodDialog.getByRole('button', { name: 'Update Mood' }).click();
    await expect.poll(() => moodDialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByText('Your mood has been recorded successfully.', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => tracker.getByText('4/5').isVisible()).toBe(true);
    expect(await tracker.getByText('Good', { exact: true }).isVisible()).toBe(true);
    expect(await tracker.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual([
      'rested',
      'hopeful',
    ]);
    await expectAccessible(page);

    // The Health Tracking page shows the same entries, its own stats and trends.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Track' }).click();
    await page.waitForURL((url) => url.pathname === '/tracking');
    await expect.poll(() => page.getByRole('heading', { name: 'Health Tracking', level: 1 }).isVisible()).toBe(true);
    const symptomHistory = page.getByRole('region', { name: 'Symptoms History' });
    await expect.poll(() => symptomHistory.getByText('Lower back pain').isVisible()).toBe(true);
    expect(await symptomHistory.getByText('Worse after standing').isVisible()).toBe(true);
    const moodHistory = page.getByRole('region', { name: 'Mood History' });
    expect(await moodHistory.getByText('Good', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Average Severity').locator('xpath=following-sibling::dd[1]').textContent()).toBe(
      '3.0',
    );
    // The cards are counted by the server over every entry (GET /api/tracking/stats).
    expect(await page.getByText('Symptoms Logged').locator('xpath=following-sibling::dd[1]').textContent()).toBe('1');
    expect(await page.getByText('Average Energy').locator('xpath=following-sibling::dd[1]').textContent()).toBe('4.0');
    expect(await page.getByRole('img', { name: /^Severity over time, weekly average/ }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /^Energy over time, weekly average/ }).isVisible()).toBe(true);
    // The tracker here offers the tracking-area moods.
    await page.locator('#health-tracking').getByRole('button', { name: 'Update Mood' }).click();
    const pageMoodDialog = page.getByRole('dialog', { name: 'Update Your Mood' });
    expect(await pageMoodDialog.getByRole('radio', { name: 'Calm' }).isVisible()).toBe(true);
    expect(await pageMoodDialog.getByRole('radio', { name: 'Excellent' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => pageMoodDialog.isVisible()).toBe(false);
    await expectAccessible(page);

    expect(foreign).toEqual([]);
    await context.close();
  });
});
