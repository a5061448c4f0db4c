import type { z } from 'zod';
import { UpstreamError } from './upstream-error.ts';

export interface FetchJsonOptions<S extends z.ZodType> {
  /** Name used in errors and logs, e.g. 'USDA FoodData Central'. */
  upstream: string;
  /** Every answer is checked against this; anything else is 'malformed'. */
  schema: S;
  timeoutMs: number;
  /** The caller's own cancellation; its abort is re-thrown as is, never as an UpstreamError. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Non-2xx statuses whose JSON body is a real answer (openFDA's 404 "no matches"). */
  answerStatuses?: readonly number[];
  /** Larger answers are refused rather than buffered. */
  maxBytes?: number;
}

const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

class TooLarge extends Error {}

async function readText(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > maxBytes || !res.body) {
    await res.body?.cancel();
    if (declared > maxBytes) throw new TooLarge();
    return '';
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function summarize(error: z.ZodError): string {
  const first = error.issues[0];
  return first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'unexpected shape';
}

/**
 * GET a JSON document from an outside API within `timeoutMs` (connection, headers and body
 * together), and check its shape. Every way it can go wrong ends as an UpstreamError.
 */
export async function fetchJson<S extends z.ZodType>(
  url: string | URL,
  options: FetchJsonOptions<S>,
): Promise<z.output<S>> {
  const { upstream, schema, timeoutMs, signal, headers = {}, answerStatuses = [] } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

  let status: number;
  let text: string;
  try {
    const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: combined });
    status = res.status;
    if (!res.ok && !answerStatuses.includes(status)) {
      await res.body?.cancel();
      throw new UpstreamError(upstream, 'http', `answered HTTP ${status}`, status);
    }
    text = await readText(res, options.maxBytes ?? DEFAULT_MAX_BYTES);
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (signal?.aborted) throw signal.reason;
    if (timeout.aborted) throw new UpstreamError(upstream, 'timeout', `no answer within ${timeoutMs} ms`);
    if (error instanceof TooLarge) throw new UpstreamError(upstream, 'malformed', 'answer too large');
    throw new UpstreamError(upstream, 'network', error instanceof Error ? error.message : 'request failed');
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    if (status >= 400) throw new UpstreamError(upstream, 'http', `answered HTTP ${status}`, status);
    throw new UpstreamError(upstream, 'malformed', 'answer is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  // A non-2xx status we expected to be an answer, with some other body, is just that status.
  if (status >= 400) throw new UpstreamError(upstream, 'http', `answered HTTP ${status}`, status);
  throw new UpstreamError(upstream, 'malformed', `unexpected shape (${summarize(parsed.error)})`);
}
