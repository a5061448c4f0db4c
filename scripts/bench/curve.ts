// The capacity curve of the polling simulation (issue 32): the same clients as the polling row at
// several counts (BENCH_CURVE, default 1,000, 2,500, 5,000 and 10,000), each step's p50/p99,
// errors and the server's RSS, and the largest count whose p99 stays under the bar. A step whose
// generator was saturated (generator.ts) says so and is left out of that answer.
import { generatorBound, generatorText } from './generator.ts';
import type { Phases, Poll } from './load.ts';
import { measurePolling, type PollingStep, type ServerSample } from './polling.ts';

/** The polling bar (quality bars): p99 under 50 ms. */
export const CURVE_MAX_P99_MS = 50;

export const curveSteps = () =>
  (process.env.BENCH_CURVE ?? '1000,2500,5000,10000')
    .split(',')
    .map((n) => Number(n.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

export async function capacityCurve(
  steps: number[],
  tokens: string[],
  polls: Poll[],
  phases: Phases,
  memory: () => Promise<ServerSample>,
): Promise<PollingStep[]> {
  const measured: PollingStep[] = [];
  for (const clients of steps) {
    if (clients > tokens.length) throw new Error(`BENCH_CURVE step ${clients}: only ${tokens.length} sessions seeded`);
    measured.push(await measurePolling(tokens.slice(0, clients), polls, phases, memory));
  }
  return measured;
}

/** The curve as a table, and its answer: the largest honest step with p99 under the bar and no errors. */
export function curveReport(steps: PollingStep[], database: string): string {
  const rows = [
    [
      'clients',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      '304 %',
      'server RSS MB',
      'server CPU %',
      'server loop delay ms',
      'first polls p99 ms',
      'generator',
      'verdict',
    ],
    ...steps.map((s) => [
      s.clients.toLocaleString('en'),
      s.rps.toFixed(0),
      String(s.p50),
      String(s.p99),
      [String(s.errors), ...Object.entries(s.failures).map(([why, n]) => `${n}× ${why}`)].join(' '),
      String(s.revalidatedPct),
      String(s.rssMb),
      String(s.serverCpuPct),
      String(s.serverLagMs),
      `${s.firstPolls.p99}${s.firstPolls.errors ? ` (${s.firstPolls.errors} errors)` : ''}`,
      generatorText(s.generator),
      generatorBound(s.generator)
        ? 'generator-bound: not judged'
        : s.p99 < CURVE_MAX_P99_MS && s.errors === 0
          ? `p99<${CURVE_MAX_P99_MS}`
          : `p99≥${CURVE_MAX_P99_MS} or errors`,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const honest = steps.filter((s) => !generatorBound(s.generator));
  const within = honest.filter((s) => s.p99 < CURVE_MAX_P99_MS && s.errors === 0);
  const largest = within.length ? Math.max(...within.map((s) => s.clients)) : undefined;
  const threads = Math.max(...steps.map((s) => s.generator.threads));
  return [
    `Capacity curve on ${database}: usage-status 1 Hz + partner data 0.2 Hz per client; ` +
      `generator: worker threads in one process (up to ${threads}), each watched for CPU and loop delay`,
    '',
    ...rows.map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ')),
    '',
    largest !== undefined
      ? `largest client count with p99 < ${CURVE_MAX_P99_MS} ms: ${largest.toLocaleString('en')}` +
        (honest.length < steps.length ? ' (generator-bound steps not judged)' : '')
      : `no ${honest.length < steps.length ? 'judged ' : ''}step had p99 < ${CURVE_MAX_P99_MS} ms without errors`,
  ].join('\n');
}
