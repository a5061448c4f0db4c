// The two ways `npm run bench` puts load on the server: autocannon at full speed (throughput and
// latency of one path), and the polling simulation, many clients each at its own steady pace.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { watchGenerator, type GeneratorLoad } from './generator.ts';

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
  /**
   * The server process's CPU time per request (user + system, µs) over the measured phase: on a
   * shared machine this moves far less with other work than requests per second do.
   */
  cpuUs?: number;
  /** The load generator's own CPU and event-loop delay over the measured phase (generator.ts). */
  generator?: GeneratorLoad;
}

export interface Phases {
  seconds: number;
  warmup: number;
}

export interface Target {
  url: string;
  token: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections: number;
  /** Sent as If-None-Match: a client that holds the answer already (a 304 counts as answered). */
  ifNoneMatch?: string;
}

const headersOf = (token: string, ifNoneMatch?: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
});

/** Requests per second and p99 of one path under `connections` at full speed, after a warm-up. */
export async function saturate(
  target: Target,
  { seconds, warmup }: Phases,
  /** The server process's CPU time so far (µs), read before and after the measured phase. */
  serverCpu?: () => Promise<number>,
): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      connections: target.connections,
      duration,
      method: target.method ?? 'GET',
      headers: headersOf(target.token, target.ifNoneMatch),
      ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    });
  await run(warmup);
  const cpuBefore = await serverCpu?.();
  // autocannon runs on this thread: its CPU and loop delay are the generator's.
  const watch = watchGenerator();
  const r = await run(seconds);
  const generator = watch.stop();
  const cpuAfter = await serverCpu?.();
  // autocannon counts a 304 as non-2xx; for a revalidating client it is the answer.
  const notModified = target.ifNoneMatch ? (r.statusCodeStats?.['304']?.count ?? 0) : 0;
  const ok = r.requests.total - r.non2xx - r.errors + notModified;
  const cpu =
    cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? { cpuUs: (cpuAfter - cpuBefore) / r.requests.total }
      : {};
  return { rps: ok / seconds, p99: r.latency.p99, errors: r.errors + r.non2xx - notModified, ...cpu, generator };
}

export interface Poll {
  url: string;
  everyMs: number;
}

/** What one polling generator (a thread) saw over its measured phase. */
export interface PollingResult {
  /** Latency of each answered request due in the measured phase (ms), ascending. */
  latencies: Float64Array;
  errors: number;
  /** The same for the requests due before it: every client's first polls, as after a restart. */
  firstPolls: { latencies: Float64Array; errors: number };
  notModified: number;
  failures: Record<string, number>;
  generator: GeneratorLoad;
}

/**
 * Each token is one client with a keep-alive connection of its own, asking every poll's path at
 * that poll's pace from a random start, as open apps do. Like the browser, a client keeps the
 * last answer's ETag and sends it as If-None-Match: a 304 is an answer (counted in `notModified`).
 * Latency counts from when a request was due, so a server that falls behind shows it (no
 * coordinated omission); only the requests due after the warm-up are counted.
 */
/** How long a polling request may wait for its answer: ten of its polling intervals. */
const REQUEST_TIMEOUT_MS = 10_000;

export async function simulatePolling(
  tokens: string[],
  polls: Poll[],
  { seconds, warmup }: Phases,
): Promise<PollingResult> {
  const latencies: number[] = [];
  let errors = 0;
  const firstLatencies: number[] = [];
  let firstErrors = 0;
  let notModified = 0;
  /** Why requests failed: a status code, or the socket error's code. */
  const failures = new Map<string, number>();
  const failed = (why: string) => failures.set(why, (failures.get(why) ?? 0) + 1);
  const etags = new Map<string, string>();
  const start = performance.now();
  const measureFrom = start + warmup * 1000;
  const end = measureFrom + seconds * 1000;
  const agents = tokens.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const pending = new Set<Promise<void>>();

  const send = (url: string, token: string, agent: Agent, due: number) => {
    const key = `${token} ${url}`;
    const done = new Promise<void>((resolve) => {
      let settled = false;
      // An answer that never comes is a failure the row must show, not a run that never ends. A
      // timer of its own: req.setTimeout only starts once the agent has given the request a socket.
      const timer = setTimeout(() => {
        finish(false, 'timeout');
        req.destroy();
      }, REQUEST_TIMEOUT_MS);
      const finish = (ok: boolean, why = '') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (due >= measureFrom) {
          if (ok) latencies.push(performance.now() - due);
          else {
            errors++;
            failed(why);
          }
        } else if (ok) firstLatencies.push(performance.now() - due);
        else firstErrors++;
        resolve();
      };
      const req = request(url, { agent, headers: headersOf(token, etags.get(key)) }, (res) => {
        res.resume();
        const etag = res.headers.etag;
        if (res.statusCode === 200 && etag) etags.set(key, etag);
        if (res.statusCode === 304 && due >= measureFrom) notModified++;
        res.once('end', () => finish(res.statusCode === 200 || res.statusCode === 304, String(res.statusCode)));
      });
      req.once('error', (error: NodeJS.ErrnoException) => finish(false, error.code ?? error.message));
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  tokens.forEach((token, i) => {
    for (const poll of polls) {
      let due = start + Math.random() * poll.everyMs;
      const tick = () => {
        if (due >= end) return;
        send(poll.url, token, agents[i]!, due);
        due += poll.everyMs;
        setTimeout(tick, Math.max(0, due - performance.now()));
      };
      setTimeout(tick, due - start);
    }
  });
  // This thread's own CPU and loop delay while the measured requests are due.
  let watch: ReturnType<typeof watchGenerator> | undefined;
  setTimeout(() => (watch = watchGenerator()), measureFrom - start);
  await new Promise((resolve) => setTimeout(resolve, end - start));
  const generator = watch!.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await Promise.all(pending);
  agents.forEach((agent) => agent.destroy());
  return {
    latencies: Float64Array.from(latencies).sort(),
    errors,
    firstPolls: { latencies: Float64Array.from(firstLatencies).sort(), errors: firstErrors },
    notModified,
    failures: Object.fromEntries(failures),
    generator,
  };
}
