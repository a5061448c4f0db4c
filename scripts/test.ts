// `npm test`: every suite (unit, API on PGlite and on PostgreSQL, web components, end-to-end in
// Chromium on both databases), then the ten slowest files and each run's time, then one closing
// line `N passed, N failed, N skipped` for CI. Under CI=true PostgreSQL and Redis are part of the
// product: missing either, or any skipped test, fails the run instead of quietly shrinking it.
// Nothing is retried, and a test that passed only on a retry (one asking for it) counts as failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { timingReport, type RunTimings, type TimedRun } from './test-timings.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd: string, args: string[]) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

function ensureChromium() {
  if (existsSync(chromium)) return;
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    process.stdout.write('Chromium is missing; installing Debian chromium for the end-to-end tests...\n');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  }
  if (!existsSync(chromium)) {
    process.stderr.write(
      `End-to-end tests need Chromium at ${chromium}: run \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.\n0 passed, 1 failed, 0 skipped\n`,
    );
    process.exit(1);
  }
}

/** haproxy fronts the two-instance suite (PostgreSQL runs), installed from Debian like Chromium. */
function ensureHaproxy() {
  if (spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    process.stdout.write('haproxy is missing; installing Debian haproxy for the two-instance suite...\n');
    if (!existsSync('/var/lib/apt/lists/lock') || run('apt-get', ['install', '-y', '-qq', 'haproxy']) !== 0) {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'haproxy']);
    }
  }
}

const ci = process.env.CI === 'true' || process.env.CI === '1';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const timedRuns: TimedRun[] = [];

/**
 * One vitest run. `beside` marks a run that shares the machine with another: its lines are
 * prefixed with its name so the two outputs stay readable when they interleave.
 */
async function vitest(
  name: string,
  projects: string[],
  { env = {}, beside = false }: { env?: Record<string, string>; beside?: boolean } = {},
): Promise<VitestJson> {
  const out = `.test-output/${name}.json`;
  const timingsFile = `.test-output/${name}.timings.json`;
  rmSync(out, { force: true });
  rmSync(timingsFile, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--retry=0',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/test-timings.ts',
    `--outputFile.json=${out}`,
  ];
  const startMs = performance.now();
  const child = spawn('npx', args, {
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env, TEST_TIMINGS_FILE: timingsFile },
  });
  if (beside) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
  }
  const status = await new Promise<number>((resolve) => child.once('close', (code) => resolve(code ?? 1)));
  const timings: RunTimings = existsSync(timingsFile)
    ? (JSON.parse(readFileSync(timingsFile, 'utf8')) as RunTimings)
    : { files: [], retried: [] };
  timedRuns.push({ name, startMs, wallMs: performance.now() - startMs, timings });
  const crashed = { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0, numTodoTests: 0 };
  if (!existsSync(out)) return crashed;
  const result = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A crashed run (failed suite, unhandled error) fails even when no single test did.
  if (status !== 0 && result.numFailedTests === 0) result.numFailedTests = 1;
  // No silent retries: a pass that needed one is a failure.
  result.numPassedTests -= timings.retried.length;
  result.numFailedTests += timings.retried.length;
  return result;
}

function finish(passed: number, failed: number, skipped: number): never {
  process.stdout.write(`${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('+PONG')));
  });
}

/** Under CI the real services are required; elsewhere they are used when set. */
async function requireServices() {
  if (!ci) return;
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
  const missing: string[] = [];
  if (!(await postgresAnswers(process.env.TEST_DATABASE_URL))) {
    missing.push(
      `PostgreSQL does not answer at ${process.env.TEST_DATABASE_URL}; start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
    );
  }
  if (!(await redisAnswers(process.env.TEST_REDIS_URL))) {
    missing.push(
      `Redis does not answer at ${process.env.TEST_REDIS_URL}; start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`,
    );
  }
  if (missing.length > 0) {
    process.stderr.write(`CI=true needs PostgreSQL and Redis.\n${missing.join('\n')}\n`);
    finish(0, missing.length, 0);
  }
}

ensureChromium();
ensureHaproxy();
await requireServices();
mkdirSync('.test-output', { recursive: true });
const buildStarted = performance.now();
if (run('npm', ['run', 'build']) !== 0) finish(0, 1, 0);
timedRuns.push({
  name: 'build',
  startMs: buildStarted,
  wallMs: performance.now() - buildStarted,
  timings: { files: [], retried: [] },
});

const pgUrl = process.env.TEST_DATABASE_URL;
const journeysArg = process.argv.find((a) => a.startsWith('--journeys'));
/** The journeys on PGlite (the look-only ones and the rest) and on PostgreSQL, named for their round. */
const journeyRuns = (round: string) => ({
  looks: () => vitest(`e2e-looks${round}`, ['e2e'], { env: { E2E_SET: 'looks' }, beside: true }),
  journeys: () => vitest(`e2e${round}`, ['e2e'], { env: { E2E_SET: 'journeys' }, beside: true }),
  // The same journeys with the server on PostgreSQL (E2E_DATABASE_URL leaves out the look-only ones).
  pg: async () =>
    pgUrl ? [await vitest(`e2e-pg${round}`, ['e2e'], { env: { E2E_DATABASE_URL: pgUrl }, beside: true })] : [],
});
let results: VitestJson[];
if (journeysArg) {
  // `npm run test:journeys` (`--journeys=5`): only the journeys, five rounds in a row on one build (issue 36's
  // repeated runs); the PostgreSQL run goes beside the look-only one to balance the two streams.
  const rounds = Number(journeysArg.split('=')[1] ?? 1);
  results = [];
  for (let round = 1; round <= rounds; round++) {
    const runs = journeyRuns(rounds > 1 ? `#${round}` : '');
    const streams = await Promise.all([
      (async () => [await runs.looks(), ...(await runs.pg())])(),
      (async () => [await runs.journeys()])(),
    ]);
    results.push(...streams.flat());
  }
} else {
  const runs = journeyRuns('');
  // Two streams side by side, each keeping about one of the two cores busy (a journey waits on the
  // browser and the server in turn), balanced by their measured times (decision 013): the fast
  // projects, then the look-only journeys on PGlite; beside them, the other journeys on PGlite,
  // then on PostgreSQL. The runs share no database, port, browser or output file.
  const streams = await Promise.all([
    (async () => [await vitest('fast', ['unit', 'api', 'web', ...(pgUrl ? ['api-pg'] : [])]), await runs.looks()])(),
    (async () => [await runs.journeys(), ...(await runs.pg())])(),
  ]);
  // npm start, the production install and the soak: real processes (the soak loads the CPU on
  // purpose), alone on the machine.
  results = [...streams.flat(), await vitest('ops', ['ops'])];
}
const sum = (pick: (r: VitestJson) => number) => results.reduce((n, r) => n + pick(r), 0);
const skipped = sum((r) => r.numPendingTests + r.numTodoTests);
let failed = sum((r) => r.numFailedTests);
if (!pgUrl) process.stdout.write('(PostgreSQL suites not run: TEST_DATABASE_URL is unset)\n');
if (!process.env.TEST_REDIS_URL) process.stdout.write('(shared-Redis tests skipped: TEST_REDIS_URL is unset)\n');
if (ci && skipped > 0) {
  process.stderr.write(`CI=true: ${skipped} test(s) skipped; nothing may skip in CI.\n`);
  failed += 1;
}
process.stdout.write(timingReport(timedRuns));
finish(
  sum((r) => r.numPassedTests),
  failed,
  skipped,
);
