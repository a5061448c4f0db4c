import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { webSrcAlias } from './apps/web/build/alias.ts';
import { contractSpanish } from './apps/web/build/contract-spanish.ts';

const pg = process.env.TEST_DATABASE_URL;

/** Tests of the embedded database itself (its folder, lock, crash recovery, CLI on DATA_DIR). */
const EMBEDDED_ONLY = [
  'apps/server/src/db/client.test.ts',
  'apps/server/src/db/data-dir-lock.test.ts',
  'apps/server/src/db/durability.test.ts',
  'apps/server/src/cli/admin.test.ts',
  'apps/server/src/features/providers/import-cli.test.ts',
];

/** Tests that need PostgreSQL itself (the admin's merged events at volume, connection faults). */
const POSTGRES_ONLY = [
  'apps/server/src/features/admin/events-volume.test.ts',
  // Dropped and refused PostgreSQL connections: the embedded database has no connections to lose.
  'apps/server/src/db/faults.test.ts',
  // Two server processes behind haproxy on one PostgreSQL and Redis (compose.yaml's topology).
  'apps/server/src/two-instances.test.ts',
  'apps/server/src/db/durability-postgres.test.ts',
];

/**
 * Journeys that check how pages look and load (axe on every page in both themes and sizes, the
 * CSP, the bundle budget), not what the database does: the PostgreSQL run of the journeys
 * (scripts/test.ts sets E2E_DATABASE_URL) leaves them to the PGlite run, which keeps CI well
 * inside its time limit.
 */
const DATABASE_AGNOSTIC_JOURNEYS = [
  'apps/web/e2e/every-page.e2e.ts',
  'apps/web/e2e/dark-mode.e2e.ts',
  'apps/web/e2e/csp.e2e.ts',
  'apps/web/e2e/bundle-budget.e2e.ts',
  'apps/web/e2e/home-first-paint.e2e.ts',
  // Reads the built index.html: no server, no database.
  'apps/web/e2e/first-paint-build.e2e.ts',
  // Layout shift of every page on a direct load (issue 33).
  'apps/web/e2e/layout-shift.e2e.ts',
  // No English on any page in Spanish outside lang="en" (issue 35): what pages say, not what the database does.
  'apps/web/e2e/spanish-every-page.e2e.ts',
  // Starts a server of its own (a model configured) on PGlite whatever the run's database.
  'apps/web/e2e/chat-stream.e2e.ts',
];

/**
 * `npm test` runs the PGlite journeys in two parts side by side (scripts/test.ts): the look-only
 * ones above ('looks') and the others ('journeys'). Unset: all of them.
 */
const E2E_SET = process.env.E2E_SET as 'looks' | 'journeys' | undefined;

/**
 * The product run as an operator runs it: `npm start` and its signals, the production install,
 * the soak. Each starts real server processes and the soak loads the CPU on purpose, so they run
 * on their own, one at a time, after the other suites (scripts/test.ts).
 */
const OPERATOR_RUNS = ['scripts/start.test.ts', 'scripts/prod-install.test.ts', 'scripts/soak.test.ts'];

/**
 * A test that has not finished after this long is stuck, not slow: the limits are well above
 * what the slowest test needs on a busy 2-core machine (the 5 s default was not), so a pass does
 * not depend on the load. Tests wait for conditions, never for time (decision 013).
 */
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * The fast suites run their files one after another in one worker that keeps its modules: a
 * fresh module graph per file was a third of their time (API 341 s → 180 s, web 214 s → 52 s on
 * this machine). Each file still opens its own database and app; what the app keeps in modules
 * (the toast queue, formatters) must not depend on a file's order (decision 013).
 */
const SHARED_MODULES = { isolate: false };

/**
 * One runner for every suite. `api` runs the server tests on PGlite; `api-pg` runs the very
 * same files on PostgreSQL when TEST_DATABASE_URL is set (CI sets it when Postgres is up).
 * Nothing retries: scripts/test.ts counts a test that passed only on a retry as failed.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: OPERATOR_RUNS,
          environment: 'node',
          ...TIMEOUTS,
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: POSTGRES_ONLY,
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          setupFiles: ['apps/server/src/testing/setup.ts'],
          env: { TEST_DB: 'pglite' },
          ...TIMEOUTS,
          ...SHARED_MODULES,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'api-pg',
                include: ['apps/server/src/**/*.test.ts'],
                exclude: EMBEDDED_ONLY,
                environment: 'node',
                setupFiles: ['apps/server/src/testing/setup.ts'],
                env: { TEST_DB: 'postgres' },
                ...TIMEOUTS,
                ...SHARED_MODULES,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'ops',
          include: OPERATOR_RUNS,
          environment: 'node',
          fileParallelism: false,
          ...TIMEOUTS,
        },
      },
      {
        plugins: [react(), contractSpanish()],
        resolve: { alias: [webSrcAlias] },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          ...TIMEOUTS,
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'e2e',
          include: E2E_SET === 'looks' ? DATABASE_AGNOSTIC_JOURNEYS : ['apps/web/e2e/**/*.e2e.ts'],
          exclude: process.env.E2E_DATABASE_URL || E2E_SET === 'journeys' ? DATABASE_AGNOSTIC_JOURNEYS : [],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // One browser and one server; journeys run one file at a time to stay within 2 cores.
          fileParallelism: false,
          // A page load on a busy 2-core machine can take seconds; polls wait for the UI, not a clock.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // A stuck step fails at its own 15 s wait; this bounds a whole journey, whose many steps
          // took up to 60 s on a 2-core machine busy with other work (decision 013).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
