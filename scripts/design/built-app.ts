// The built BLOOM app on a throw-away data folder, for the screenshot and Lighthouse scripts
// (the same start as apps/web/e2e/global-setup.ts, without the test runner): the real server
// serving apps/web/dist, an administrator, and helpers to sign up, approve and seed a user.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN = { email: 'admin@bloom.test', password: 'design-admin-password' };

export interface BuiltApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts the server on 127.0.0.1 and a free port, on an embedded database in a temp folder. */
export async function startBuiltApp(): Promise<BuiltApp> {
  if (!existsSync('apps/web/dist/index.html')) {
    throw new Error('Build the web app first: npm run build');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-design-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Nothing leaves the machine: live lookups answer from the built-in knowledge.
      LIVE_DATA: 'off',
      LLM_BASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BLOOM is running at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Json = Record<string, unknown>;

export function apiClient(baseUrl: string) {
  return async function call<T = Json>(
    path: string,
    init: { method?: string; body?: unknown; token?: string } = {},
  ): Promise<T> {
    const res = await fetch(new URL(path, baseUrl), {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

export async function signInApi(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await apiClient(baseUrl)<{ token: string }>('/api/auth/login', {
    method: 'POST',
    body: { email, password },
  });
  return token;
}

/**
 * Maya, 18 weeks along, approved by the administrator, with a little of everything: symptoms,
 * moods, an appointment next week and a calendar note. Returns her session token.
 */
export async function seedUser(baseUrl: string): Promise<{ email: string; password: string; token: string }> {
  const call = apiClient(baseUrl);
  const email = `maya-${Date.now()}@example.com`;
  const password = 'design-journey-password';
  const signup = await call<{ user: { id: string } }>('/api/auth/signup', {
    method: 'POST',
    body: {
      email,
      password,
      firstName: 'Maya',
      lastName: 'Lopez',
      phoneNumber: '',
      dateOfBirth: '1993-04-02',
      gender: 'female',
      isPregnant: true,
      pregnancyWeeks: 18,
    },
  });
  const admin = await signInApi(baseUrl, ADMIN.email, ADMIN.password);
  await call(`/api/admin/users/${signup.user.id}/approve`, { method: 'POST', token: admin });
  const token = await signInApi(baseUrl, email, password);

  // Optional data: a contract change in one of them should not stop the pictures.
  const tryCall = (path: string, body: unknown) =>
    call(path, { method: 'POST', body, token }).catch((e: unknown) => {
      process.stderr.write(`(seed skipped) ${String(e)}\n`);
    });
  await tryCall('/api/symptoms', { name: 'Lower back ache', severity: 3, notes: 'After the long walk' });
  await tryCall('/api/symptoms', { name: 'Morning nausea', severity: 2, notes: '' });
  await tryCall('/api/moods', { mood: 'Good', energy: 4, tags: ['rested', 'hungry'], notes: '' });
  const providers = await call<{ id: string }[]>('/api/providers', { token }).catch(() => []);
  const nextWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  nextWeek.setHours(10, 30, 0, 0);
  if (providers[0]) {
    await tryCall('/api/appointments', {
      providerId: providers[0].id,
      title: '20-week anatomy scan',
      type: 'Ultrasound',
      dateTime: nextWeek.toISOString(),
      location: 'Women’s Health Clinic, Suite 210',
      notes: '',
      status: 'scheduled',
    });
  }
  const today = new Date().toISOString().slice(0, 10);
  await tryCall('/api/calendar/entries', {
    type: 'note',
    title: 'Felt the first flutter',
    description: 'Like a tiny bubble, after lunch.',
    time: '13:15',
    category: null,
    date: today,
  });
  return { email, password, token };
}
