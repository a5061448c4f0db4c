import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: real HTTP on a free port,
 * answering `POST /v1/chat/completions` the way the OpenAI API does, as one JSON completion or,
 * with `stream: true`, as server-sent `chat.completion.chunk` events ending `data: [DONE]`.
 */

export interface FakeLlmRequest {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  authorization: string | undefined;
  /** Set when the client gave up on a request the fake never answered ('hang'). */
  abandoned?: boolean;
}

/** How the fake misbehaves: HTTP 500, no answer at all, or (streaming) a few words then a cut connection. */
export type FakeLlmFailure = 'server-error' | 'hang' | 'cut-mid-stream' | null;

export interface FakeLlm {
  /** Base URL to use as LLM_BASE_URL (ends in /v1, like OpenAI's). */
  baseUrl: string;
  requests: FakeLlmRequest[];
  /** What the model answers; the default echoes a grounded answer citing the first passage URL it was given. */
  answerWith(reply: string | ((request: FakeLlmRequest) => string)): void;
  fail(mode: FakeLlmFailure): void;
  /**
   * Streamed answers stop before their last word until the returned function is called, so a
   * test can see what arrived before the end (a journey: the first words on the page).
   */
  holdLastWord(): () => void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_LLM_KEY = 'sk-fake-test-key';
export const FAKE_LLM_MODEL = 'fake-gpt';

/** The first `URL: …` line of the system prompt (the first retrieved passage's source). */
export function firstPassageUrl(request: FakeLlmRequest): string | undefined {
  return /^URL: (\S+)$/m.exec(request.messages[0]?.content ?? '')?.[1];
}

const defaultAnswer = (request: FakeLlmRequest) => {
  const url = firstPassageUrl(request);
  return `From the model: eat well and rest.${url ? ` See [this guidance](${url}).` : ''}`;
};

function openAiError(res: ServerResponse, status: number, message: string, type: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code: null } }));
}

const completionId = () => `chatcmpl-${randomBytes(12).toString('hex')}`;
const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function completion(model: string, content: string, prompt: string) {
  return {
    id: completionId(),
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null, annotations: [] },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage: {
      prompt_tokens: tokens(prompt),
      completion_tokens: tokens(content),
      total_tokens: tokens(prompt) + tokens(content),
    },
    service_tier: 'default',
  };
}

/** The answer as OpenAI streams it: a role chunk, one chunk per word, a finish chunk, [DONE]. */
function streamChunks(model: string, content: string): string[] {
  const id = completionId();
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  return [
    chunk({ role: 'assistant', content: '', refusal: null }, null),
    ...(content.match(/\s*\S+\s*/g) ?? []).map((word) => chunk({ content: word }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let failure: FakeLlmFailure = null;
  let reply: (request: FakeLlmRequest) => string = defaultAnswer;
  let held: { until: Promise<void>; release: () => void } | null = null;

  const server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      return openAiError(res, 404, `Unknown request URL: ${req.method} ${req.url}.`, 'invalid_request_error');
    }
    const authorization = req.headers.authorization;
    if (authorization !== `Bearer ${FAKE_LLM_KEY}`) {
      return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error');
    }
    let body: { model?: unknown; messages?: unknown; stream?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return openAiError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return openAiError(res, 400, "Missing required parameter: 'messages'.", 'invalid_request_error');
    }
    const request: FakeLlmRequest = {
      model: body.model,
      messages: body.messages as FakeLlmRequest['messages'],
      stream: body.stream === true,
      authorization,
    };
    requests.push(request);

    if (failure === 'hang') {
      // Never answers; the client's timeout (or close()) ends the connection, and that is noted.
      res.once('close', () => (request.abandoned = true));
      return;
    }
    if (failure === 'server-error') {
      return openAiError(res, 500, 'The server had an error while processing your request.', 'server_error');
    }
    const content = reply(request);
    const prompt = request.messages.map((m) => m.content).join('\n');
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(completion(request.model, content, prompt)));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    const chunks = streamChunks(request.model, content);
    if (failure === 'cut-mid-stream') {
      for (const c of chunks.slice(0, 3)) res.write(c);
      // Let the first words arrive before the connection dies.
      setTimeout(() => res.destroy(), 20);
      return;
    }
    // The role chunk, the words, the finish chunk and [DONE]: the last word is third from the end.
    const lastWord = chunks.length - 3;
    for (const [i, c] of chunks.entries()) {
      if (i === lastWord && held) await held.until;
      res.write(c);
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.end();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${url}/v1`,
    requests,
    answerWith(next) {
      reply = typeof next === 'string' ? () => next : next;
    },
    fail(mode) {
      failure = mode;
    },
    holdLastWord() {
      let release = () => undefined as void;
      const until = new Promise<void>((resolve) => (release = resolve));
      const hold = { until, release };
      held = hold;
      return () => {
        if (held === hold) held = null;
        hold.release();
      };
    },
    reset() {
      held?.release();
      held = null;
      failure = null;
      reply = defaultAnswer;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
