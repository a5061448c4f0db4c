import { describe, expect, it } from 'vitest';
import { seconds, slowestFiles, timingReport, totalWallMs, type TimedRun } from './test-timings.ts';

const run = (
  name: string,
  wallMs: number,
  files: [string, string, number][],
  retried: TimedRun['timings']['retried'] = [],
  failed: TimedRun['timings']['failed'] = [],
): TimedRun => ({
  name,
  wallMs,
  timings: { files: files.map(([file, project, ms]) => ({ file, project, ms })), retried, failed },
});

describe('the timing report of npm test', () => {
  it('lists the ten slowest files over every run, slowest first, a file once per run', () => {
    const fast = run(
      'fast',
      60_000,
      Array.from(
        { length: 12 },
        (_, i) => [`apps/server/src/f${i}.test.ts`, 'api', (i + 1) * 1000] as [string, string, number],
      ),
    );
    const e2ePg = run('e2e-pg', 90_000, [['apps/web/e2e/partner-sync.e2e.ts', 'e2e', 45_000]]);
    const slowest = slowestFiles([fast, e2ePg]);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toEqual({ file: 'apps/web/e2e/partner-sync.e2e.ts', project: 'e2e', ms: 45_000, run: 'e2e-pg' });
    expect(slowest.slice(1).map((f) => f.ms)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4].map((s) => s * 1000));
  });

  it("prints each run's wall time with its projects' file time, and the total", () => {
    const report = timingReport([
      run('fast', 125_000, [
        ['a.test.ts', 'api', 40_000],
        ['b.test.ts', 'api-pg', 50_000],
        ['c.test.tsx', 'web', 2_500],
      ]),
      run('e2e', 61_000, [['apps/web/e2e/csp.e2e.ts', 'e2e', 9_000]]),
    ]);
    expect(report).toContain('Slowest test files:');
    expect(report).toMatch(/fast\s+2 min 05 s\s+\(api 40\.0 s, api-pg 50\.0 s, web 2\.5 s\)/);
    expect(report).toMatch(/e2e\s+1 min 01 s\s+\(e2e 9\.0 s\)/);
    expect(report).toMatch(/total\s+3 min 06 s/);
    expect(report).not.toContain('retry');
  });

  it('keeps the columns aligned when a run is named for its round', () => {
    const report = timingReport([
      run('e2e', 60_000, [['a.e2e.ts', 'e2e', 1_000]]),
      run('e2e-looks#5', 60_000, [['b.e2e.ts', 'e2e', 2_000]]),
    ]);
    const timeColumn = (name: string) => {
      const line = report.split('\n').find((l) => l.trimStart().startsWith(`${name} `))!;
      return line.indexOf('1 min 00 s');
    };
    expect(timeColumn('e2e')).toBe(timeColumn('e2e-looks#5'));
    const fileColumn = (file: string) =>
      report
        .split('\n')
        .find((l) => l.endsWith(file))!
        .indexOf(file);
    expect(fileColumn('a.e2e.ts')).toBe(fileColumn('b.e2e.ts'));
  });

  it('counts runs that ran side by side once in the total: the span from the first start to the last end', () => {
    const fast = { ...run('fast', 600_000, []), startMs: 1_000 };
    const e2e = { ...run('e2e', 500_000, []), startMs: 1_000 };
    const ops = { ...run('ops', 60_000, []), startMs: 601_000 };
    expect(totalWallMs([fast, e2e, ops])).toBe(660_000);
    expect(timingReport([fast, e2e, ops])).toMatch(/total\s+11 min 00 s/);
  });

  it('names every test that passed only on a retry', () => {
    const report = timingReport([
      run('e2e', 1000, [['x.e2e.ts', 'e2e', 1000]], [{ file: 'x.e2e.ts', name: 'journey › step', retries: 2 }]),
    ]);
    expect(report).toContain('Passed only on a retry (counted as failed):');
    expect(report).toContain('x.e2e.ts › journey › step (retried 2×)');
  });

  it('names every failed test with its run and the start of its error, last', () => {
    const e2e = run(
      'e2e',
      1000,
      [['x.e2e.ts', 'e2e', 1000]],
      [],
      [{ file: 'x.e2e.ts', name: 'journey › step', error: 'Test timed out in 120000ms.' }],
    );
    const report = timingReport([e2e]);
    expect(report).toMatch(/Failed:\n {2}\[e2e\] x\.e2e\.ts › journey › step\n {6}Test timed out in 120000ms\.\n$/);
    expect(timingReport([run('e2e', 1000, [])])).not.toContain('Failed:');
  });

  it('writes seconds under a minute, minutes and seconds above', () => {
    expect(seconds(950)).toBe('0.9 s');
    expect(seconds(59_940)).toBe('59.9 s');
    expect(seconds(60_000)).toBe('1 min 00 s');
    expect(seconds(59_960)).toBe('1 min 00 s');
    expect(seconds(1_019_600)).toBe('17 min 00 s');
  });
});
