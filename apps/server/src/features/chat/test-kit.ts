// Helpers of the chat tests (not part of the server).
import { randomBytes } from 'node:crypto';
import { CHAT_STREAM_EVENTS, chatTextResponseSchema, type ChatTextResponse, type UsageStatus } from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openPostgres, type Database, type Db } from '../../db/client.ts';
import { chatAllowances, chatIssuedReplies, chatMessages, usageStats } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { SessionStore } from '../../platform/auth/session-store.ts';
import type { NewUser } from '../../platform/users/repo.ts';
import { bonusTokensOf, seedUser } from '../../platform/users/test-kit.ts';
import type { Volume } from '../../testing/volume.ts';
import type { TestUser } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

type Headers = { authorization: string };

export const chat = (app: FastifyInstance, headers: Headers, message: string) =>
  app.inject({ method: 'POST', url: '/api/chat/text', headers, payload: { message } });

/** Her message sent, and BLOOM's answer (a 200 with the answer's shape, else it throws). */
export async function ask(app: FastifyInstance, headers: Headers, message: string): Promise<ChatTextResponse> {
  const res = await chat(app, headers, message);
  if (res.statusCode !== 200) throw new Error(`chat answered ${res.statusCode}: ${res.body}`);
  return chatTextResponseSchema.parse(res.json());
}

export const usage = async (app: FastifyInstance, headers: Headers): Promise<UsageStatus> => {
  const res = await app.inject({ url: '/api/user/usage-status', headers });
  if (res.statusCode !== 200) throw new Error(`usage-status answered ${res.statusCode}: ${res.body}`);
  return res.json();
};

export const saveMessage = (app: FastifyInstance, headers: Headers, message: string, isFromUser: boolean) =>
  app.inject({ method: 'POST', url: '/api/chat/messages', headers, payload: { message, isFromUser } });

export const redeem = (app: FastifyInstance, headers: Headers, code: string) =>
  app.inject({ method: 'POST', url: '/api/promo/redeem', headers, payload: { code } });

/** The events of a `text/event-stream` body, in order, with their JSON data parsed. */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The deltas joined and the final reply of a streamed answer. */
export function streamed(body: string): { deltas: string[]; reply: string | undefined } {
  const events = parseSse(body);
  return {
    deltas: events.filter((e) => e.event === CHAT_STREAM_EVENTS.delta).map((e) => (e.data as { text: string }).text),
    reply: (events.find((e) => e.event === CHAT_STREAM_EVENTS.done)?.data as { reply: string } | undefined)?.reply,
  };
}

/** Ends her sessions at `at` (by hand: nobody is told, as if the time had passed). */
export async function endChatSessions(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(chatAllowances).set({ sessionEndsAt: at }).where(eq(chatAllowances.userId, userId));
}

/** Her allowance row as stored (or undefined before her first session). */
export async function allowanceRow(db: Db, userId: string) {
  const [row] = await db.select().from(chatAllowances).where(eq(chatAllowances.userId, userId));
  return row;
}

export const bonusTokens = bonusTokensOf;
export { setBonusTokens } from '../../platform/users/test-kit.ts';

export async function countRows(db: Db, table: string, userId: string): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/**
 * One database seen through two separate connections, as two server instances see it: on
 * PostgreSQL two pools on one schema, on PGlite (one process owns it) the same database twice.
 */
export async function openSharedDatabase(): Promise<{ first: Database; second: Database; close(): Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openTestDatabase();
    return { first: database, second: database, close: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `bloom_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const first = await openPostgres({ url, schema, poolSize: 5 });
  await first.migrate();
  const second = await openPostgres({ url, schema, poolSize: 5 });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** An approved pregnant user (week 20) signed in, inserted straight into `database`. */
export async function insertUser(database: Database, fields: Partial<NewUser> = {}): Promise<TestUser> {
  const email = `chat-${randomBytes(6).toString('hex')}@example.com`;
  const password = 'correct horse 42';
  const id = await seedUser(database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Test',
    lastName: 'User',
    gender: 'female',
    isPregnant: true,
    dueDate: dueDateIso(20, new Date(), fields.timeZone ?? 'UTC'),
    isApproved: true,
    ...fields,
  });
  const token = await new SessionStore(database.db, { ttlMs: 3_600_000, epoch: 1 }).create(id);
  return { id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}

// Test data of the chat's tables for other features' tests: only the owner writes them (decision 015).

/** Inserts chat messages as given; their ids, in order. */
export async function seedChatMessages(db: Db, rows: (typeof chatMessages.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(chatMessages).values(rows).returning({ id: chatMessages.id })).map((r) => r.id);
}

/** Inserts usage records as given; their ids, in order. */
export async function seedUsageStats(db: Db, rows: (typeof usageStats.$inferInsert)[]): Promise<string[]> {
  return (await db.insert(usageStats).values(rows).returning({ id: usageStats.id })).map((r) => r.id);
}

export async function seedChatAllowances(db: Db, rows: (typeof chatAllowances.$inferInsert)[]): Promise<void> {
  await db.insert(chatAllowances).values(rows);
}

export async function seedIssuedReplies(db: Db, rows: (typeof chatIssuedReplies.$inferInsert)[]): Promise<void> {
  await db.insert(chatIssuedReplies).values(rows);
}

/** `perTable` chat messages for the events-volume test and `npm run bench` (testing/seed-volume.ts). */
export const chatMessagesVolume = (
  v: Volume,
): SQL => sql`insert into chat_messages (user_id, message, is_from_user, timestamp)
    select ${v.owner}, 'Volume message number ' || g || ' about eating well in the second trimester', g % 2 = 0,
      ${v.when('1811 seconds')} ${v.each}`;

/** `perTable` usage records (testing/seed-volume.ts). */
export const usageStatsVolume = (
  v: Volume,
): SQL => sql`insert into usage_stats (user_id, feature_type, duration_seconds, timestamp)
    select ${v.owner}, 'text_chat', g % 600, ${v.when('1816 seconds')} ${v.each}`;
