// The database's own ceiling for the symptom list (issue 32): pgbench runs the very statement the
// app sends for GET /api/symptoms (read from the driver during a request, server.ts), for the same
// user, with as many connections as the app's pool and for as long as the app's row, so the app's
// throughput can be read as a share of what PostgreSQL serves that query at (bar ≥ 0.5 ×).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SqlStatement {
  text: string;
  values: unknown[];
}

export type Ceiling = { tps: number } | { skipped: string };

export const pgbenchInstalled = () => spawnSync('which', ['pgbench']).status === 0;

/**
 * pgbench's transactions per second for `statement` alone (one statement per transaction, sent
 * as a prepared statement, like the app's), with `connections` clients for `seconds`, in `schema`.
 */
export async function pgbenchCeiling(
  databaseUrl: string,
  schema: string,
  statement: SqlStatement,
  connections: number,
  seconds: number,
): Promise<Ceiling> {
  if (!pgbenchInstalled()) return { skipped: 'pgbench not installed: row skipped' };
  // $1, $2 … become pgbench variables :p1, :p2 …, set with -D to the values the app sent.
  const script = `${statement.text.replace(/\$(\d+)/g, ':p$1').replace(/\s+/g, ' ')};\n`;
  const dir = mkdtempSync(join(tmpdir(), 'bloom-pgbench-'));
  const file = join(dir, 'symptom-list.sql');
  writeFileSync(file, script);
  const args = [
    '--no-vacuum',
    '--protocol=prepared',
    `--client=${connections}`,
    `--jobs=${Math.min(2, connections)}`,
    `--time=${seconds}`,
    `--file=${file}`,
    ...statement.values.map((v, i) => `--define=p${i + 1}=${String(v)}`),
    databaseUrl,
  ];
  try {
    const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn('pgbench', args, {
        env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('exit', (exitCode) => resolve({ code: exitCode, out }));
    });
    const tps = /tps = ([\d.]+)/.exec(out);
    if (code !== 0 || !tps)
      return { skipped: `pgbench failed (${code}): ${out.trim().split('\n').slice(-2).join(' ')}` };
    return { tps: Number(tps[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
