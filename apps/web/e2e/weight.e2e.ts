import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

const TABLE = 'Your weights against the recommended range for each week';

describe('weight gain journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('gives her details in pounds, logs two weights and reads them in the chart’s table', async () => {
    const account = await createApprovedUser({ firstName: 'Wren', pregnancyWeeks: 20 });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The dashboard links to the tool.
    await page.getByRole('link', { name: /^Weight gain/ }).click();
    await page.waitForURL((url) => url.pathname === '/weight');
    await expect.poll(() => page.getByText(/^Add your weight and height from before pregnancy/).isVisible()).toBe(true);
    await expectAccessible(page);

    // Her details, in pounds, feet and inches: 140 lb, 5 ft 5 in (BMI 23.3).
    await page.getByRole('radio', { name: 'lb, ft and in' }).check();
    await page.getByLabel('Weight before pregnancy (lb)').fill('140');
    await page.getByLabel('Height (ft)').fill('5');
    await page.getByLabel('and (in)').fill('5');
    await page.getByRole('button', { name: 'Save weight details' }).click();
    const guidance = page.getByRole('region', { name: 'Your recommended range' });
    await expect.poll(() => guidance.isVisible()).toBe(true);
    expect(await guidance.textContent()).toContain('23.3 · Normal weight');
    // IOM 2009 for a normal BMI: 11.5-16 kg, shown in pounds.
    expect(await guidance.textContent()).toContain('25.4 lb to 35.3 lb');

    // Two weights: today, and two weeks ago (typed into the date field).
    const weight = page.getByLabel('Weight (lb)');
    await weight.fill('146');
    await page.getByRole('button', { name: 'Save weight' }).click();
    const list = page.getByRole('region', { name: 'Your weights' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date').fill(twoWeeksAgo);
    await weight.fill('143');
    await page.getByRole('button', { name: 'Save weight' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('listitem').first().textContent()).toMatch(
      /146\.0 lb.*\+6\.0 lb since before pregnancy/,
    );

    // The chart's table alternative: there for the screen reader, shown on request.
    const table = page.getByRole('table', { name: TABLE });
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const cells = (row: number) => table.getByRole('row').nth(row).getByRole('cell').allTextContents();
    expect((await cells(1)).slice(1, 3)).toEqual(['146.0 lb', '+6.0 lb']);
    expect((await cells(2)).slice(1, 3)).toEqual(['143.0 lb', '+3.0 lb']);
    expect((await cells(1))[3]).toMatch(/^\d+\.\d lb to \d+\.\d lb$/);
    // Visually hidden (a screen reader still reads it) until she asks for it.
    const wrapper = table.locator('..');
    expect(await wrapper.getAttribute('class')).toContain('sr-only');
    await page.getByRole('button', { name: 'Show as a table' }).click();
    await expect.poll(() => wrapper.getAttribute('class')).not.toContain('sr-only');
    expect((await table.boundingBox())!.height).toBeGreaterThan(60);
    expect(await page.getByTestId('weight-chart').getAttribute('aria-hidden')).toBe('true');
    await expectAccessible(page);

    // Kept by the server: the same after a reload.
    await page.reload();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Your recommended range' }).textContent()).toMatch(
      /Your latest gain, \+6\.0 lb on .+, is (below|within|above) the range for week 20/,
    );

    // Deleting one.
    await list
      .getByRole('button', { name: /^Delete the weight of/ })
      .first()
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    expect(foreign).toEqual([]);
    await context.close();
  });
});
