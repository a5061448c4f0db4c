import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

/** Sends `text` from the chat box with Enter. */
async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message BLOOM' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

/**
 * Watches BLOOM's newest reply while it is written: the length of its text every 60 ms, from
 * the moment the cursor shows until it goes.
 */
async function watchReveal(page: Page, replies: number): Promise<number[]> {
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await conversation.getByTestId('typewriter-cursor').waitFor({ state: 'visible', timeout: 30_000 });
  // In the page, once per frame until the cursor goes: reading the cursor and the reply in one
  // step, so the reveal cannot end between the two reads.
  const lengths = await page.evaluate<number[]>(`new Promise((resolve) => {
    const seen = [];
    const frame = () => {
      const cursor = document.querySelector('[data-testid="typewriter-cursor"]');
      if (!cursor) return resolve(seen);
      seen.push(cursor.closest('li')?.textContent?.length ?? 0);
      requestAnimationFrame(frame);
    };
    frame();
  })`);
  // Written out and saved: the conversation holds both sides of every exchange.
  await expect.poll(() => conversation.locator(':scope > ol > li').count()).toBe(replies * 2);
  return lengths;
}

describe('chat journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks about sushi, sees a sourced answer written word by word, then a call card, and the session countdown', async () => {
    const account = await createApprovedUser({ firstName: 'Sofia' });
    const { page, context, foreign } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // Before any chat today: the allowance is there, no session runs.
    const usage = page.getByRole('heading', { name: 'Your BLOOM chat' });
    await expect.poll(() => usage.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('1/1').isVisible()).toBe(true);

    await page.goto('/chat');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Chat with BLOOM' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('What questions can I help you with today?').isVisible()).toBe(true);
    expect(
      await page.getByText("This isn't medical advice. Always consult your healthcare provider.").isVisible(),
    ).toBe(true);
    await expectAccessible(page);

    // A sourced answer, revealed word by word.
    await ask(page, 'Is it safe to eat sushi while pregnant?');
    const conversation = page.getByRole('region', { name: 'Conversation' });
    expect(await conversation.getByText('Is it safe to eat sushi while pregnant?').isVisible()).toBe(true);
    const lengths = await watchReveal(page, 1);
    const distinct = new Set(lengths);
    expect(distinct.size, `text lengths seen while writing: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const source = conversation.getByRole('listitem').last().getByRole('link').first();
    expect(await source.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    await expectAccessible(page);

    // Heavy bleeding: the urgent call card.
    await ask(page, 'I have heavy bleeding and strong cramps, what should I do?');
    await watchReveal(page, 2);
    const card = conversation.locator('[data-kind="call-card"]').last();
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('heading').textContent()).toMatch(/\S/);
    expect(await card.locator('time').textContent()).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    // The card calls, not only tells her to: a real "Call 911" link.
    const call911 = card.getByRole('link', { name: 'Call 911', exact: true });
    await expect.poll(() => call911.isVisible()).toBe(true);
    expect(await call911.getAttribute('href')).toBe('tel:911');
    await expectAccessible(page);

    // Saved: a reload shows the same conversation.
    await page.reload();
    await expect.poll(() => conversation.locator(':scope > ol > li').count()).toBe(4);
    expect(await conversation.locator('[data-kind="call-card"]').count()).toBe(1);

    // The dashboard's usage card counts the session down.
    await page.goto('/');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.isVisible(), { timeout: 10_000 }).toBe(true);
    const first = (await timer.textContent()) ?? '';
    expect(first).toMatch(/^\d{2,}:\d{2}$/);
    const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    await expect
      .poll(async () => seconds((await timer.textContent()) ?? ''), { timeout: 5000 })
      .toBeLessThan(seconds(first));
    await expectAccessible(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('puts the usage card first for a user and leaves it out for the administrator', async () => {
    const account = await createApprovedUser({ firstName: 'Noa' });
    const user = await openPage(browser, DESKTOP);
    await user.page.goto('/login');
    await signIn(user.page, account.email, account.password);
    await user.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => user.page.getByRole('heading', { name: 'Your BLOOM chat' }).isVisible()).toBe(true);
    // The card comes first on the home screen (spec §2 order).
    expect(await user.page.locator('main h1, main h2').first().textContent()).toBe('Your BLOOM chat');
    await user.context.close();

    const admin = await openPage(browser, DESKTOP);
    await admin.page.goto('/login');
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL((url) => url.pathname === '/admin');
    const polls: string[] = [];
    admin.page.on('request', (req) => {
      if (req.url().includes('/api/user/usage-status')) polls.push(req.url());
    });
    await admin.page.goto('/');
    await admin.page.locator('main h1').first().waitFor();
    // Settled: nothing on the page is still loading (usage-card.test.tsx proves no poll follows).
    await expect.poll(() => admin.page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await admin.page.getByRole('heading', { name: 'Your BLOOM chat' }).count()).toBe(0);
    expect(polls).toEqual([]);
    await admin.context.close();
  });
});
