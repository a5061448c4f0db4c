import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

const serverEnv = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'keeper@example.com',
  ADMIN_PASSWORD: 'keeper-password',
  LOG_LEVEL: 'warn',
  LIVE_DATA: 'off',
});

function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], {
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /BLOOM is running at (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1]!.replace('localhost', '127.0.0.1') });
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const json = async (url: string, init: RequestInit = {}) => {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('embedded database after a crash', () => {
  it('keeps every acknowledged write through a SIGKILL, and the restart takes over the stale lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bloom-crash-'));
    try {
      const first = await start(dataDir);
      const login = await json(`${first.url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: 'keeper@example.com', password: 'keeper-password' }),
      });
      const auth = { authorization: `Bearer ${login.body.token as string}` };
      // A burst of writes; only the ones answered 201 count as acknowledged.
      const writes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          json(`${first.url}/api/symptoms`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ name: `Symptom ${i}`, severity: 2 }),
          }),
        ),
      );
      const acknowledged = writes.filter((w) => w.status === 201).length;
      expect(acknowledged).toBe(30);
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));

      const second = await start(dataDir);
      try {
        const after = await fetch(`${second.url}/api/symptoms`, { headers: auth });
        expect(after.status).toBe(200);
        expect(((await after.json()) as unknown[]).length).toBe(acknowledged);
      } finally {
        second.child.kill('SIGTERM');
        await new Promise((r) => second.child.once('exit', r));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it.runIf(process.platform === 'linux')(
    'comes up at once after its whole process group is killed, every time',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bloom-restart-'));
      const parents: ChildProcess[] = [];
      let server = await startSupervised(dataDir, parents);
      try {
        for (let round = 0; round < 4; round++) {
          process.kill(-server.pid, 'SIGKILL');
          // At once: the killed server is a zombie that its parent has not reaped, and its pid
          // still answers signals, when the next one looks at the lock.
          server = await startSupervised(dataDir, parents);
          expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        }
      } finally {
        process.kill(-server.pid, 'SIGTERM');
        await expect.poll(() => exited(server.pid), { timeout: 30_000 }).toBe(true);
        for (const parent of parents) parent.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** True once the process has exited (a zombie has exited too). */
function exited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/**
 * Starts the server as a supervisor does: detached in a process group (and session) of its own,
 * under a parent that does not reap it when it dies (`sh` becomes `sleep`), so a killed server
 * stays a zombie. Resolves with the server's pid once it is listening.
 */
function startSupervised(dataDir: string, parents: ChildProcess[]): Promise<{ pid: number; url: string }> {
  const script = 'setsid "$@" & echo "server pid $!"; exec sleep 600';
  const parent = spawn('sh', ['-c', script, 'sh', process.execPath, main], {
    env: serverEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  parents.push(parent);
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (c: Buffer) => {
      out += c.toString();
      const pid = /server pid (\d+)/.exec(out)?.[1];
      const url = /BLOOM is running at (http:\/\/\S+)/.exec(out)?.[1];
      if (pid && url) resolve({ pid: Number(pid), url: url.replace('localhost', '127.0.0.1') });
      if (out.includes('BLOOM failed to start')) reject(new Error(out));
    };
    parent.stdout!.on('data', read);
    parent.stderr!.on('data', read);
  });
}
