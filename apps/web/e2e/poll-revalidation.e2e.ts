import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { DESKTOP, launchBrowser, openPage, signIn } from './support/browser.ts';

// The usage status is polled every second. The server answers with a weak ETag and
// `Cache-Control: private, no-cache`; apiRequest leaves fetch's cache mode at its default, so the
// browser sends If-None-Match itself and hands the app its kept copy when the answer is a 304.
// Here, in the real browser: the 304s happen, the card keeps showing the right figures, and a
// change (a chat session started elsewhere) still reaches it.
const isUsagePoll = (url: string) => new URL(url).pathname === '/api/user/usage-status';

describe('polled answers revalidated by the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the usage card polls with If-None-Match, gets 304s, and still shows a change at once', async () => {
    const maya = await createApprovedUser({ firstName: 'Maya' });
    const { page, context, foreign } = await openPage(browser, DESKTOP);

    // What came over the wire: the DevTools protocol sees the 304 (the page's Response says 200).
    const polls: { status: number; ifNoneMatch: string | undefined }[] = [];
    const usageIds = new Set<string>();
    const sentTag = new Map<string, string | undefined>();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (isUsagePoll(event.request.url)) usageIds.add(event.requestId);
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const headers = event.headers as Record<string, string>;
      sentTag.set(event.requestId, headers['if-none-match'] ?? headers['If-None-Match']);
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      if (usageIds.has(event.requestId)) {
        polls.push({ status: event.statusCode, ifNoneMatch: sentTag.get(event.requestId) });
      }
    });

    await page.goto('/login');
    await signIn(page, maya.email, maya.password);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Available today').isVisible()).toBe(true);

    // The browser revalidates: a poll sent with the kept tag comes back 304.
    await expect.poll(() => polls.some((p) => p.status === 304 && p.ifNoneMatch?.startsWith('W/"'))).toBe(true);
    expect(await page.getByText('Available today').isVisible()).toBe(true);

    // She starts her chat session from another device: the next changed answer is a 200 the card shows.
    const token = await apiToken(maya.email, maya.password);
    await callAs(token, '/api/chat/text', { method: 'POST', body: { message: 'Is it normal to feel tired?' } });
    await expect.poll(() => page.getByText('In use').isVisible()).toBe(true);
    expect(await page.getByText('Available today').isVisible()).toBe(false);

    expect(foreign).toEqual([]);
    await context.close();
  });
});
