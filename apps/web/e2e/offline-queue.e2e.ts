import { OFFLINE_PENDING_LABEL, OFFLINE_QUEUED_MESSAGE, OFFLINE_QUEUE_WAITING_MESSAGE } from '@bloom/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, PHONE, signIn } from './support/browser.ts';

/** Logs a symptom through the tracking page's dialog. */
async function logSymptom(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Symptom' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log New Symptom' });
  await dialog.getByLabel('Symptom name').fill(name);
  await dialog.getByRole('button', { name: 'Log Symptom' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

describe('entries made offline wait on her device and are sent once (issue 35)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('queues a symptom logged offline, shows it waiting, sends it when she is back online, and a lost answer is not stored twice', async () => {
    const account = await createApprovedUser({ firstName: 'Ines', pregnancyWeeks: 24 });
    const token = await apiToken(account.email, account.password);
    const storedNamed = async (name: string) =>
      ((await callAs(token, '/api/symptoms')) as unknown as { name: string }[]).filter((s) => s.name === name);

    // No service worker: page.route must see the app's own requests (a worker's are not routed).
    const context = await browser.newContext({ viewport: PHONE, baseURL: inject('baseUrl'), serviceWorkers: 'block' });
    const page = await context.newPage();
    const origin = new URL(inject('baseUrl')).origin;
    const foreign: string[] = [];
    // Every symptom POST the page makes, with its body.
    const posts: { clientId: string; name: string }[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(origin) && !req.url().startsWith('data:')) foreign.push(req.url());
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/symptoms') posts.push(req.postDataJSON());
    });
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/tracking');
    const history = page.getByRole('region', { name: 'Symptoms History' });
    await expect.poll(() => history.getByText('Symptoms you log will appear here.').isVisible()).toBe(true);
    const waiting = page.getByRole('status').filter({ hasText: OFFLINE_QUEUE_WAITING_MESSAGE(1) });

    // Offline: the symptom is kept on the phone, listed as waiting, and counted.
    await context.setOffline(true);
    await logSymptom(page, 'Offline nausea');
    await expect.poll(() => page.getByText(OFFLINE_QUEUED_MESSAGE, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => waiting.isVisible()).toBe(true);
    await expect.poll(() => history.getByText(OFFLINE_PENDING_LABEL).isVisible()).toBe(true);
    expect(await history.getByText('Offline nausea').isVisible()).toBe(true);
    expect(await storedNamed('Offline nausea')).toEqual([]);
    await expectAccessible(page);

    // Back online: sent, no longer waiting, stored exactly once.
    await context.setOffline(false);
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => history.getByText(OFFLINE_PENDING_LABEL).count()).toBe(0);
    await expect.poll(() => history.getByText('Offline nausea').isVisible()).toBe(true);
    expect(await storedNamed('Offline nausea')).toHaveLength(1);
    await page.reload();
    await expect.poll(() => history.getByText('Offline nausea').count()).toBe(1);

    // The POST reaches the server but its answer is lost on the way back: the entry waits, and
    // its retry (on the next start) carries the same clientId and stores nothing new.
    let lose = true;
    await page.route('**/api/symptoms', async (route) => {
      if (route.request().method() !== 'POST' || !lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort('failed');
    });
    await logSymptom(page, 'Answer lost');
    await expect.poll(() => waiting.isVisible()).toBe(true);
    expect(await storedNamed('Answer lost')).toHaveLength(1);
    await page.unroute('**/api/symptoms');
    await page.reload();
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => history.getByText('Answer lost').count()).toBe(1);
    expect(await history.getByText(OFFLINE_PENDING_LABEL).count()).toBe(0);
    expect(await storedNamed('Answer lost')).toHaveLength(1);
    const lost = posts.filter((p) => p.name === 'Answer lost');
    expect(lost).toHaveLength(2);
    expect(lost[1]!.clientId).toBe(lost[0]!.clientId);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
