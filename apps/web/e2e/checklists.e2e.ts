import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

describe('checklists journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('ticks, adds, reorders by keyboard and removes items at phone size, and keeps them across a reload', async () => {
    const account = await createApprovedUser({ firstName: 'Nora', pregnancyWeeks: 35 });
    const { page, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The dashboard links to the checklists.
    await page.getByRole('link', { name: /^Checklists/ }).click();
    await page.waitForURL((url) => url.pathname === '/checklists');
    const bag = page.getByRole('region', { name: 'Hospital bag' });
    const boxes = bag.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(3);
    const suggested = await boxes.count();
    const said = page.locator('[aria-live="polite"].sr-only');
    const labels = () => bag.locator('li label').allTextContents();
    await expectAccessible(page);

    // Tick the first suggestion.
    const notes = bag.getByRole('checkbox', { name: 'Your pregnancy notes and a copy of your birth preferences' });
    // The tick shows once the optimistic update has run (after the list's refetch is cancelled),
    // not necessarily by the time the click returns: wait for it rather than check() at once.
    await notes.click();
    await expect.poll(() => notes.isChecked()).toBe(true);
    await expect.poll(() => bag.getByText(`1 of ${suggested} done`).isVisible()).toBe(true);

    // Add an item of her own: it goes to the end.
    await bag.getByRole('textbox', { name: 'Add to hospital bag' }).fill('Phone charger');
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toBe('Item added: Phone charger');
    await expect.poll(async () => (await labels()).at(-1)).toBe('Phone charger');

    // Move it up twice by keyboard alone: focus stays on its button, each move is announced.
    await bag.getByRole('button', { name: 'Move “Phone charger” up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toBe(`Phone charger: moved to ${suggested} of ${suggested + 1}`);
    await expect.poll(() => page.locator(':focus').getAttribute('aria-label')).toBe('Move “Phone charger” up');
    await page.keyboard.press('Enter');
    await expect.poll(() => said.textContent()).toBe(`Phone charger: moved to ${suggested - 1} of ${suggested + 1}`);
    await expect.poll(async () => (await labels()).indexOf('Phone charger')).toBe(suggested - 2);

    // Remove a suggestion; focus goes to the item in its place.
    const removed = (await labels())[1]!;
    const next = (await labels())[2]!;
    await bag.getByRole('button', { name: `Remove “${removed}”` }).click();
    await expect.poll(() => said.textContent()).toBe(`Item removed: ${removed}`);
    await expect.poll(() => page.locator('li:has(:focus)').textContent()).toContain(next);
    await expectAccessible(page);

    // After a reload: the tick, her item's place and the removal are all kept.
    await page.reload();
    await expect.poll(() => notes.isChecked()).toBe(true);
    const after = await labels();
    expect(after).not.toContain(removed);
    expect(after.indexOf('Phone charger')).toBe(suggested - 3);
    expect(await bag.getByText('Removed suggestions (1)').isVisible()).toBe(true);

    // And the other lists are one tab away.
    await page.getByRole('tab', { name: 'Birth preferences' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Birth preferences' }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(foreign).toEqual([]);
  });
});
