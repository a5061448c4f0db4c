// The process under load for `npm run bench`: the real app (embedded database in a temp folder,
// or a schema of its own in BENCH_DATABASE_URL, dropped at the end) and, in the same process, a
// bare Fastify JSON route to compare with and a /memory route that reports this process's memory.
// It seeds what the quality bars describe (../shared/quality-bars.md): one user with 50
// symptoms, BENCH_EVENTS events of 200 users for the admin list, and BENCH_POLL_CLIENTS partners
// synced to as many pregnant users, each signed in, for the polling simulation and its capacity
// curve (run.ts asks for as many as its largest step). On PostgreSQL it also hands over the
// symptom list's statement as the app sent it, for pgbench (pgbench.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { listenWide } from '../../apps/server/src/platform/listen.ts';
import { logDestination } from '../../apps/server/src/platform/logging.ts';
import { seedSessions } from '../../apps/server/src/platform/auth/test-kit.ts';
import { EVENT_TABLES, seedEventVolume, seedPartnerPairs } from '../../apps/server/src/testing/seed-volume.ts';
import { logStatements } from '../../apps/server/src/testing/statement-log.ts';
import { onServer } from './postgres.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const events = Number(process.env.BENCH_EVENTS ?? 100_000);
const pollClients = Number(process.env.BENCH_POLL_CLIENTS ?? 5000);
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';
const log = (line: string) => process.stderr.write(`${line}\n`);

const schema = `bloom_bench_${randomBytes(4).toString('hex')}`;
async function openBenchDatabase(): Promise<Database> {
  if (!databaseUrl) return openPglite({ dataDir: mkdtempSync(join(tmpdir(), 'bloom-bench-')) });
  await onServer(databaseUrl, `create schema ${schema}`);
  const database = await openPostgres({ url: databaseUrl, schema });
  return {
    ...database,
    close: () => database.close().then(() => onServer(databaseUrl, `drop schema ${schema} cascade`)),
  };
}

// The request line is part of every request's cost (quality bars: "session, access, log line,
// headers"), so the app logs at its production level, through the app's own kind of stream, to
// /dev/null rather than to this process's stdout (which carries the handshake to run.ts).
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  LIVE_DATA: 'off',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
});
const database = await openBenchDatabase();
await database.migrate();
const app = await buildApp(config, { database, logStream: logDestination('/dev/null').stream });
// The quality bars' authenticated no-op route: every hook an /api route runs (session look-up,
// access rule, request log, headers, input guard) and nothing else. Added here, not in the app.
app.get('/api/bench/no-op', { config: { access: 'user' } }, async () => ({ ok: true }));
const appAddress = await listenWide(app, { port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
// Memory, CPU time (µs) and this process's event-loop delay since the last sample (p99, ms), so
// the polling row reads all three from one sample.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
bare.get('/memory', async () => {
  const { user, system } = process.cpuUsage();
  const lagP99Ms = loopDelay.percentile(99) / 1e6;
  loopDelay.reset();
  return { ...process.memoryUsage(), cpuUs: user + system, lagP99Ms };
});
// CPU time of this process (µs): the bench divides it by the requests of each measured phase.
bare.get('/cpu', async () => {
  const { user, system } = process.cpuUsage();
  return { us: user + system };
});
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

const post = (path: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

// One signed-in user with 50 symptoms, as the quality bar's GET /api/symptoms scenario says.
const email = `bench-${Date.now()}@example.com`;
const password = 'bench-password-1';
const signup = await post('/api/auth/signup', {
  email,
  password,
  firstName: 'Bench',
  lastName: 'User',
  dateOfBirth: '1990-01-01',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 20,
});
const userId = signup.json().user.id as string;
const adminToken = (await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json()
  .token as string;
await post(`/api/admin/users/${userId}/approve`, undefined, adminToken);
const token = (await post('/api/auth/login', { email, password })).json().token as string;
for (let i = 0; i < 50; i++) await post('/api/symptoms', { name: `Symptom ${i}`, severity: (i % 5) + 1 }, token);
// Her first read of the list, with its one statement (and its values) noted at the driver.
const statements = logStatements(database);
await app.inject({ url: '/api/symptoms', headers: { authorization: `Bearer ${token}` } });
statements.stop();
const symptomList = statements.statements.find((s) => /from "symptoms"/.test(s.text));
// Her first message of the day starts her 30-minute chat session; the chat scenario runs inside it.
await post('/api/chat/text', { message: 'Hello' }, token);

let started = performance.now();
await seedEventVolume(database.db, { users: 200, perTable: Math.ceil(events / EVENT_TABLES) });
const volumeUser = (await database.db.execute(
  sql`select id from users where email = 'volume-7@example.com'`,
)) as unknown as {
  rows: { id: string }[];
};
log(`seeded ${events} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);

started = performance.now();
const partnerIds = await seedPartnerPairs(database.db, pollClients);
// Sessions as the sign-in route makes them, a thousand per statement; 10,000 argon2id checks would take minutes.
const pollTokens = await seedSessions(database.db, partnerIds, {
  ttlMs: config.sessionTtlMs,
  epoch: config.sessionEpoch,
});
log(`seeded ${pollClients} partner pairs and their sessions in ${((performance.now() - started) / 1000).toFixed(1)} s`);

process.stdout.write(
  `${JSON.stringify({
    appAddress,
    bareAddress,
    token,
    adminToken,
    volumeUserId: volumeUser.rows[0]!.id,
    pollTokens,
    database: databaseUrl ? 'postgres' : 'pglite',
    // For pgbench: the app's schema, its pool's size and the list's statement with her values.
    schema: databaseUrl ? schema : '',
    poolSize: (database.db as unknown as { $client: { options?: { max?: number } } }).$client.options?.max ?? 0,
    symptomList: symptomList ? { text: symptomList.text, values: symptomList.values ?? [] } : undefined,
  })}\n`,
);
process.once('SIGTERM', async () => {
  // The measurement is over: a keep-alive connection a poll client left open must not hold the
  // exit (a full run once waited on two of them for minutes after its last step).
  const closing = Promise.all([app.close(), bare.close()]);
  app.server.closeAllConnections();
  bare.server.closeAllConnections();
  await closing;
  await database.close();
  process.exit(0);
});
