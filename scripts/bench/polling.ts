// The polling simulation (spec §9: every open app asks for usage-status each second, a synced
// partner for the partner view every 5 s) spread over worker threads, with the server's memory
// sampled meanwhile. One thread cannot drive 10,000 keep-alive clients and read their answers in
// time on this machine (its CPU and loop delay say so, generator.ts), so the clients are split
// over threads, BENCH_GENERATOR_THREADS or one per CLIENTS_PER_THREAD.
import { Worker } from 'node:worker_threads';
import { busiest, type GeneratorLoad } from './generator.ts';
import type { Phases, Poll, PollingResult } from './load.ts';

/** Clients one generator thread drives by default: about 3,000 requests a second at 1.2 each. */
export const CLIENTS_PER_THREAD = 2500;

export interface PollingStep {
  clients: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of answers that were 304 (the client held the current answer), in %. */
  revalidatedPct: number;
  failures: Record<string, number>;
  /** The server process's largest RSS during the step (MB). */
  rssMb: number;
  /** At that largest RSS, the V8 heap and the memory outside it that buffers hold (MB). */
  heapMb: number;
  buffersMb: number;
  /** The server process's CPU while the measured requests were due, in % of one core. */
  serverCpuPct: number;
  /** The server's largest event-loop delay p99 of any half-second sample (ms). */
  serverLagMs: number;
  /** Every client's first polls, all starting together as after a restart (the warm-up's requests). */
  firstPolls: { p99: number; errors: number };
  generator: GeneratorLoad;
}

const threadsFor = (clients: number) =>
  Number(process.env.BENCH_GENERATOR_THREADS ?? 0) || Math.max(1, Math.ceil(clients / CLIENTS_PER_THREAD));

async function pollFromThreads(tokens: string[], polls: Poll[], phases: Phases, threads: number) {
  const shares = Array.from({ length: threads }, (_, i) => tokens.filter((_, j) => j % threads === i));
  const workers = shares.map(
    (share) =>
      new Worker(new URL('./poll-worker.ts', import.meta.url), { workerData: { tokens: share, polls, phases } }),
  );
  try {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((resolve, reject) => {
            w.once('message', resolve);
            w.once('error', reject);
          }),
      ),
    );
    const results = workers.map(
      (w) =>
        new Promise<PollingResult>((resolve, reject) => {
          w.once('message', resolve);
          w.once('error', reject);
          // A thread whose loop ran dry before it answered would otherwise leave the run waiting for ever.
          w.once('exit', (code) => reject(new Error(`a generator thread exited (code ${code}) before its result`)));
        }),
    );
    for (const w of workers) w.postMessage('go');
    return await Promise.all(results);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

const at = (sorted: Float64Array, q: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!) : Infinity;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** What the bench server's /memory answers. */
export type ServerSample = NodeJS.MemoryUsage & { cpuUs: number; lagP99Ms: number };

/** The threads' latencies in one array, ascending. */
function merged(parts: Float64Array[]): Float64Array {
  const all = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    all.set(p, offset);
    offset += p.length;
  }
  return all.sort();
}

/**
 * `tokens.length` clients polling `polls` over `phases`; `memory()` reads the server's. The
 * warm-up lasts at least one period of the slowest poll and a second more, so every client has
 * made its first poll of each kind before any is counted: the row measures the spec's steady
 * load, and the first polls (every app starting within one period, as after a restart) are
 * reported beside it.
 */
export async function measurePolling(
  tokens: string[],
  polls: Poll[],
  asked: Phases,
  memory: () => Promise<ServerSample>,
): Promise<PollingStep> {
  const phases = { ...asked, warmup: Math.max(asked.warmup, Math.max(...polls.map((p) => p.everyMs)) / 1000 + 1) };
  let peak = await memory();
  let lagMs = 0;
  let measuredFrom: { sample: ServerSample; at: number } | undefined;
  const warmedUp = setTimeout(
    () => void memory().then((sample) => (measuredFrom = { sample, at: performance.now() })),
    phases.warmup * 1000,
  );
  const sampler = setInterval(
    () =>
      void memory().then((m) => {
        if (m.rss > peak.rss) peak = m;
        lagMs = Math.max(lagMs, m.lagP99Ms);
      }),
    500,
  );
  const results = await pollFromThreads(tokens, polls, phases, threadsFor(tokens.length)).finally(() => {
    clearInterval(sampler);
    clearTimeout(warmedUp);
  });
  const measuredTo = { sample: await memory(), at: performance.now() };
  const latencies = merged(results.map((r) => r.latencies));
  const count = latencies.length;
  const failures: Record<string, number> = {};
  for (const r of results) for (const [why, n] of Object.entries(r.failures)) failures[why] = (failures[why] ?? 0) + n;
  const notModified = results.reduce((n, r) => n + r.notModified, 0);
  return {
    clients: tokens.length,
    rps: count / phases.seconds,
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    errors: results.reduce((n, r) => n + r.errors, 0),
    revalidatedPct: count > 0 ? Math.round((notModified / count) * 100) : 0,
    failures,
    rssMb: mb(peak.rss),
    heapMb: mb(peak.heapTotal),
    buffersMb: mb(peak.external),
    serverLagMs: Math.round(lagMs),
    firstPolls: {
      p99: at(merged(results.map((r) => r.firstPolls.latencies)), 0.99),
      errors: results.reduce((n, r) => n + r.firstPolls.errors, 0),
    },
    serverCpuPct: measuredFrom
      ? Math.round(
          ((measuredTo.sample.cpuUs - measuredFrom.sample.cpuUs) / 1000 / (measuredTo.at - measuredFrom.at)) * 100,
        )
      : Number.NaN,
    generator: busiest(results.map((r) => r.generator)),
  };
}
