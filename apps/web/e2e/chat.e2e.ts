import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';
import { WATCH_LAYOUT_SHIFTS } from './support/layout-shifts.ts';

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
      // A condition, not a duration: the count moves within a second; the limit only marks a stuck page.
      .poll(async () => seconds((await timer.textContent()) ?? ''), { timeout: 20_000 })
      .toBeLessThan(seconds(first));
    await expectAccessible(page);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('shows the usage card under the first screen for a user and leaves it out for the administrator', async () => {
    const account = await createApprovedUser({ firstName: 'Noa' });
    const user = await openPage(browser, DESKTOP);
    await user.page.goto('/login');
    await signIn(user.page, account.email, account.password);
    await user.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => user.page.getByRole('heading', { name: 'Your BLOOM chat' }).isVisible()).toBe(true);
    // Her week leads the home screen (issue 33); the chat allowance follows the first screen.
    expect(await user.page.locator('main h1, main h2').first().textContent()).toBe('Hello, Noa!');
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

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'fills the screen with the conversation (%s), offers questions for her week and opens her week once',
    async (size, viewport) => {
      const account = await createApprovedUser({ firstName: 'Mira', pregnancyWeeks: 22 });
      const { page, context, foreign } = await openPage(browser, viewport);
      await page.goto('/login');
      await signIn(page, account.email, account.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Hello, Mira!' }).waitFor();
      if (size === 'desktop') {
        // The desktop header links to the chat.
        await page.getByRole('banner').getByRole('link', { name: 'Chat', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/chat');
      }

      // A direct load of /chat: the conversation takes the screen, nothing shifts.
      await page.addInitScript(WATCH_LAYOUT_SHIFTS);
      await page.goto('/chat');
      await page.getByText('What questions can I help you with today?').waitFor();
      await page.evaluate('document.fonts.ready.then(() => undefined)');
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
      const end =
        size === 'phone' ? (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y : viewport.height;
      const pane = (await page.getByRole('region', { name: 'Conversation' }).boundingBox())!;
      const box = (await page.getByRole('textbox', { name: 'Message BLOOM' }).boundingBox())!;
      const disclaimer = (await page
        .getByText("This isn't medical advice. Always consult your healthcare provider.")
        .boundingBox())!;
      // The conversation and the box to write in take most of the screen (the pane was 439 of 844 px).
      expect(box.y + box.height - pane.y, 'the chat is most of the screen').toBeGreaterThan(0.6 * viewport.height);
      expect(box.y + box.height).toBeLessThanOrEqual(end);
      expect(disclaimer.y + disclaimer.height).toBeLessThanOrEqual(end);
      expect(end - (disclaimer.y + disclaimer.height), 'no empty band under the chat').toBeLessThan(48);
      expect(await page.evaluate<number>('window.__layoutShift')).toBeLessThan(0.05);
      if (size === 'desktop') {
        const chatLink = page.getByRole('banner').getByRole('link', { name: 'Chat', exact: true });
        expect(await chatLink.getAttribute('aria-current')).toBe('page');
      }
      await expectAccessible(page);

      // A starter question for her week, one tap to ask; the first answer says where she is.
      await page.getByRole('button', { name: 'What should I know this week?' }).click();
      await watchReveal(page, 1);
      const conversation = page.getByRole('region', { name: 'Conversation' });
      const replies = conversation.locator(':scope > ol > li:nth-child(even)');
      expect(await replies.nth(0).textContent()).toContain('You’re at week 22');

      // The next answer goes straight to the guidance: no second opener, no "Good question!".
      await ask(page, 'Can I eat sushi?');
      await watchReveal(page, 2);
      const second = (await replies.nth(1).textContent()) ?? '';
      expect(second).not.toContain('You’re at week');
      expect(second).not.toContain('Good question!');
      expect(second).toMatch(/sushi/i);
      expect(foreign).toEqual([]);
      await context.close();
    },
  );

  it('puts a wide table in a box she can reach and scroll with the keyboard, to its last column (phone)', async () => {
    const account = await createApprovedUser({ firstName: 'Tess' });
    const { page, context } = await openPage(browser, PHONE);
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    const table = [
      '| Food | What to do | Why it matters | Where the advice comes from |',
      '| --- | --- | --- | --- |',
      '| Raw sushi | Choose cooked or vegetable rolls instead | Raw fish can carry parasites and Listeria | FDA food safety for pregnant women |',
      '| Deli meats | Heat until steaming hot before eating | Listeria grows even in the fridge | CDC Listeria prevention |',
    ].join('\n');
    await page.route('**/api/chat/text', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ reply: `Here is a summary.\n\n${table}` }),
      }),
    );
    await page.goto('/chat');
    await page.getByText('What questions can I help you with today?').waitFor();
    await ask(page, 'Which foods should I avoid?');
    await watchReveal(page, 1);
    const scroller = page.getByRole('region', { name: 'Table' });
    await scroller.waitFor();
    // Reached with the keyboard (axe scrollable-region-focusable) …
    await scroller.focus();
    expect(await scroller.evaluate((el) => el === el.ownerDocument.activeElement && el.tabIndex === 0)).toBe(true);
    // … wider than the bubble, so it scrolls, and at its end the last column shows whole.
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    const last = page.getByRole('columnheader', { name: 'Where the advice comes from' });
    const [cell, frame] = [(await last.boundingBox())!, (await scroller.boundingBox())!];
    expect(cell.x + cell.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(cell.x).toBeGreaterThanOrEqual(frame.x - 1);
    expect(cell.x + cell.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await context.close();
  });
});
