import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, axeViolations, launchBrowser, openPage, PHONE } from './support/browser.ts';
import { apiToken, openAndSettle, startSignedIn } from './support/pages.ts';

/** Phone first: nothing wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, where).toBeLessThanOrEqual(0);
}

async function signedInPage(browser: Browser, viewport: typeof PHONE, theme: 'light' | 'dark' = 'light') {
  const { email, password } = await createApprovedUser({ firstName: 'Lena', pregnancyWeeks: 18 });
  const opened = await openPage(browser, viewport, theme);
  await startSignedIn(opened.context, await apiToken(email, password));
  return opened;
}

/** axe-core with its experimental rules too (issue 33's bar): 0 violations of any impact. */
async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeViolations(page, { experimental: true }), where).toEqual([]);
}

describe('education hub journey in the real built app (drug labels from the fake openFDA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('walks the four tabs on a phone: guidelines, the week picker, a medication shortcut, food safety and articles', async () => {
    const { page, context, foreign } = await signedInPage(browser, PHONE);
    await openAndSettle(page, '/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/education');
    await page.getByRole('heading', { level: 1, name: 'Learn' }).waitFor();

    // CDC Guidelines: the list comes from the server, and so does the search.
    await page.getByRole('article', { name: 'Know the urgent maternal warning signs' }).waitFor();
    expect(await page.getByText('Medical disclaimer:').count()).toBe(2);
    await page.getByLabel('Search all guidelines').fill('listeria');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'matching “listeria”' }).count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Protect yourself from Listeria' }).isVisible()).toBe(true);
    // The earlier list stays on screen until the search's answer arrives (aria-busy meanwhile).
    await expect
      .poll(() => page.getByRole('article', { name: 'Know the urgent maternal warning signs' }).count())
      .toBe(0);
    await expectNoAxeViolations(page, 'guidelines, searched');
    await expectNoSidewaysScroll(page, 'guidelines');

    // Each guideline is a summary: its heading, labels and a line; the title opens the rest.
    const listeria = page.getByRole('article', { name: 'Protect yourself from Listeria' });
    const toggle = listeria.getByRole('button', { name: 'Protect yourself from Listeria' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await listeria.getByRole('listitem').count()).toBe(0);
    await toggle.click();
    await expect.poll(() => listeria.getByRole('listitem').count()).toBeGreaterThan(2);
    expect(await listeria.getByRole('link', { name: /Food and Drug Administration/ }).isVisible()).toBe(true);
    // Calm badges: a high risk in amber, the others plain.
    expect(await listeria.getByText('High risk', { exact: true }).getAttribute('class')).toContain('bg-amber-100');
    await expectNoAxeViolations(page, 'a guideline opened');
    await page.getByLabel('Search all guidelines').fill('');
    await page.getByRole('article', { name: 'Know the urgent maternal warning signs' }).waitFor();
    const calm = page.getByText('Medium risk', { exact: true }).first();
    expect(await calm.getAttribute('class')).not.toMatch(/bg-(red|amber)-100/);
    // All 40 summaries fit a far shorter page than 40 full cards did (17,700 px on a phone).
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^\d+ guidelines$/ })
          .count(),
      )
      .toBe(1);
    const height = await page.evaluate<number>('document.documentElement.scrollHeight');
    expect(height).toBeLessThan(10_000);

    await page.getByRole('tab', { name: 'Vaccines' }).click();
    await page.getByRole('article', { name: /^Tdap/ }).waitFor();
    expect(
      await page.getByRole('article', { name: /^MMR/ }).getByText('Not during pregnancy', { exact: true }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page, 'vaccines');

    // The week picker opens on her week (18, from her profile), fetches 1-42 only.
    await page.getByRole('tab', { name: 'Weekly' }).click();
    const week = page.getByLabel('Pregnancy week');
    expect(await week.inputValue()).toBe('18');
    await page.getByRole('heading', { name: 'Week 18' }).waitFor();
    expect(await page.getByText('Your week', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Second trimester', { exact: true }).isVisible()).toBe(true);
    const weekRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/health/week/')) weekRequests.push(new URL(r.url()).pathname);
    });
    await week.fill('43');
    expect(await page.getByText('Choose a week from 1 to 42', { exact: true }).isVisible()).toBe(true);
    await week.fill('33');
    await page.getByRole('heading', { name: 'Week 33' }).waitFor();
    expect(await page.getByText('Third trimester', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: /^RSV/ }).isVisible()).toBe(true);
    expect(weekRequests).toEqual(['/api/health/week/33']);
    await expectNoAxeViolations(page, 'weekly, week 33');
    await expectNoSidewaysScroll(page, 'weekly');
    await page.getByRole('button', { name: 'Back to your week (18)' }).click();
    await page.getByRole('heading', { name: 'Week 18' }).waitFor();
    expect(await week.inputValue()).toBe('18');

    // Medication Safety: a shortcut, answered from BLOOM's record plus the live FDA label.
    await page.getByRole('tab', { name: 'Medication Safety' }).click();
    await page.getByRole('button', { name: 'Tylenol' }).click();
    const card = page.getByRole('article', { name: 'Acetaminophen' });
    await card.waitFor();
    expect(await card.getByText('Caution', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Tylenol is a brand of acetaminophen.', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Live FDA Data', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Example Consumer Health Inc.', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'medication result');
    await expectNoSidewaysScroll(page, 'medication');
    await page.getByLabel('Medication name').fill('Zzqxv');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByRole('article', { name: 'No FDA data found for "Zzqxv"' }).waitFor();
    expect(await page.getByText('FDA Data Not Available', { exact: true }).isVisible()).toBe(true);

    // Articles: three featured, the rest under More articles; one opens to read.
    await page.getByRole('tab', { name: 'Articles' }).click();
    const featured = page.getByRole('region', { name: 'Featured articles' });
    await featured.waitFor();
    expect(await featured.getByRole('article').count()).toBe(3);
    expect(await featured.getByText('5 min read', { exact: true }).count()).toBe(3);
    expect(
      await page.getByRole('region', { name: 'More articles' }).getByText('3 min read', { exact: true }).count(),
    ).toBeGreaterThan(20);
    await expectNoAxeViolations(page, 'articles');
    await expectNoSidewaysScroll(page, 'articles');
    await featured.getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name: 'Key points' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'article dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // Food Safety links to the dashboard's checker.
    await page.getByRole('tab', { name: 'Food Safety' }).click();
    await page.getByRole('link', { name: 'Open the Food Safety Checker' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#food-safety');
    await page.locator('#food-safety').waitFor();

    // Nothing is ever loaded from another origin, illustrations included.
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows two learning teasers on the dashboard that open their article in the hub', async () => {
    const { page, context, foreign } = await signedInPage(browser, DESKTOP);
    await openAndSettle(page, '/dashboard');
    const teasers = page.getByRole('region', { name: 'Learn & Grow' });
    await teasers.scrollIntoViewIfNeeded();
    const links = teasers.getByRole('link', { name: /Read article/ });
    await expect.poll(() => links.count()).toBe(2);
    const title = (await links.first().innerText()).split('\n').find((line) => line.length > 12) ?? '';
    await links.first().click();
    await page.waitForURL((url) => url.pathname === '/education' && url.searchParams.get('tab') === 'articles');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().innerText()).toBe(title.trim());
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('passes axe in dark mode on the medication tab and the weekly view', async () => {
    const { page, context } = await signedInPage(browser, PHONE, 'dark');
    await openAndSettle(page, '/education?tab=medication');
    await page.getByRole('button', { name: 'Advil' }).click();
    await page.getByRole('article', { name: 'Ibuprofen' }).waitFor();
    await expectNoAxeViolations(page, 'dark medication');
    // Straight to her week from an address (?topic=weekly), and a guideline of that week opened.
    await openAndSettle(page, '/education?topic=weekly');
    await page.getByRole('heading', { name: 'Week 18' }).waitFor();
    const stage = page.getByRole('region', { name: 'Guidelines for this stage' });
    const first = stage.getByRole('button').first();
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page, 'dark weekly');
    await expectNoSidewaysScroll(page, 'dark weekly');
    await context.close();
  });
});
