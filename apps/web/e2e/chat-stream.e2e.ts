import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_LLM_KEY, FAKE_LLM_MODEL, startFakeLlm, type FakeLlm } from '../../server/src/testing/fake-upstreams.ts';
import { firstPassageUrl } from '../../server/src/testing/fake-upstreams/llm.ts';
import { startServer, type RunningServer } from '../../server/src/testing/processes.ts';
import { expectAccessible, launchBrowser, PHONE, signIn } from './support/browser.ts';

const ADMIN = { email: 'admin@bloom.test', password: 'stream-admin-password' };

/**
 * The chat with a language model configured (LLM_BASE_URL): a server of its own, pointed at a
 * local fake of an OpenAI-compatible model, so the other journeys keep the built-in engine.
 */
describe('chat journey with a model: the answer streams in as it is written', () => {
  let llm: FakeLlm;
  let server: RunningServer;
  let browser: Browser;
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-e2e-stream-'));

  beforeAll(async () => {
    llm = await startFakeLlm();
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: FAKE_LLM_KEY,
      LLM_MODEL: FAKE_LLM_MODEL,
      // The held last word must not count as a model that stopped answering.
      LLM_TIMEOUT_MS: '120000',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function call(path: string, body?: unknown, token?: string) {
    const res = await fetch(new URL(path, server.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  }

  /** A pregnant user signed up and approved by this server's administrator. */
  async function approvedUser() {
    const email = `stream-${Date.now()}@example.com`;
    const password = 'journey-password-1';
    const signup = await call('/api/auth/signup', {
      email,
      password,
      firstName: 'Lena',
      lastName: 'Okafor',
      phoneNumber: '',
      dateOfBirth: '1994-06-12',
      gender: 'female',
      isPregnant: true,
      pregnancyWeeks: 20,
    });
    const admin = (await call('/api/auth/login', ADMIN)).token as string;
    await call(`/api/admin/users/${(signup.user as { id: string }).id}/approve`, {}, admin);
    return { email, password };
  }

  /** BLOOM's newest reply as it shows: its words, without the time under it. */
  const newestReply = (page: Page) =>
    page.evaluate<string>(`(() => {
      const items = document.querySelectorAll('[aria-label="Conversation"] > ol > li');
      const item = items[items.length - 1];
      const body = item?.querySelector('.rounded-2xl');
      return (body?.textContent ?? '').replace(/\\s+/g, ' ').trim();
    })()`);

  it('shows the first words while the model is still writing, then the whole sourced answer, saved', async () => {
    const answer = (url: string | undefined) =>
      `From the model: eat sushi only when the fish is cooked, and choose low-mercury kinds. See [this guidance](${url}).`;
    llm.answerWith((request) => answer(firstPassageUrl(request)));
    const release = llm.holdLastWord();

    const account = await approvedUser();
    const context = await browser.newContext({ viewport: PHONE, baseURL: server.url });
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(server.url) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    await page.goto('/login');
    await signIn(page, account.email, account.password);
    await page.waitForURL((url) => url.pathname === '/');

    // The page learns from the start-up configuration that a model answers.
    const configRead = page.waitForEvent('requestfinished', (req) => req.url().endsWith('/bloom-endpoints'));
    await page.goto('/chat');
    await configRead;
    await expect.poll(() => page.getByText('What questions can I help you with today?').isVisible()).toBe(true);

    const box = page.getByRole('textbox', { name: 'Message BLOOM' });
    await box.fill('Is it safe to eat sushi while pregnant?');
    const streamed = page.waitForResponse((res) => res.url().endsWith('/api/chat/text/stream'));
    await box.press('Enter');
    expect((await streamed).status()).toBe(200);

    // The model holds its last word: what shows now arrived piece by piece, before the end.
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect
      .poll(() => newestReply(page))
      .toMatch(/^From the model: eat sushi only when the fish is cooked, and choose low-mercury kinds\. See$/);
    expect(await conversation.getByTestId('typewriter-cursor').isVisible()).toBe(true);
    expect(await conversation.locator('[aria-busy="true"]').count()).toBe(1);
    // The live region waits for the whole answer.
    const live = page.locator('[aria-live="polite"][aria-atomic="true"]');
    expect(await live.textContent()).toBe('');
    expect(llm.requests.at(-1)?.stream).toBe(true);

    release();
    const source = conversation.getByRole('link', { name: 'this guidance' });
    await expect.poll(() => source.isVisible()).toBe(true);
    expect(await source.getAttribute('href')).toMatch(/^https:\/\//);
    await expect.poll(() => conversation.getByTestId('typewriter-cursor').count()).toBe(0);
    await expect
      .poll(() => live.textContent())
      .toBe(
        'BLOOM: From the model: eat sushi only when the fish is cooked, and choose low-mercury kinds. See this guidance.',
      );
    await expect.poll(() => box.isEnabled()).toBe(true);
    await expectAccessible(page);

    // Saved as it was shown: a reload shows both messages.
    await page.reload();
    await expect.poll(() => conversation.locator(':scope > ol > li').count()).toBe(2);
    expect(await newestReply(page)).toMatch(/^From the model: eat sushi only when the fish is cooked/);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
