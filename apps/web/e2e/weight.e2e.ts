import type { Browser, Page } from 'playwright-core';
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
    const blocked = cspViolations(page);
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
    // The form clears once her list is refetched: typing before that would be cleared with it.
    await expect.poll(() => weight.inputValue()).toBe('');
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
    // The chart (visx): the band, her two points, the axes named in her units, in the theme's accent.
    const chart = page.getByTestId('weight-chart');
    expect(await chart.getAttribute('aria-hidden')).toBe('true');
    expect(await chart.getByTestId('weight-chart-band').count()).toBe(1);
    expect(await chart.getByTestId('weight-chart-point').count()).toBe(2);
    expect(await chart.locator('text').allTextContents()).toEqual(
      expect.arrayContaining(['Week of pregnancy', 'Gain (lb)']),
    );
    const light = await pointColours(page);
    expect(light.point).toBe(light.accent);
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

    // The dark theme draws the same chart in its own accent, and passes axe too.
    const dark = await openPage(browser, PHONE, 'dark');
    const darkBlocked = cspViolations(dark.page);
    await dark.page.goto('/login');
    await signIn(dark.page, account.email, account.password);
    await dark.page.waitForURL((url) => url.pathname === '/');
    await dark.page.goto('/weight');
    await expect.poll(() => dark.page.getByTestId('weight-chart-point').count()).toBe(1);
    const darkColours = await pointColours(dark.page);
    expect(darkColours.point).toBe(darkColours.accent);
    expect(darkColours.point).not.toBe(light.point);
    await expectAccessible(dark.page);

    // Nothing from another origin, and nothing the page's CSP refused (the chart's SVG included).
    expect([...blocked, ...darkBlocked]).toEqual([]);
    expect([...foreign, ...dark.foreign]).toEqual([]);
    await dark.context.close();
    await context.close();
  });
});

/** The Content Security Policy errors Chromium reports on the page's console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** The fill of the chart's first point and the theme's accent colour, both as the browser computes them. */
function pointColours(page: Page) {
  // A string, like the other journeys' page scripts: the e2e files compile without the DOM types.
  return page.evaluate<{ point: string; accent: string }>(`(() => {
    const point = document.querySelector('[data-testid="weight-chart-point"]');
    const probe = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
    probe.style.fill = 'var(--color-accent)';
    point.parentNode.appendChild(probe);
    const colours = { point: getComputedStyle(point).fill, accent: getComputedStyle(probe).fill };
    probe.remove();
    return colours;
  })()`);
}
