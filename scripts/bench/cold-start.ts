// Cold start for `npm run bench`: the server as `npm start` runs it, from the spawn of its
// process to the first 200 from /readyz, on a database it has never seen (migrations included)
// and then once more on the same database, as a restart after a deploy finds it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onServer } from './postgres.ts';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

const POLL_MS = 20;

async function startOnce(main: string, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', LIVE_DATA: 'off', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /BLOOM is running at (http:\/\/\S+)/.exec(out);
        if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
      });
      void exited.then(() => reject(new Error(`the server exited before it listened:\n${out}`)));
    });
    for (;;) {
      const ready = await fetch(`${baseUrl}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * Milliseconds to ready on a new database and on a restart of `main` (the bundled entry): the
 * embedded one in a new folder, or, with `databaseUrl`, a new PostgreSQL database on that server,
 * dropped afterwards.
 */
export async function coldStarts(databaseUrl: string, main: string): Promise<{ first: number; restart: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-cold-'));
  const name = `bloom_cold_${randomBytes(4).toString('hex')}`;
  const url = new URL(databaseUrl || 'postgres://unused');
  url.pathname = `/${name}`;
  if (databaseUrl) await onServer(databaseUrl, `create database ${name}`);
  const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ? url.href : '' };
  try {
    const first = await startOnce(main, env);
    const restart = await startOnce(main, env);
    return { first, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await onServer(databaseUrl, `drop database ${name} with (force)`);
  }
}
