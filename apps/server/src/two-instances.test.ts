import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from './db/client.ts';
import { hashPassword } from './platform/auth/passwords.ts';
import { SessionStore } from './platform/auth/session-store.ts';
import { seedUser } from './platform/users/test-kit.ts';
import { freePort, startServer, type RunningServer } from './testing/processes.ts';

// compose.yaml's topology on this machine (PostgreSQL only, vitest.config.ts POSTGRES_ONLY):
// two server processes on one database and one Redis, Debian's haproxy in front with
// deploy/haproxy.cfg's settings. Real HTTP throughout.
const baseUrl = process.env.TEST_DATABASE_URL!;
const redisUrl = process.env.TEST_REDIS_URL;
const dbName = `bloom_two_${randomBytes(5).toString('hex')}`;
const ADMIN = { email: 'two-admin@example.com', password: 'two instances admin 7' };
const PARALLEL = 50;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function haproxyConfig(port: number, backends: string[]) {
  return [
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  option http-server-close',
    'frontend bloom',
    `  bind 127.0.0.1:${port}`,
    '  http-request del-header X-Forwarded-For',
    '  option forwardfor',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    ...backends.map((b, i) => `  server app${i + 1} ${b.replace('http://', '')}`),
    '',
  ].join('\n');
}

describe.runIf(redisUrl)('two instances behind haproxy on one PostgreSQL and Redis', () => {
  let a: RunningServer;
  let b: RunningServer;
  let proxy: ChildProcess;
  let proxyUrl: string;
  let database: Database;
  let configDir: string;

  beforeAll(async () => {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first migrates, the second finds the schema ready.
    a = await startServer(env);
    b = await startServer(env);
    database = await openPostgres({ url: url.toString(), poolSize: 4 });

    const port = await freePort();
    configDir = mkdtempSync(join(tmpdir(), 'bloom-haproxy-'));
    const cfg = join(configDir, 'haproxy.cfg');
    writeFileSync(cfg, haproxyConfig(port, [a.url, b.url]));
    proxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: 'ignore' });
    proxyUrl = `http://127.0.0.1:${port}`;
    // haproxy takes a moment to open its port and find both instances.
    await vi.waitFor(
      async () => {
        const status = await fetch(`${proxyUrl}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) throw new Error(`haproxy answered /readyz with ${status}`);
      },
      { timeout: 20_000, interval: 100 },
    );
  }, 120_000);

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await database?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    rmSync(configDir, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  const call = async (base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, json: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  const login = async (base: string, email: string, password: string) =>
    (await call(base, '/api/auth/login', { method: 'POST', body: { email, password } })).json.token as string;

  /** Users made straight in the database, signed in on their own sessions. */
  async function makeUsers(n: number) {
    const passwordHash = await hashPassword('whatever password 9');
    const sessions = new SessionStore(database.db, { ttlMs: 3_600_000, epoch: 1 });
    const made: { id: string; token: string }[] = [];
    for (let i = 0; i < n; i++) {
      const id = await seedUser(database.db, {
        email: `two-${randomBytes(6).toString('hex')}@example.com`,
        passwordHash,
        firstName: 'Two',
        lastName: 'Instances',
        gender: 'female',
        isPregnant: true,
        isApproved: true,
      });
      made.push({ id, token: await sessions.create(id) });
    }
    return made;
  }

  it('serves a newcomer through the proxy: the app, sign-up, approval by the administrator, sign-in', async () => {
    const page = await fetch(`${proxyUrl}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const email = `newcomer-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'a long new password 4';
    const signup = await call(proxyUrl, '/api/auth/signup', {
      method: 'POST',
      body: {
        email,
        password,
        firstName: 'Nia',
        lastName: 'Proxy',
        gender: 'female',
        isPregnant: true,
        dateOfBirth: '1994-05-06',
        pregnancyWeeks: 12,
        timeZone: 'America/Chicago',
      },
    });
    expect(signup.status, JSON.stringify(signup.json)).toBe(201);
    const adminToken = await login(proxyUrl, ADMIN.email, ADMIN.password);
    const id = signup.json.user.id as string;
    expect((await call(proxyUrl, `/api/admin/users/${id}/approve`, { method: 'POST', token: adminToken })).status).toBe(
      200,
    );
    const token = await login(proxyUrl, email, password);
    const profile = await call(proxyUrl, '/api/user/profile', { token });
    expect(profile.json).toMatchObject({ email, firstName: 'Nia' });
  });

  it('refuses a session on the other instance as soon as it signs out on one', async () => {
    const [user] = await makeUsers(1);
    expect((await call(b.url, '/api/user/profile', { token: user!.token })).status).toBe(200);
    expect((await call(a.url, '/api/auth/logout', { method: 'POST', token: user!.token })).status).toBeLessThan(300);
    expect((await call(b.url, '/api/user/profile', { token: user!.token })).status).toBe(401);
  });

  it(`never double-spends a promo code under ${PARALLEL} concurrent redemptions split across both`, async () => {
    const adminToken = await login(a.url, ADMIN.email, ADMIN.password);
    const code = `TWO${randomBytes(3).toString('hex').toUpperCase()}`;
    const created = await call(a.url, '/api/admin/promo-codes', {
      method: 'POST',
      token: adminToken,
      body: { code, tokens: 1, maxRedemptions: 20 },
    });
    expect(created.status).toBe(201);
    const people = await makeUsers(PARALLEL);
    const answers = await Promise.all(
      people.map((p, i) =>
        call(i % 2 ? a.url : b.url, '/api/promo/redeem', { method: 'POST', token: p.token, body: { code } }),
      ),
    );
    const redeemed = answers.filter((r) => r.status === 200).length;
    expect(answers.every((r) => r.status < 500)).toBe(true);
    expect(redeemed).toBe(20);
    const rows = await database.db.execute(`select count(*)::int as n from promo_redemptions where code = '${code}'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(20);
    console.log(
      `two instances: ${PARALLEL} concurrent redemptions of a 20-use code: ${redeemed} accepted, ${20 - redeemed} double-spends`,
    );
  });

  it(`starts one chat session from ${PARALLEL} concurrent first messages split across both`, async () => {
    const [user] = await makeUsers(1);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(i % 2 ? a.url : b.url, '/api/chat/text', {
          method: 'POST',
          token: user!.token,
          body: { message: `hello ${i}` },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(PARALLEL).fill(200));
    const usage = await call(proxyUrl, '/api/user/usage-status', { token: user!.token });
    expect(usage.status).toBe(200);
    const rows = await database.db.execute(`select sessions_used from chat_allowances where user_id = '${user!.id}'`);
    expect((rows as unknown as { rows: { sessions_used: number }[] }).rows.map((r) => r.sessions_used)).toEqual([1]);
  });
});
