import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { DESKTOP, expectNoAxeViolations, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

// Beyond spec §4 (docs/product-decisions.md, "She controls who sees her data"): the pregnant
// user sees a partner's request on her first screen, pauses sharing, and ends his access herself;
// his open view follows at its next refresh. The journey waits for those refreshes (requests),
// never for a span of time.
const isPartnerDataPoll = (url: string) => new URL(url).pathname === '/api/parent-sync/partner-data';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function signInTo(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** His next refresh of her data after now, answered with `status`. */
const nextPoll = (page: Page, status: number) =>
  page.waitForResponse((res) => isPartnerDataPoll(res.url()) && res.status() === status, { timeout: 30_000 });

describe('she ends her partner’s access, in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a badge shows his request, she approves, pauses, then ends his access in Profile, and his view ends', async () => {
    const sam = await createApprovedUser({ firstName: 'Sam', lastName: 'Okafor', isPregnant: false });
    const maya = await createApprovedUser({ firstName: 'Maya', lastName: 'Lopez', pregnancyWeeks: 22 });
    await callAs(await apiToken(sam.email, sam.password), '/api/parent-sync/request', {
      method: 'POST',
      body: { partnerEmail: maya.email },
    });

    // She is on a phone; he watches on a desktop.
    const pregnant = await openPage(browser, PHONE);
    const partner = await openPage(browser, DESKTOP);

    // Her first screen tells her someone asks, without moving anything: the hero keeps its box.
    await signInTo(pregnant.page, maya);
    const hero = pregnant.page
      .locator('section')
      .filter({ has: pregnant.page.getByRole('heading', { name: 'Hello, Maya!' }) });
    const badge = pregnant.page.getByRole('link', { name: 'Partner request waiting for your answer' });
    await expect.poll(() => badge.isVisible()).toBe(true);
    const badgeBox = (await badge.boundingBox())!;
    expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(PHONE.height);
    // Where the hero and her greeting sit in the page (not the screen, which scrolls to the panel).
    const layout = () =>
      hero.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const greeting = el.querySelector('h1')!.getBoundingClientRect();
        return [
          box.top + el.ownerDocument.defaultView!.scrollY,
          box.height,
          box.width,
          greeting.top - box.top,
          greeting.height,
        ];
      });
    const withBadge = await layout();
    // Drawn over the hero's corner, clear of her greeting.
    const greetingText = await hero.evaluate((el) => {
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(el.querySelector('h1')!);
      const box = range.getBoundingClientRect();
      return { right: box.right, bottom: box.bottom };
    });
    expect(greetingText.right <= badgeBox.x || greetingText.bottom <= badgeBox.y).toBe(true);
    await expectNoAxeViolations(pregnant.page);

    // The badge leads to the panel, where she approves.
    await badge.click();
    await expect.poll(() => new URL(pregnant.page.url()).hash).toBe('#partner-sync');
    const panel = pregnant.page.locator('#partner-sync');
    const requests = panel.getByRole('region', { name: 'Sync requests' });
    await requests.getByRole('button', { name: 'Approve Sam Okafor’s request' }).click();
    await expect.poll(() => toast(pregnant.page, 'Sync approved').isVisible()).toBe(true);
    await expect.poll(() => badge.count()).toBe(0);
    expect(await layout()).toEqual(withBadge);

    // He follows along.
    await signInTo(partner.page, sam);
    const view = partner.page.getByRole('region', { name: 'Maya’s pregnancy' });
    await expect.poll(() => view.getByText('Week 22 of 40').isVisible()).toBe(true);

    // She pauses sharing: at his next refresh he is told it is paused, and sees none of her data.
    const followers = panel.getByRole('region', { name: 'Synced with' });
    const paused = nextPoll(partner.page, 403);
    await followers.getByRole('button', { name: 'Pause sharing with Sam Okafor' }).click();
    await expect.poll(() => toast(pregnant.page, 'Sharing paused').isVisible()).toBe(true);
    await expect.poll(() => followers.getByText('Paused', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(pregnant.page);
    await paused;
    await expect.poll(() => view.getByText(/^Sharing is paused for now/).isVisible()).toBe(true);
    expect(await view.getByText('Week 22 of 40').count()).toBe(0);
    await expectNoAxeViolations(partner.page);

    // She resumes; his view comes back by itself.
    const resumed = nextPoll(partner.page, 200);
    await followers.getByRole('button', { name: 'Resume sharing with Sam Okafor' }).click();
    await expect.poll(() => toast(pregnant.page, 'Sharing resumed').isVisible()).toBe(true);
    await resumed;
    await expect.poll(() => view.getByText('Week 22 of 40').isVisible()).toBe(true);

    // In Profile she ends his access, after a confirmation.
    await pregnant.page.goto('/profile');
    const sharing = pregnant.page.getByRole('region', { name: 'Who sees your data' });
    await sharing.getByRole('button', { name: 'End access for Sam Okafor' }).click();
    const confirm = pregnant.page.getByRole('dialog', { name: 'End Sam Okafor’s access?' });
    await expectNoAxeViolations(pregnant.page);
    const ended = nextPoll(partner.page, 404);
    await confirm.getByRole('button', { name: 'End access' }).click();
    await expect.poll(() => toast(pregnant.page, 'Access ended').isVisible()).toBe(true);
    await expect.poll(() => sharing.getByText(/^No partner follows your updates/).isVisible()).toBe(true);
    await expectNoAxeViolations(pregnant.page);

    // His view ends at his next refresh: no view, his tracker is back, and he may ask again.
    await ended;
    await expect.poll(() => view.count()).toBe(0);
    await expect.poll(() => partner.page.locator('#health-tracking').isVisible()).toBe(true);
    // Scrolled to by its field: the section's same-id placeholder can be swapped out meanwhile.
    const samPanel = partner.page.locator('#partner-sync');
    await samPanel.getByLabel("Partner's email").scrollIntoViewIfNeeded();
    await expect.poll(() => samPanel.getByLabel("Partner's email").isVisible()).toBe(true);
    const after = await partner.page.evaluate(async () => {
      const res = await fetch('/api/parent-sync/partner-data', {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      });
      return res.status;
    });
    expect(after).toBe(404);
    await expectNoAxeViolations(partner.page);

    expect(pregnant.foreign).toEqual([]);
    expect(partner.foreign).toEqual([]);
    await pregnant.context.close();
    await partner.context.close();
  });
});
