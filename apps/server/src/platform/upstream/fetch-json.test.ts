import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchJson } from './fetch-json.ts';

const schema = z.object({ name: z.string() });
type Route = (res: ServerResponse) => void;

const json = (status: number, body: string) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

const routes: Record<string, Route> = {
  '/ok': json(200, '{"name":"salmon","extra":1}'),
  '/hang': () => undefined,
  '/slow-body': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"name":');
  },
  '/500': json(500, '{"error":"boom"}'),
  '/429': json(429, '{"error":{"code":"OVER_RATE_LIMIT"}}'),
  '/malformed': json(200, '{"name": "sal'),
  '/wrong-shape': json(200, '{"name": 42}'),
  '/not-found-answer': json(404, '{"name":"none"}'),
  '/not-found-html': (res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not found</h1>');
  },
  '/big': json(200, JSON.stringify({ name: 'x'.repeat(5000) })),
};

let server: Server;
let base: string;
const seenAgents: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAgents.push(req.headers['user-agent']);
    (routes[req.url ?? ''] ?? json(404, '{}'))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, extra: Partial<Parameters<typeof fetchJson>[1]> = {}) =>
  fetchJson(`${base}${path}`, { upstream: 'Test API', schema, timeoutMs: 1500, ...extra });

describe('fetchJson', () => {
  it('returns the answer checked against the schema and sends the given headers', async () => {
    await expect(get('/ok', { headers: { 'user-agent': 'BLOOM-test/1.0' } })).resolves.toEqual({ name: 'salmon' });
    expect(seenAgents.at(-1)).toBe('BLOOM-test/1.0');
  });

  it('gives up with a timeout error when no answer comes, and when the body stalls', async () => {
    await expect(get('/hang')).rejects.toMatchObject({ name: 'UpstreamError', kind: 'timeout', upstream: 'Test API' });
    await expect(get('/slow-body')).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('reports HTTP errors with their status, 429 as rate limited', async () => {
    await expect(get('/500')).rejects.toMatchObject({ kind: 'http', status: 500, rateLimited: false });
    await expect(get('/429')).rejects.toMatchObject({ kind: 'http', status: 429, rateLimited: true });
  });

  it('reports broken JSON and answers of another shape as malformed', async () => {
    await expect(get('/malformed')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(get('/wrong-shape')).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('name'),
    });
  });

  it('accepts a listed non-2xx status as an answer, but only with a body of the expected shape', async () => {
    await expect(get('/not-found-answer', { answerStatuses: [404] })).resolves.toEqual({ name: 'none' });
    await expect(get('/not-found-html', { answerStatuses: [404] })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    await expect(get('/not-found-answer')).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it('refuses answers larger than the limit', async () => {
    await expect(get('/big', { maxBytes: 1000 })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reports an unreachable host as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      fetchJson(`http://127.0.0.1:${port}/ok`, { upstream: 'Test API', schema, timeoutMs: 1000 }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it("re-throws the caller's own abort instead of blaming the upstream", async () => {
    const controller = new AbortController();
    const pending = get('/hang', { signal: controller.signal, timeoutMs: 5000 });
    controller.abort(new Error('caller left'));
    await expect(pending).rejects.toThrow('caller left');
  });
});
