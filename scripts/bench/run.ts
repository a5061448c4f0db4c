// `npm run bench`: the server's quality bars (../shared/quality-bars.md), measured in one run:
// throughput and latency of the main API paths as ratios to a bare Fastify route, the admin's
// merged events at 100,000 events, the polling simulation (5,000 clients) with the server's
// memory and its capacity curve, the symptom list against pgbench's ceiling for the same SQL
// (PostgreSQL), and the cold start to /readyz. The server runs in its own process so the load
// generator does not share its event loop; every row shows the generator's own CPU and event-loop
// delay, and a row whose generator was saturated is not judged (generator.ts).
// BENCH_SECONDS (default 10) and BENCH_WARMUP (default 3) set the phases; BENCH_DATABASE_URL
// runs the app on PostgreSQL instead of the embedded database; BENCH_EVENTS and
// BENCH_POLL_CLIENTS change the seeded volume (defaults: the bars' 100,000 and 5,000); the app logs
// at info, one line per request as in production (BENCH_LOG_LEVEL=warn leaves the line out).
// BENCH_ONLY (comma-separated: no-op, profile, usage, usage-304, partner, partner-read, symptoms, post-symptoms, food,
// chat, ceiling, admin, polling, curve, cold-start) runs only those rows beside the bare route, on a busy machine.
// BENCH_CURVE (default 1000,2500,5000,10000) sets the capacity curve's client counts; the polling
// simulation runs on worker threads, one per 2,500 clients unless BENCH_GENERATOR_THREADS says.
// The ceiling row needs BENCH_DATABASE_URL and pgbench on the PATH (else it says it was skipped).
// BENCH_PROFILE=<folder> writes the server's CPU profile there (open it in Chrome's DevTools or
// `npm run bench:top <file>` for the heaviest functions).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { coldStarts } from './cold-start.ts';
import { capacityCurve, curveReport, curveSteps } from './curve.ts';
import {
  GENERATOR_MAX_CPU_PCT,
  GENERATOR_MAX_LAG_MS,
  generatorBound,
  generatorText,
  type GeneratorLoad,
} from './generator.ts';
import { saturate, type Measured, type Target } from './load.ts';
import { pgbenchCeiling, type Ceiling, type SqlStatement } from './pgbench.ts';
import { measurePolling, type ServerSample } from './polling.ts';
import { bundleBenchServers, SERVER_NODE_FLAGS } from './server-flags.ts';

const phases = { seconds: Number(process.env.BENCH_SECONDS ?? 10), warmup: Number(process.env.BENCH_WARMUP ?? 3) };
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const onPostgres = databaseUrl !== '';
const only = process.env.BENCH_ONLY?.split(',').map((key) => key.trim());
const wanted = (key: string) => !only || only.includes(key);

/** A bar of the quality-bars table; `postgresOnly` bars are shown but not judged on the embedded database. */
interface Bar {
  minRatio?: number;
  maxP99?: number;
  postgresOnly?: boolean;
}

interface Row {
  name: string;
  measured?: Measured;
  ratio?: number;
  other?: string;
  bar?: string;
  pass?: boolean;
  /** The load generator's own figures over the phase; a saturated generator's row is not judged. */
  generator?: GeneratorLoad;
  /** Why a row with a bar has no verdict. */
  notJudged?: string;
  /** The bare route's figures the row's ratio was taken against (the first bare run otherwise). */
  bare?: Measured;
}

/**
 * A row as measured, its verdict withheld when the generator could not keep up: its own, or the
 * bare route's when the row's bar is a ratio to it (a generator-bound bare route would flatter it).
 */
const judgedRow = (row: Row, bareLoad?: GeneratorLoad): Row => {
  const generator = row.generator ?? row.measured?.generator;
  if (!generator) return row;
  const { pass, ...rest } = row;
  // Only a verdict is withheld; a row without one (no bar, or a PostgreSQL bar on PGlite) just shows the figures.
  if (pass === undefined) return { ...rest, generator };
  if (generatorBound(generator)) return { ...rest, generator, notJudged: 'generator-bound: not judged' };
  if (bareLoad && generatorBound(bareLoad)) {
    return { ...rest, generator, notJudged: 'bare route generator-bound: not judged' };
  }
  return { ...rest, generator, pass };
};

// Sessions to seed: the polling row's clients and the curve's largest step (one at least, for the usage-304 and partner rows).
const pollClients = Math.max(
  1,
  wanted('polling') ? Number(process.env.BENCH_POLL_CLIENTS ?? 5000) : 0,
  wanted('curve') ? Math.max(0, ...curveSteps()) : 0,
);

