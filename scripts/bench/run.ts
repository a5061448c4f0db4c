// `npm run bench`: throughput and latency of the main API paths as ratios to a bare Fastify
// route measured in the same run (../shared/quality-bars.md). The server runs in its own
// process so the load generator does not share its event loop.
// BENCH_SECONDS (default 10) and BENCH_WARMUP (default 3) set the phases; BENCH_DATABASE_URL
// runs the app on PostgreSQL instead of the embedded database.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Bars from the quality-bars table; undefined where none is set. */
  minRatio?: number;
  maxP99?: number;
}

const server = spawn(process.execPath, ['scripts/bench/server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const first = await new Promise<string>((resolve, reject) => {
  createInterface({ input: server.stdout! }).once('line', resolve);
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { appAddress, bareAddress, token, database } = JSON.parse(first) as {
  appAddress: string;
  bareAddress: string;
  token: string;
  database: string;
};
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function load(url: string, s: Omit<Scenario, 'name' | 'path'>, duration: number) {
  return autocannon({
    url,
    connections,
    duration,
    method: s.method ?? 'GET',
    headers: auth,
    ...(s.body ? { body: JSON.stringify(s.body) } : {}),
  });
}

async function measure(base: string, s: Scenario) {
  await load(base + s.path, s, warmup);
  const r = await load(base + s.path, s, seconds);
  const ok = r.requests.total - r.non2xx - r.errors;
  return { rps: ok / seconds, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const scenarios: Scenario[] = [
  { name: 'GET /api/user/profile (signed in)', path: '/api/user/profile' },
  // Polled every second by every signed-in client.
  { name: 'GET /api/user/usage-status', path: '/api/user/usage-status', minRatio: 0.5, maxP99: 25 },
  { name: 'GET /api/symptoms (50 rows)', path: '/api/symptoms', minRatio: 0.35, maxP99: 40 },
  {
    name: 'POST /api/symptoms',
    path: '/api/symptoms',
    method: 'POST',
    body: { name: 'Back pain', severity: 2 },
    minRatio: 0.2,
    maxP99: 60,
  },
  {
    name: 'GET /api/food-safety/search/{term} (local)',
    path: '/api/food-safety/search/salmon',
    minRatio: 0.3,
    maxP99: 40,
  },
  // Inside her running session (the server started it before the run), answered by the built-in engine.
  {
    name: 'POST /api/chat/text (built-in engine)',
    path: '/api/chat/text',
    method: 'POST',
    body: { message: 'Which fish are safe to eat?' },
    minRatio: 0.1,
  },
];

const bare = await measure(bareAddress, { name: 'bare', path: '/bare' });
const rows = [['scenario', 'req/s', 'ratio', 'p99 ms', 'errors', 'bar', 'verdict']];
rows.push(['bare Fastify route', bare.rps.toFixed(0), '1.00', String(bare.p99), String(bare.errors), '', '']);
let failed = 0;
for (const s of scenarios) {
  const m = await measure(appAddress, s);
  const ratio = m.rps / bare.rps;
  const bar = s.minRatio ? `≥${s.minRatio}×${s.maxP99 ? ` · p99<${s.maxP99}` : ''}` : '';
  const pass = !s.minRatio || (ratio >= s.minRatio && m.p99 < (s.maxP99 ?? Infinity) && m.errors === 0);
  if (!pass) failed++;
  rows.push([
    s.name,
    m.rps.toFixed(0),
    ratio.toFixed(2),
    String(m.p99),
    String(m.errors),
    bar,
    s.minRatio ? (pass ? 'PASS' : 'FAIL') : '',
  ]);
}
server.kill('SIGTERM');

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
process.stdout.write(
  `\nBLOOM benchmark on ${database}, ${connections} connections, ${seconds}s after ${warmup}s warm-up\n\n`,
);
for (const r of rows) process.stdout.write(`${r.map((c, i) => c.padEnd(widths[i]!)).join('  ')}\n`);
process.stdout.write(`\n${failed === 0 ? 'all bars met' : `${failed} bar(s) missed`}\n`);
process.exit(failed === 0 ? 0 : 1);
