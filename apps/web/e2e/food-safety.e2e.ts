import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RAW_MILK_CHEESE_UPC, THAI_NOODLE_KIT_UPC } from '../../server/src/testing/fake-upstreams.ts';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('food safety journey in the real built app (live data from the fake APIs)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('searches "brie" and sees the safety card with live FDA recall data', async () => {
    const account = await createApprovedUser({ firstName: 'Rosa' });
    const { page, context, foreign } = await openPage(browser, DESKTOP);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    const card = page.locator('#food-safety');
    const recentItems = () =>
      card.getByRole('region', { name: 'Recent Checks' }).getByRole('listitem').allTextContents();
    // A new user sees the spec's fixed examples (issue 33: Soft Cheese reads 'Avoid' there) ...
    await expect.poll(recentItems).toEqual(['SalmonSafe (cooked)', 'Soft CheeseAvoid']);

    await card.getByLabel('Food or ingredient').fill('brie');
    await card.getByRole('button', { name: 'Search' }).click();

    // ... while the search gives the FDA's verdict.
    const safety = card.getByRole('article', { name: 'Soft Cheese' });
    await expect.poll(() => safety.isVisible()).toBe(true);
    expect(await safety.getByText('Caution', { exact: true }).isVisible()).toBe(true);
    expect(await safety.getByRole('heading', { name: 'Why' }).isVisible()).toBe(true);
    expect(await safety.getByRole('heading', { name: 'Guidelines' }).isVisible()).toBe(true);
    expect(await card.getByText('Live USDA/FDA Data').isVisible()).toBe(true);
    expect(await card.getByRole('region', { name: 'FDA Recall Information' }).isVisible()).toBe(true);
    expect(await card.getByText(/educational purposes only/).isVisible()).toBe(true);
    // The check is now hers, with the verdict the safety card gives; it survives a reload.
    await expect.poll(recentItems).toEqual(['Soft CheeseCaution']);
    await card.getByLabel('Food or ingredient').fill('kale');
    await card.getByRole('button', { name: 'Search' }).click();
    await expect.poll(recentItems).toEqual(['KaleSafe', 'Soft CheeseCaution']);
    await page.reload();
    await expect.poll(recentItems).toEqual(['KaleSafe', 'Soft CheeseCaution']);
    expect(await card.getByText(/^Examples/).count()).toBe(0);
    await expectAccessible(page);
    // The external links are plain links: nothing is loaded from other sites.
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('enters a barcode on the phone and sees the product and its pregnancy assessment', async () => {
    const account = await createApprovedUser({ firstName: 'Ines' });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    const card = page.locator('#food-safety');
    await card.getByRole('tab', { name: 'UPC Scanner' }).click();
    await expect.poll(() => card.getByText('Scan or enter a UPC barcode').isVisible()).toBe(true);
    const input = card.getByPlaceholder('Enter UPC/barcode (8-14 digits)...');
    const lookUp = card.getByRole('button', { name: 'Look Up' });

    await input.fill('7376-2806');
    expect(await input.inputValue()).toBe('73762806');
    await input.fill(THAI_NOODLE_KIT_UPC);
    await lookUp.click();
    const product = card.getByRole('article', { name: /Thai peanut noodle kit/ });
    await expect.poll(() => product.isVisible()).toBe(true);
    expect(await product.getByText('Simply Asia, Thai Kitchen').isVisible()).toBe(true);
    expect(await product.getByText('200 kcal per serving').isVisible()).toBe(true);
    const assessment = card.getByRole('article', { name: 'Pregnancy Safety Assessment' });
    expect(await assessment.getByText('Safe', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    await input.fill(RAW_MILK_CHEESE_UPC);
    await lookUp.click();
    await expect
      .poll(() => card.getByRole('article', { name: 'Camembert de Normandie au lait cru' }).isVisible())
      .toBe(true);
    expect(await assessment.getByText('Avoid', { exact: true }).isVisible()).toBe(true);
    expect(
      await assessment
        .getByText(/raw milk/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(foreign).toEqual([]);
    await context.close();
  });
  it("moves focus to the food-safety section's heading after 'Check a food' and from Learn (issue 33)", async () => {
    const account = await createApprovedUser({ firstName: 'Dana' });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    const heading = page.getByRole('heading', { name: 'Food Safety Check' });
    const focusedHeading = () => page.evaluate<string>("document.activeElement?.textContent?.trim() ?? ''");

    // The home screen's quick action: an anchor further down the same page.
    await page.getByRole('link', { name: 'Check a food' }).click();
    await expect.poll(() => page.evaluate<string>('location.hash')).toBe('#food-safety');
    await expect.poll(focusedHeading).toBe('Food Safety Check');
    expect(await page.evaluate('document.activeElement?.id')).toBe('food-safety-heading');
    // In view under the app bar, and Tab goes on into the section.
    const box = (await heading.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await page.keyboard.press('Tab');
    expect(await page.evaluate("document.getElementById('food-safety')?.contains(document.activeElement)")).toBe(true);
    // A new user's Recent Checks on the phone: the spec's fixed examples, Soft Cheese 'Avoid' (issue 33).
    const recent = page.locator('#food-safety').getByRole('region', { name: 'Recent Checks' }).getByRole('listitem');
    await expect.poll(() => recent.allTextContents()).toEqual(['SalmonSafe (cooked)', 'Soft CheeseAvoid']);

    // From another page: Learn's Food Safety tab links to /#food-safety.
    await page.goto('/education?tab=food-safety');
    await page.getByRole('link', { name: 'Open the Food Safety Checker' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#food-safety');
    await expect.poll(focusedHeading).toBe('Food Safety Check');
    await expectAccessible(page);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