const profileFlags = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
const bundles = await bundleBenchServers();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profileFlags, bundles.benchServer], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_POLL_CLIENTS: String(pollClients) },
});
const first = await new Promise<string>((resolve, reject) => {
  createInterface({ input: server.stdout! }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const seeded = JSON.parse(first) as {
  appAddress: string;
  bareAddress: string;
  token: string;
  adminToken: string;
  volumeUserId: string;
  pollTokens: string[];
  database: string;
  schema: string;
  poolSize: number;
  symptomList?: SqlStatement;
};
const { appAddress, bareAddress, token } = seeded;

const judged = (bar: Bar) => !bar.postgresOnly || onPostgres;
/** The row's verdict: judged where the bar applies to this database, shown only where it does not. */
const verdict = (bar: Bar, pass: boolean) => (judged(bar) ? { pass } : {});
const barText = (bar: Bar, extra = '') =>
  [bar.minRatio ? `≥${bar.minRatio}×` : '', bar.maxP99 ? `p99<${bar.maxP99}` : '', extra].filter(Boolean).join(' · ') +
  (judged(bar) ? '' : ' (PostgreSQL)');

const rows: Row[] = [];
/** The server process's CPU time so far (µs); the table shows it per request of each row. */
const serverCpu = async () => ((await (await fetch(`${bareAddress}/cpu`)).json()) as { us: number }).us;
const measureBare = () => saturate({ url: `${bareAddress}/bare`, token, connections }, phases, serverCpu);
const bare = await measureBare();
rows.push(judgedRow({ name: 'bare Fastify route', measured: bare, ratio: 1 }));
// This machine's speed drifts over a run (other tenants), so each ratio row is compared with the
// bare route measured just before and just after it: their mean cancels a steady drift.
let bareBefore = bare;
/** The bare route's figures around a row just measured: the mean of the runs before and after it. */
async function bareAround(): Promise<Measured> {
  const after = await measureBare();
  const before = bareBefore;
  bareBefore = after;
  const mean = (a?: number, b?: number) => (a !== undefined && b !== undefined ? (a + b) / 2 : undefined);
  return {
    ...after,
    rps: (before.rps + after.rps) / 2,
    cpuUs: mean(before.cpuUs, after.cpuUs),
    // A saturated generator on either side would flatter the row.
    generator: before.generator && generatorBound(before.generator) ? before.generator : after.generator,
  };
}

/** The ETag a client holding the current answer would send (a partner: no running session, so it holds). */
const pollToken = seeded.pollTokens[0]!;
const etagOf = async (path: string) =>
  (await fetch(appAddress + path, { headers: { authorization: `Bearer ${pollToken}` } })).headers.get('etag') ?? '';

type Scenario = Pick<Target, 'method' | 'body' | 'ifNoneMatch'> & {
  key: string;
  name: string;
  path: string;
  bar: Bar;
  token?: string;
};
const usageBar: Bar = onPostgres ? { minRatio: 0.5, maxP99: 25 } : { minRatio: 0.25 };
const throughput: Scenario[] = [
  // The cost every signed-in route shares (session, access, log line, headers), over a handler that does nothing.
  {
    key: 'no-op',
    name: 'GET authenticated no-op route',
    path: '/api/bench/no-op',
    bar: { minRatio: 0.6, postgresOnly: true },
  },
  { key: 'profile', name: 'GET /api/user/profile (signed in)', path: '/api/user/profile', bar: {} },
  // Polled every second by every signed-in client; the embedded database has a bar of its own.
  // Her chat session is running, so the answer (its remaining seconds) changes every second.
  { key: 'usage', name: 'GET /api/user/usage-status', path: '/api/user/usage-status', bar: usageBar },
  // What most polls are: the client holds the current answer and revalidates it.
  {
    key: 'usage-304',
    name: 'GET /api/user/usage-status, If-None-Match (304)',
    path: '/api/user/usage-status',
    token: pollToken,
    ifNoneMatch: wanted('usage-304') ? await etagOf('/api/user/usage-status') : '',
    bar: usageBar,
  },
  // His 5-second poll holds the current view: a 304 from the tag kept in memory (decision 026).
  {
    key: 'partner',
    name: 'GET /api/parent-sync/partner-data, If-None-Match (304)',
    path: '/api/parent-sync/partner-data',
    token: pollToken,
    ifNoneMatch: wanted('partner') ? await etagOf('/api/parent-sync/partner-data') : '',
    bar: {},
  },
  // A device of his without the view (only its tag is kept): read from the database.
  {
    key: 'partner-read',
    name: 'GET /api/parent-sync/partner-data, no copy held',
    path: '/api/parent-sync/partner-data',
    token: pollToken,
    bar: {},
  },
  {
    key: 'symptoms',
    name: 'GET /api/symptoms (50 rows)',
    path: '/api/symptoms',
    bar: { minRatio: 0.35, maxP99: 40, postgresOnly: true },
  },
  {
    key: 'post-symptoms',
    name: 'POST /api/symptoms',
    path: '/api/symptoms',
    method: 'POST',
    body: { name: 'Back pain', severity: 2 },
    bar: { minRatio: 0.2, maxP99: 60, postgresOnly: true },
  },
  {
    key: 'food',
    name: 'GET /api/food-safety/search/{term} (local)',
    path: '/api/food-safety/search/salmon',
    bar: { minRatio: 0.3, maxP99: 40, postgresOnly: true },
  },
  // Inside her running session (the server started it before the run), answered by the built-in engine.
  {
    key: 'chat',
    name: 'POST /api/chat/text (built-in engine)',
    path: '/api/chat/text',
    method: 'POST',
    body: { message: 'Which fish are safe to eat?' },
    bar: { minRatio: 0.1, postgresOnly: true },
  },
];
for (const s of throughput.filter((scenario) => wanted(scenario.key))) {
  const m = await saturate({ ...s, url: appAddress + s.path, token: s.token ?? token, connections }, phases, serverCpu);
  const reference = await bareAround();
  const ratio = m.rps / reference.rps;
  const pass = ratio >= (s.bar.minRatio ?? 0) && m.p99 < (s.bar.maxP99 ?? Infinity) && m.errors === 0;
  const hasBar = s.bar.minRatio !== undefined;
  rows.push(
    judgedRow(
      {
        name: s.name,
        measured: m,
        ratio,
        bare: reference,
        other: `bare ${reference.rps.toFixed(0)} req/s around it`,
        ...(hasBar ? { bar: barText(s.bar), ...verdict(s.bar, pass) } : {}),
      },
      s.bar.minRatio ? reference.generator : undefined,
    ),
  );
}

// The symptom list against PostgreSQL's own ceiling for its SQL: pgbench with the app's pool size.
if (wanted('ceiling') && onPostgres) {
  const name = "GET /api/symptoms as a share of pgbench's (same SQL)";
  const listRow = rows.find((r) => r.name.startsWith('GET /api/symptoms'));
  const app =
    listRow?.measured ?? (await saturate({ url: `${appAddress}/api/symptoms`, token, connections }, phases, serverCpu));
  const ceiling: Ceiling = seeded.symptomList
    ? await pgbenchCeiling(databaseUrl, seeded.schema, seeded.symptomList, seeded.poolSize, phases.seconds)
    : { skipped: 'the list statement was not seen: row skipped' };
  if ('skipped' in ceiling) rows.push({ name, other: ceiling.skipped });
  else {
    const share = app.rps / ceiling.tps;
    rows.push(
      judgedRow({
        name,
        measured: app,
        other: `pgbench ${ceiling.tps.toFixed(0)} tps, ${seeded.poolSize} connections · app ${share.toFixed(2)}×`,
        bar: '≥0.5× pgbench',
        pass: share >= 0.5 && app.errors === 0,
      }),
    );
  }
}

// One administrator reading the first page, one request at a time: its latency is the bar.
const adminBar: Bar = { maxP99: 200, postgresOnly: true };
const adminPages = [
  [`GET /api/admin/events, first page (${process.env.BENCH_EVENTS ?? '100000'} events)`, ''],
  ["GET /api/admin/events, one user's first page", `?userId=${seeded.volumeUserId}`],
] as const;
for (const [name, query] of wanted('admin') ? adminPages : []) {
  const m = await saturate(
    { url: `${appAddress}/api/admin/events${query}`, token: seeded.adminToken, connections: 1 },
    phases,
  );
  const pass = m.p99 < adminBar.maxP99! && m.errors === 0;
  rows.push(judgedRow({ name, measured: m, bar: barText(adminBar), ...verdict(adminBar, pass) }));
}

// Every client polls usage-status every second and the partner view every 5 s (spec §9).
const memoryOf = async () => (await (await fetch(`${bareAddress}/memory`)).json()) as ServerSample;
const polls = [
  { url: `${appAddress}/api/user/usage-status`, everyMs: 1000 },
  { url: `${appAddress}/api/parent-sync/partner-data`, everyMs: 5000 },
];
if (wanted('polling')) {
  const clients = Number(process.env.BENCH_POLL_CLIENTS ?? 5000);
  const polling = await measurePolling(seeded.pollTokens.slice(0, clients), polls, phases, memoryOf);
  const pollingBar: Bar = { maxP99: 50, postgresOnly: true };
  rows.push(
    judgedRow({
      name: `polling: ${clients} clients, usage 1 Hz + partner data 0.2 Hz`,
      measured: { rps: polling.rps, p99: polling.p99, errors: polling.errors, generator: polling.generator },
      other: [
        `p50 ${polling.p50} ms`,
        `RSS ${polling.rssMb} MB (V8 heap ${polling.heapMb}, buffers ${polling.buffersMb})`,
        `server CPU ${polling.serverCpuPct}%, loop delay p99 ≤ ${polling.serverLagMs} ms`,
        `${polling.revalidatedPct}% 304`,
        `first polls p99 ${polling.firstPolls.p99} ms, ${polling.firstPolls.errors} errors`,
        ...Object.entries(polling.failures).map(([why, n]) => `${n}× ${why}`),
      ].join(' · '),
      bar: barText(pollingBar, '0 errors · RSS<300 MB'),
      ...verdict(pollingBar, polling.p99 < pollingBar.maxP99! && polling.errors === 0 && polling.rssMb < 300),
    }),
  );
}
// The same simulation at each of BENCH_CURVE's client counts, printed after the rows.
const curve = wanted('curve') ? await capacityCurve(curveSteps(), seeded.pollTokens, polls, phases, memoryOf) : [];

server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const startBarMs = onPostgres ? 2000 : 8000;
const starts = wanted('cold-start') ? await coldStarts(databaseUrl, bundles.main) : undefined;
for (const [name, ms] of starts
  ? ([
      ['cold start to /readyz 200, new database', starts.first],
      ['cold start to /readyz 200, restart', starts.restart],
    ] as const)
  : []) {
  rows.push({ name, other: `${Math.round(ms)} ms`, bar: `<${startBarMs} ms`, pass: ms < startBarMs });
}

const table = [
  ['scenario', 'req/s', 'ratio', 'p99 ms', 'errors', 'CPU µs/req', 'CPU ratio', 'generator', 'other', 'bar', 'verdict'],
  ...rows.map((r) => [
    r.name,
    r.measured ? r.measured.rps.toFixed(0) : '',
    r.ratio !== undefined ? r.ratio.toFixed(2) : '',
    r.measured ? String(r.measured.p99) : '',
    r.measured ? String(r.measured.errors) : '',
    r.measured?.cpuUs !== undefined ? r.measured.cpuUs.toFixed(0) : '',
    // What the ratio would be if the server's own CPU were the only limit: bare's CPU per request over this row's.
    r.measured?.cpuUs && (r.bare ?? bare).cpuUs && r.ratio !== undefined
      ? ((r.bare ?? bare).cpuUs! / r.measured.cpuUs).toFixed(2)
      : '',
    r.generator ? generatorText(r.generator) : '',
    r.other ?? '',
    r.bar ?? '',
    r.pass !== undefined ? (r.pass ? 'PASS' : 'FAIL') : (r.notJudged ?? ''),
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
const failed = rows.filter((r) => r.pass === false).length;
process.stdout.write(
  `\nBLOOM benchmark on ${seeded.database}, ${connections} connections, ${phases.seconds}s after ${phases.warmup}s warm-up\n\n`,
);
for (const r of table) process.stdout.write(`${r.map((c, i) => c.padEnd(widths[i]!)).join('  ')}\n`);
process.stdout.write(
  `\ngenerator: autocannon on this process's main thread; a row is not judged when it used more than ` +
    `${GENERATOR_MAX_CPU_PCT}% of a core or its event-loop delay p99 passed ${GENERATOR_MAX_LAG_MS} ms\n`,
);
if (curve.length) process.stdout.write(`\n${curveReport(curve, seeded.database)}\n`);
const notJudged = rows.filter((r) => r.notJudged);
process.stdout.write(
  `\n${failed === 0 ? 'all judged bars met' : `${failed} bar(s) missed`}` +
    `${notJudged.length ? `; ${notJudged.length} row(s) generator-bound, not judged` : ''}\n`,
);
process.exit(failed === 0 ? 0 : 1);
