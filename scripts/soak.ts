// `npm run soak -- --minutes 10`: the real server (apps/server/src/main.ts, embedded database in
// a temporary folder, or SOAK_DATABASE_URL) under a steady mix of what people do all day (usage
// polls, her profile, symptom lists and new symptoms, partner-free reads) at half the capacity
// measured first with the same mix. Passes with 0 unexpected answers (anything but 2xx) or
// errors, and memory (RSS, sampled every 2 s) growing less than 10% from the first minute after
// warm-up to the last. CI runs a 1-minute form (scripts/soak.test.ts).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../apps/server/src/testing/processes.ts';

const ADMIN = { email: 'soak-admin@example.com', password: 'soak admin password 5' };
const USERS = 20;

export interface SoakResult {
  capacity: number;
  rate: number;
  requests: number;
  unexpected: number;
  errors: number;
  rssStartMb: number;
  rssEndMb: number;
  growth: number;
  passed: boolean;
}

const rssOf = (pid: number) => {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function json(url: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Approved, signed-in users made through the API, as people would be. */
async function people(base: string): Promise<string[]> {
  const admin = (await json(`${base}/api/auth/login`, { method: 'POST', body: ADMIN })).token as string;
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `soak-${i}-${Date.now()}@example.com`;
    const password = 'soak user password 8';
    const { user } = await json(`${base}/api/auth/signup`, {
      method: 'POST',
      body: {
        email,
        password,
        firstName: 'Soak',
        lastName: `User${i}`,
        dateOfBirth: '1993-03-03',
        gender: 'female',
        isPregnant: true,
        pregnancyWeeks: 20,
      },
    });
    await json(`${base}/api/admin/users/${(user as { id: string }).id}/approve`, { method: 'POST', token: admin });
    tokens.push((await json(`${base}/api/auth/login`, { method: 'POST', body: { email, password } })).token as string);
  }
  return tokens;
}

function load(base: string, tokens: string[], seconds: number, overallRate?: number) {
  let next = 0;
  // Each connection is one person: her token is picked on its first request and kept.
  const as = (method: 'GET' | 'POST', path: string, body?: unknown) => ({
    method,
    path,
    ...(body ? { body: JSON.stringify(body) } : {}),
    setupRequest: (req: Record<string, unknown>, context: { token?: string }) => {
      context.token ??= tokens[next++ % tokens.length];
      return { ...req, headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' } };
    },
  });
  return autocannon({
    url: base,
    connections: tokens.length,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [
      as('GET', '/api/user/usage-status'),
      as('GET', '/api/user/usage-status'),
      as('GET', '/api/user/profile'),
      as('GET', '/api/symptoms'),
      as('POST', '/api/symptoms', { name: 'Back pain', severity: 2 }),
      as('GET', '/api/health/guidelines'),
    ] as autocannon.Request[],
  });
}

export async function soak(minutes: number): Promise<SoakResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bloom-soak-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.SOAK_DATABASE_URL ?? '',
    REDIS_URL: '',
    LIVE_DATA: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    const tokens = await people(server.url);
    const capacity = (await load(server.url, tokens, 5)).requests.average;
    const rate = Math.max(1, Math.floor(capacity / 2));
    const seconds = Math.round(minutes * 60);
    const samples: { at: number; mb: number }[] = [];
    const pid = server.process.pid!;
    const sampler = setInterval(() => samples.push({ at: Date.now(), mb: rssOf(pid) }), 2000);
    const started = Date.now();
    const result = await load(server.url, tokens, seconds, rate);
    clearInterval(sampler);
    // Warm-up is the first fifth, and at least 30 s (the heap and the database's buffers fill
    // first); growth compares the first minute after it (or a quarter of what is left) with the last.
    const warmupMs = Math.max(30_000, (seconds * 1000) / 5);
    const span = Math.min(60_000, (seconds * 1000 - warmupMs) / 4);
    const warm = started + warmupMs;
    const first = samples.filter((s) => s.at >= warm && s.at < warm + span).map((s) => s.mb);
    const last = samples.filter((s) => s.at >= started + seconds * 1000 - span).map((s) => s.mb);
    const rssStartMb = median(first);
    const rssEndMb = median(last);
    const growth = rssStartMb > 0 ? rssEndMb / rssStartMb - 1 : 0;
    const unexpected = result.non2xx;
    const errors = result.errors + result.timeouts;
    return {
      capacity,
      rate,
      requests: result.requests.total,
      unexpected,
      errors,
      rssStartMb,
      rssEndMb,
      growth,
      passed: unexpected === 0 && errors === 0 && growth < 0.1,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const describeSoak = (r: SoakResult) =>
  `soak: capacity ${r.capacity.toFixed(0)} req/s, ran at ${r.rate} req/s; ${r.requests} requests, ${r.unexpected} unexpected answers, ${r.errors} errors; RSS ${r.rssStartMb.toFixed(0)} → ${r.rssEndMb.toFixed(0)} MB (${(r.growth * 100).toFixed(1)}% after warm-up, bar < 10%)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { minutes: { type: 'string', default: '10' } } });
  const result = await soak(Number(values.minutes));
  console.log(describeSoak(result));
  process.exitCode = result.passed ? 0 : 1;
}
