// `npm test`: every suite (unit, API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, web
// components, end-to-end in Chromium), then one closing line `N passed, N failed` for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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
      `End-to-end tests need Chromium at ${chromium}: run \`sudo apt-get install -y chromium\` or set CHROMIUM_PATH.\n0 passed, 1 failed\n`,
    );
    process.exit(1);
  }
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
}

function vitest(name: string, projects: string[]): VitestJson {
  const out = `.test-output/${name}.json`;
  rmSync(out, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  const status = run('npx', args);
  if (!existsSync(out)) return { numPassedTests: 0, numFailedTests: 1, numTotalTests: 1, success: false };
  const result = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
  // A crashed run (failed suite, unhandled error) fails even when no single test did.
  if (status !== 0 && result.numFailedTests === 0) result.numFailedTests = 1;
  return result;
}

ensureChromium();
mkdirSync('.test-output', { recursive: true });
if (run('npm', ['run', 'build']) !== 0) {
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}

const fast = ['unit', 'api', 'web', ...(process.env.TEST_DATABASE_URL ? ['api-pg'] : [])];
const results = [vitest('fast', fast), vitest('e2e', ['e2e'])];
const passed = results.reduce((n, r) => n + r.numPassedTests, 0);
const failed = results.reduce((n, r) => n + r.numFailedTests, 0);
if (!process.env.TEST_DATABASE_URL) process.stdout.write('(PostgreSQL suite not run: TEST_DATABASE_URL is unset)\n');
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
