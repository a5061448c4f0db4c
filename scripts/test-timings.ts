// What `npm test` reports besides the counts: where the time goes (the slowest files, each run and
// project) and which tests passed only on a retry. Vitest's JSON output has neither a file's
// set-up and hook time nor retries, so scripts/test.ts adds this reporter to every run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export interface FileTiming {
  file: string;
  project: string;
  ms: number;
}

export interface RetriedTest {
  file: string;
  name: string;
  retries: number;
}

export interface FailedTest {
  file: string;
  name: string;
  /** The first lines of its first error: enough to tell a timeout from an assertion in CI's tail. */
  error: string;
}

export interface RunTimings {
  files: FileTiming[];
  /** Tests that passed after failing first: they count as failures (no silent retries). */
  retried: RetriedTest[];
  /** Absent in reports written before it existed. */
  failed?: FailedTest[];
}

export interface TimedRun {
  name: string;
  /** When it started (performance.now()): runs side by side overlap, so the total is their span. */
  startMs?: number;
  wallMs: number;
  timings: RunTimings;
}

/** The wall time of all runs: their span when they carry start times (some ran side by side), else their sum. */
export function totalWallMs(runs: readonly TimedRun[]): number {
  if (runs.length === 0) return 0;
  if (runs.some((r) => r.startMs === undefined)) return runs.reduce((n, r) => n + r.wallMs, 0);
  const start = Math.min(...runs.map((r) => r.startMs!));
  return Math.max(...runs.map((r) => r.startMs! + r.wallMs)) - start;
}

/** Writes RunTimings for the run to the file named by TEST_TIMINGS_FILE. */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const out = process.env.TEST_TIMINGS_FILE;
    if (!out) return;
    const timings: RunTimings = { files: [], retried: [], failed: [] };
    for (const module of testModules) {
      const file = relative(process.cwd(), module.moduleId);
      const d = module.diagnostic();
      timings.files.push({
        file,
        project: module.project.name,
        // Import, set-up files and hooks included: what the file costs the run, not only its tests.
        ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      });
      for (const test of module.children.allTests()) {
        const { retryCount } = test.diagnostic() ?? { retryCount: 0 };
        if (retryCount > 0 && test.result().state === 'passed') {
          timings.retried.push({ file, name: test.fullName, retries: retryCount });
        }
        const result = test.result();
        if (result.state === 'failed') {
          timings.failed!.push({ file, name: test.fullName, error: firstLines(result.errors?.[0]?.message) });
        }
      }
      // A file that fails outside any test (an import, a hook): its tests never ran to fail.
      for (const error of module.errors()) {
        timings.failed!.push({ file, name: '(the file itself)', error: firstLines(error.message) });
      }
    }
    writeFileSync(out, JSON.stringify(timings));
  }
}

const firstLines = (message = '') => message.split('\n').slice(0, 3).join('\n').slice(0, 600);

export const seconds = (ms: number) => {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** The `count` slowest files over every run, slowest first (a file run on both databases is listed per run). */
export function slowestFiles(runs: readonly TimedRun[], count = 10) {
  return runs
    .flatMap((run) => run.timings.files.map((f) => ({ ...f, run: run.name })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
}

/** The report printed before the closing line: slowest files, each run's wall time and its projects. */
export function timingReport(runs: readonly TimedRun[]): string {
  const lines = ['', 'Slowest test files:'];
  const slowest = slowestFiles(runs);
  const where = (f: { run: string; project: string }) => `${f.run}/${f.project}`;
  const whereWidth = Math.max(13, ...slowest.map((f) => where(f).length));
  for (const f of slowest) {
    lines.push(`  ${seconds(f.ms).padStart(12)}  ${where(f).padEnd(whereWidth)}  ${f.file}`);
  }
  lines.push('Time per run (wall clock; per project, the sum of its files):');
  const nameWidth = Math.max(9, ...runs.map((r) => r.name.length));
  for (const run of runs) {
    const projects = new Map<string, number>();
    for (const f of run.timings.files) projects.set(f.project, (projects.get(f.project) ?? 0) + f.ms);
    const detail = [...projects].map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ');
    lines.push(`  ${run.name.padEnd(nameWidth)} ${seconds(run.wallMs).padStart(12)}${detail ? `  (${detail})` : ''}`);
  }
  lines.push(`  ${'total'.padEnd(nameWidth)} ${seconds(totalWallMs(runs)).padStart(12)}`);
  const retried = runs.flatMap((r) => r.timings.retried);
  if (retried.length > 0) {
    lines.push('Passed only on a retry (counted as failed):');
    for (const t of retried) lines.push(`  ${t.file} › ${t.name} (retried ${t.retries}×)`);
  }
  // Last, right above the closing line: CI shows only the tail of the output.
  const failed = runs.flatMap((r) => (r.timings.failed ?? []).map((t) => ({ ...t, run: r.name })));
  if (failed.length > 0) {
    lines.push('Failed:');
    for (const t of failed) {
      lines.push(`  [${t.run}] ${t.file} › ${t.name}`);
      for (const line of t.error.split('\n')) lines.push(`      ${line}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
