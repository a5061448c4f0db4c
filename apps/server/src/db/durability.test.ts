import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [main], {
    env: {
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
    },
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

describe.runIf(process.env.TEST_DB !== 'postgres')('embedded database after a crash', () => {
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
});
