// The process under load for `npm run bench`: the real app (embedded database in a temp folder,
// or BENCH_DATABASE_URL) and, in the same process, a bare Fastify JSON route to compare with.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = 'bench-admin-password';
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  LIVE_DATA: 'off',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bloom-bench-')),
  DATABASE_URL: databaseUrl,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
});

const app = await buildApp(config);
const appAddress = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok', items: [1, 2, 3] }));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

// One signed-in user with 50 symptoms, as the quality bar's GET /api/symptoms scenario says.
const email = `bench-${Date.now()}@example.com`;
const password = 'bench-password-1';
const post = (path: string, body: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
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
const admin = (await post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json().token as string;
await post(`/api/admin/users/${userId}/approve`, undefined, admin);
const token = (await post('/api/auth/login', { email, password })).json().token as string;
for (let i = 0; i < 50; i++) await post('/api/symptoms', { name: `Symptom ${i}`, severity: (i % 5) + 1 }, token);
// Her first message of the day starts her 30-minute chat session; the chat scenario runs inside it.
await post('/api/chat/text', { message: 'Hello' }, token);

process.stdout.write(
  `${JSON.stringify({ appAddress, bareAddress, token, database: databaseUrl ? 'postgres' : 'pglite' })}\n`,
);
process.once('SIGTERM', async () => {
  await app.close();
  await bare.close();
  process.exit(0);
});
