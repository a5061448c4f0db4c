import { answer, retrieve, TELEPHONE } from '@bloom/knowledge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import {
  FAKE_LLM_KEY,
  FAKE_LLM_MODEL,
  firstPassageUrl,
  startFakeLlm,
  type FakeLlm,
} from '../../testing/fake-upstreams/llm.ts';
import { SAFETY_PROMPT } from './engine.ts';
import { chat, saveMessage, streamed } from './test-kit.ts';

// The model's answers must never race the limit (a loaded machine once took 4.6 s): the app the
// tests talk to waits long; only the hang tests use an app that gives up quickly, and there the
// model never answers at all.
const PATIENT_MS = 20_000;
const HASTY_MS = 400;
const QUESTION = 'Which fish are safe to eat while pregnant?';
const context = { history: [], week: 20, firstName: 'Test' };
const builtIn = (message: string) => answer(message, context).reply.trim();

const streamChat = (t: TestApp, user: TestUser, message: string) =>
  t.app.inject({ method: 'POST', url: '/api/chat/text/stream', headers: user.headers, payload: { message } });

describe('chat with an OpenAI-compatible model (LLM_BASE_URL)', () => {
  let llm: FakeLlm;
  let t: TestApp;
  let hasty: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm();
    const withModel = (timeoutMs: number) =>
      createTestApp({
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: FAKE_LLM_KEY,
        LLM_MODEL: FAKE_LLM_MODEL,
        LLM_TIMEOUT_MS: String(timeoutMs),
      });
    t = await withModel(PATIENT_MS);
    hasty = await withModel(HASTY_MS);
  });
  afterEach(() => llm.reset());
  afterAll(async () => {
    await t.close();
    await hasty.close();
    await llm.close();
  });

  it('is grounded in this corpus: the question retrieves passages', () => {
    expect(retrieve(QUESTION, context).length).toBeGreaterThan(0);
  });

  it('asks the model with the safety prompt, her week, the retrieved passages and her message', async () => {
    const user = await t.createUser({ pregnancyWeeks: 24 });
    const res = await chat(t.app, user.headers, QUESTION);
    expect(res.statusCode).toBe(200);
    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0]!;
    expect(request).toMatchObject({ model: FAKE_LLM_MODEL, stream: false, authorization: `Bearer ${FAKE_LLM_KEY}` });
    const system = request.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(SAFETY_PROMPT);
    expect(system.content).toContain('She is in week 24 of pregnancy.');
    for (const passage of retrieve(QUESTION, { ...context, week: 24 }, 4)) {
      expect(system.content).toContain(passage.source.url);
    }
    expect(request.messages.at(-1)).toEqual({ role: 'user', content: QUESTION });

    const url = firstPassageUrl(request)!;
    expect(res.json().reply).toBe(`From the model: eat well and rest. See [this guidance](${url}).`);
    // The model's reply is issued to her like the built-in engine's.
    expect((await saveMessage(t.app, user.headers, res.json().reply, false)).statusCode).toBe(201);
  });

  it('sends her saved conversation as the earlier turns', async () => {
    const user = await t.createUser();
    const first = (await chat(t.app, user.headers, QUESTION)).json().reply as string;
    await saveMessage(t.app, user.headers, QUESTION, true);
    await saveMessage(t.app, user.headers, first, false);
    await chat(t.app, user.headers, 'And tuna?');
    expect(llm.requests.at(-1)!.messages.slice(1)).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: first },
      { role: 'user', content: 'And tuna?' },
    ]);
  });

  it('takes out every link that is not one of the retrieved sources', async () => {
    llm.answerWith(
      (request) =>
        `Salmon is fine ([details](${firstPassageUrl(request)})). Also read [this blog](https://evil.example/fish), ` +
        'https://spam.example/buy?x=1, <https://bad.example/x>, www.tracker.example and mail me at quack@fake.example. ' +
        '![pixel](https://evil.example/p.png)',
    );
    const user = await t.createUser();
    const reply = (await chat(t.app, user.headers, QUESTION)).json().reply as string;
    expect(reply).toContain(`[details](${firstPassageUrl(llm.requests[0]!)})`);
    expect(reply).toContain('this blog');
    expect(reply).not.toMatch(/evil\.example|spam\.example|bad\.example|tracker\.example|fake\.example/);
  });

  it('names the retrieved sources when the model cites none', async () => {
    llm.answerWith('Fully cooked fish low in mercury is a good choice.');
    const user = await t.createUser();
    const reply = (await chat(t.app, user.headers, QUESTION)).json().reply as string;
    expect(reply).toMatch(/^Fully cooked fish low in mercury is a good choice\.\n\n\*\*Sources:\*\* \[/);
    expect(reply).toContain(firstPassageUrl(llm.requests[0]!)!);
  });

  it('falls back to the built-in engine when the model answers 500', async () => {
    llm.fail('server-error');
    const user = await t.createUser();
    const res = await chat(t.app, user.headers, QUESTION);
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toBe(builtIn(QUESTION));
    expect(llm.requests).toHaveLength(1); // no retries
  });

  it('falls back to the built-in engine when the model does not answer within LLM_TIMEOUT_MS', async () => {
    llm.fail('hang');
    const user = await hasty.createUser();
    const res = await chat(hasty.app, user.headers, QUESTION);
    expect(res.json().reply).toBe(builtIn(QUESTION));
    // The answer came because BLOOM gave up on the model (LLM_TIMEOUT_MS), not because it answered.
    await expect.poll(() => llm.requests[0]?.abandoned).toBe(true);
  });

  it('falls back when the model says nothing', async () => {
    llm.answerWith('   ');
    const user = await t.createUser();
    expect((await chat(t.app, user.headers, QUESTION)).json().reply).toBe(builtIn(QUESTION));
  });

  it('runs triage first: an urgent message gets the urgent reply and the model is never asked', async () => {
    const user = await t.createUser();
    for (const message of ['I have heavy bleeding and cramps', 'I want to hurt myself']) {
      const res = await chat(t.app, user.headers, message);
      expect(res.json().reply.startsWith(TELEPHONE)).toBe(true);
      const sse = streamed((await streamChat(t, user, message)).body);
      expect(sse.reply!.startsWith(TELEPHONE)).toBe(true);
    }
    expect(llm.requests).toHaveLength(0);
  });

  describe('streaming (POST /api/chat/text/stream)', () => {
    it('streams the model’s words as they come, then the whole reply', async () => {
      const user = await t.createUser();
      const res = await streamChat(t, user, QUESTION);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(llm.requests[0]!.stream).toBe(true);
      const { deltas, reply } = streamed(res.body);
      expect(reply).toBe(
        `From the model: eat well and rest. See [this guidance](${firstPassageUrl(llm.requests[0]!)}).`,
      );
      expect(deltas.length).toBeGreaterThan(3);
      expect(deltas.join('')).toBe(reply);
      expect((await saveMessage(t.app, user.headers, reply!, false)).statusCode).toBe(201);
    });

    it('takes foreign links out of the stream too, without showing them first', async () => {
      llm.answerWith(
        (request) =>
          `See [a blog post about fish](https://evil.example/a) and [the guidance](${firstPassageUrl(request)}) ` +
          'or https://spam.example/x. Done.',
      );
      const user = await t.createUser();
      const { deltas, reply } = streamed((await streamChat(t, user, QUESTION)).body);
      expect(deltas.join('')).not.toMatch(/evil\.example|spam\.example/);
      expect(reply).not.toMatch(/evil\.example|spam\.example/);
      expect(reply).toContain('a blog post about fish');
      expect(reply).toContain(`[the guidance](${firstPassageUrl(llm.requests[0]!)})`);
      expect(deltas.join('')).toBe(reply);
    });

    it('streams the built-in answer when the model fails before its first word', async () => {
      llm.fail('server-error');
      const user = await t.createUser();
      const { deltas, reply } = streamed((await streamChat(t, user, QUESTION)).body);
      expect(reply).toBe(builtIn(QUESTION));
      expect(deltas.join('').trim()).toBe(reply);
    });

    it('ends with the built-in answer when the model hangs', async () => {
      llm.fail('hang');
      const user = await hasty.createUser();
      expect(streamed((await streamChat(hasty, user, QUESTION)).body).reply).toBe(builtIn(QUESTION));
    });

    it('replaces a half-finished model answer with the built-in one in the final event', async () => {
      llm.answerWith('The model starts to answer and then the connection dies before it can finish the sentence.');
      llm.fail('cut-mid-stream');
      const user = await t.createUser();
      const { deltas, reply } = streamed((await streamChat(t, user, QUESTION)).body);
      expect(deltas.join('')).toMatch(/^The model/);
      expect(reply).toBe(builtIn(QUESTION));
      expect((await saveMessage(t.app, user.headers, reply!, false)).statusCode).toBe(201);
    });
  });
});
