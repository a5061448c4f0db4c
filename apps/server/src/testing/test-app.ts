import { randomUUID } from 'node:crypto';
import { dueDateIso } from '@bloom/pregnancy';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOverrides } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { SessionStore } from '../platform/auth/session-store.ts';
import type { NewUser } from '../platform/users/repo.ts';
import { seedUser } from '../platform/users/test-kit.ts';
import type { MailMessage } from '../platform/mail.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'correct horse 42';

/** Config as the tests want it: quiet, no live upstreams unless a test points them somewhere. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LIVE_DATA: 'off', ...env });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

export type TestUserFields = Partial<NewUser> & { pregnancyWeeks?: number | null };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every e-mail the app sent, newest last. */
  mail: MailMessage[];
  /**
   * Inserts a user directly (approved, pregnant at week 20 unless told otherwise) and signs them in.
   * `pregnancyWeeks` is a shorthand for the due date that puts her at that week today (in her
   * `timeZone`, UTC unless given); 0 or null leaves the week unknown, and a user who is not
   * pregnant gets no due date. A `dueDate` field wins over the shorthand.
   */
  createUser(fields?: TestUserFields): Promise<TestUser>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}, overrides: AppOverrides = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(env);
  const mail: MailMessage[] = [];
  const app = await buildApp(config, {
    database,
    // The fake delivers under the real outbox; inline, so `mail` is filled when a request returns.
    mailer: {
      async send(m) {
        mail.push(m);
      },
    },
    mailOutbox: { deliverInline: true },
    ...overrides,
  });
  const sessions = new SessionStore(database.db, {
    ttlMs: config.sessionTtlMs,
    epoch: config.sessionEpoch,
    // The app's clock, when the test moves one: her session starts at the time the app reads.
    ...(overrides.now ? { now: overrides.now } : {}),
  });
  const passwordHash = await hashPassword(TEST_PASSWORD);

  return {
    app,
    database,
    config,
    mail,
    async createUser({ pregnancyWeeks = 20, ...fields } = {}) {
      const email = fields.email ?? `user-${randomUUID()}@example.com`;
      const id = await seedUser(database.db, {
        email,
        passwordHash,
        firstName: 'Test',
        lastName: 'User',
        gender: 'female',
        isPregnant: true,
        dueDate: fields.isPregnant === false ? null : dueDateIso(pregnancyWeeks, new Date(), fields.timeZone ?? 'UTC'),
        isApproved: true,
        ...fields,
      });
      const token = await sessions.create(id);
      return { id, email, password: TEST_PASSWORD, token, headers: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
