import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drugLabelAnswer } from './fake-upstreams/drug-labels.ts';
import { enforcementAnswer, OPENFDA_NOT_FOUND } from './fake-upstreams/openfda.ts';
import { productAnswer, productNotFound } from './fake-upstreams/openfoodfacts.ts';
import { usdaSearchAnswer } from './fake-upstreams/usda.ts';

export { RAW_MILK_CHEESE_UPC, THAI_NOODLE_KIT_UPC } from './fake-upstreams/openfoodfacts.ts';
// The chat model (POST, OpenAI-compatible) runs as a server of its own: startFakeLlm().
export { FAKE_LLM_KEY, FAKE_LLM_MODEL, startFakeLlm, type FakeLlm } from './fake-upstreams/llm.ts';

export type FakeUpstreamName = 'usda' | 'openfda' | 'openfoodfacts';

/** How a faked API misbehaves: no answer at all, HTTP 500, HTTP 429, broken JSON, or JSON of another shape. */
export type FailureMode = 'hang' | 'server-error' | 'rate-limited' | 'malformed-json' | 'wrong-shape';

export interface FakeRequest {
  upstream: FakeUpstreamName;
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
}

export interface FakeUpstreams {
  /** Root URL of the server, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Base-URL settings that point BLOOM at this fake (plus a USDA key it checks for). */
  env: {
    USDA_API_BASE_URL: string;
    USDA_API_KEY: string;
    OPENFDA_BASE_URL: string;
    OPENFOODFACTS_BASE_URL: string;
  };
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Makes one API misbehave until told otherwise (null heals it). */
  fail(upstream: FakeUpstreamName, mode: FailureMode | null): void;
  /** Heals every API and forgets the requests. */
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_USDA_KEY = 'FAKE_TEST_KEY';

/**
 * UPSTREAM_TIMEOUT_MS for the test apps: an answer the fake gives must never race the limit (a
 * loaded machine can stall a local answer for seconds), so apps whose tests expect answers wait
 * long; only the tests of an upstream that never answers ('hang') use an app that gives up soon.
 */
export const UPSTREAM_TIMEOUTS = { patient: 20_000, hasty: 1_500 } as const;
const PREFIX: Record<FakeUpstreamName, string> = { usda: '/fdc', openfda: '/openfda', openfoodfacts: '/off' };

// api.data.gov (USDA, openFDA) answers missing keys and rate limits with this error shape.
const dataGovError = (code: string, message: string) => ({ error: { code, message } });

const WRONG_SHAPE: Record<FakeUpstreamName, unknown> = {
  usda: { totalHits: 1, foods: { fdcId: '175168', description: 42 } },
  openfda: { meta: { results: { total: 1 } }, results: 'none' },
  openfoodfacts: { code: '737628064502', status: 1, product: 'Thai peanut noodle kit' },
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json';
  res.writeHead(status, { 'content-type': type, ...headers });
  res.end(text);
}

function misbehave(res: ServerResponse, upstream: FakeUpstreamName, mode: FailureMode) {
  switch (mode) {
    case 'hang':
      return; // Never answers; close() cuts the connection.
    case 'server-error':
      return send(res, 500, '<html><body><h1>500 Internal Server Error</h1></body></html>');
    case 'rate-limited':
      return send(res, 429, dataGovError('OVER_RATE_LIMIT', 'You have exceeded your rate limit. Try again later.'), {
        'retry-after': '60',
      });
    case 'malformed-json':
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"foods": [{"fdcId": 175168, "description": "Fish, salm');
    case 'wrong-shape':
      return send(res, 200, WRONG_SHAPE[upstream]);
  }
}

function answer(res: ServerResponse, upstream: FakeUpstreamName, path: string, q: URLSearchParams) {
  if (upstream === 'usda' && path === '/v1/foods/search') {
    if (!q.get('api_key')) {
      return send(res, 403, dataGovError('API_KEY_MISSING', 'No api_key was supplied.'));
    }
    return send(res, 200, usdaSearchAnswer(q.get('query') ?? '', Number(q.get('pageSize') ?? 50)));
  }
  if (upstream === 'openfda' && path === '/food/enforcement.json') {
    const found = enforcementAnswer(q.get('search') ?? '', Number(q.get('limit') ?? 1));
    return found ? send(res, 200, found) : send(res, 404, OPENFDA_NOT_FOUND);
  }
  if (upstream === 'openfda' && path === '/drug/label.json') {
    const found = drugLabelAnswer(q.get('search') ?? '', Number(q.get('limit') ?? 1));
    return found ? send(res, 200, found) : send(res, 404, OPENFDA_NOT_FOUND);
  }
  const product = /^\/api\/v2\/product\/([^/]+)\.json$/.exec(path);
  if (upstream === 'openfoodfacts' && product) {
    const code = decodeURIComponent(product[1] ?? '');
    const found = productAnswer(code, q.get('fields'));
    return found ? send(res, 200, found) : send(res, 404, productNotFound(code));
  }
  return send(res, 404, { error: { code: 'NOT_FOUND', message: 'No such endpoint in the fake.' } });
}

/**
 * A real HTTP server on a free local port that answers like USDA FoodData Central, openFDA and
 * Open Food Facts, each under its own path prefix, and can be told to misbehave per API.
 */
export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const failures = new Map<FakeUpstreamName, FailureMode>();
  const requests: FakeRequest[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const upstream = (Object.keys(PREFIX) as FakeUpstreamName[]).find((name) =>
      url.pathname.startsWith(`${PREFIX[name]}/`),
    );
    if (!upstream || req.method !== 'GET') return send(res, 404, { error: 'unknown path' });
    const path = url.pathname.slice(PREFIX[upstream].length);
    requests.push({
      upstream,
      path,
      query: Object.fromEntries(url.searchParams),
      userAgent: req.headers['user-agent'],
    });
    const mode = failures.get(upstream);
    if (mode) return misbehave(res, upstream, mode);
    return answer(res, upstream, path, url.searchParams);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      USDA_API_BASE_URL: `${url}${PREFIX.usda}`,
      USDA_API_KEY: FAKE_USDA_KEY,
      OPENFDA_BASE_URL: `${url}${PREFIX.openfda}`,
      OPENFOODFACTS_BASE_URL: `${url}${PREFIX.openfoodfacts}`,
    },
    requests,
    fail(upstream, mode) {
      if (mode) failures.set(upstream, mode);
      else failures.delete(upstream);
    },
    reset() {
      failures.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}
