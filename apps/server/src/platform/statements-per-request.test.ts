// No N+1 on the main reads (issue 32): each read sends a fixed, small number of SQL statements,
// counted at the database driver (testing/statement-log.ts), and the same number for her with
// one row of each kind as for her with many. Each read is counted the first time it is asked
// for, so nothing is answered from the poll caches; her session is looked up before counting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncedPartner } from '../testing/partner.ts';
import { seedOneOfEach } from '../testing/seeds.ts';
import { logStatements, type StatementLog } from '../testing/statement-log.ts';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';

/** Rows of each kind the second user has (the first has one). */
const MANY = 6;

/** The main reads, who asks, and the most statements each may send. */
const READS = [
  { url: '/api/symptoms', as: 'her', max: 1 },
  { url: '/api/moods', as: 'her', max: 1 },
  { url: '/api/appointments', as: 'her', max: 1 },
  { url: '/api/calendar/entries?month=2026-03', as: 'her', max: 1 },
  { url: '/api/kick-sessions', as: 'her', max: 1 },
  { url: '/api/contractions', as: 'her', max: 1 },
  // Her profile (her week), her weight profile and her weights: three fixed reads.
  { url: '/api/weights', as: 'her', max: 3 },
  { url: '/api/checklists', as: 'her', max: 1 },
  { url: '/api/user/usage-status', as: 'her', max: 1 },
  // Whom he follows with her name and week, then one read per list the partner view registers
  // (symptoms, moods, kicks, contractions, appointments and their providers, checklists): it grows
  // with the registry, never with her rows; most polls are answered from the poll cache.
  { url: '/api/parent-sync/partner-data', as: 'partner', max: 8 },
] as const;

let t: TestApp;
let log: StatementLog;
/** Her with one row of each kind and her with MANY, each with a synced partner. */
const people: { rows: number; her: TestUser; partner: TestUser }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const rows of [1, MANY]) {
    const { her, partner } = await syncedPartner(t);
    for (let i = 0; i < rows; i++) await seedOneOfEach(t.database.db, her.id);
    // Her session and her partner's are looked up (and kept) before anything is counted.
    for (const user of [her, partner]) {
      const res = await t.app.inject({ url: '/api/user/profile', headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
    }
    people.push({ rows, her, partner });
  }
  log = logStatements(t.database);
});

afterAll(() => t.close());

/** The statements one request sends, after every write noted before it has been made. */
async function statementsOf(url: string, user: TestUser): Promise<string[]> {
  await t.app.usageWritten();
  log.clear();
  const res = await t.app.inject({ url, headers: user.headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  await t.app.usageWritten();
  return log.statements.map((s) => s.text);
}

describe('statements per request', () => {
  for (const read of READS) {
    it(`GET ${read.url} sends at most ${read.max}, whatever her number of rows`, async () => {
      const counts: number[] = [];
      for (const person of people) {
        const statements = await statementsOf(read.url, person[read.as]);
        expect(statements.length, `${person.rows} row(s) of each:\n${statements.join('\n')}`).toBeLessThanOrEqual(
          read.max,
        );
        counts.push(statements.length);
      }
      // The first read of each asks the database (so the count is not of a cached answer).
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1], 'more rows must not mean more statements').toBe(counts[0]);
    });
  }

  it('partner views asked at once share their statements: as many for five partners as for one', async () => {
    const partners: TestUser[] = [];
    for (let i = 0; i < 5; i++) {
      const { her, partner } = await syncedPartner(t, { firstName: `Follower${i}` });
      await seedOneOfEach(t.database.db, her.id);
      expect((await t.app.inject({ url: '/api/user/profile', headers: partner.headers })).statusCode).toBe(200);
      partners.push(partner);
    }
    await t.app.usageWritten();
    log.clear();
    const answers = await Promise.all(
      partners.map((partner) => t.app.inject({ url: '/api/parent-sync/partner-data', headers: partner.headers })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    // Each sees the pregnancy he follows, never another partner's.
    expect(answers.map((res) => (res.json() as { firstName: string }).firstName)).toEqual(
      partners.map((_, i) => `Follower${i}`),
    );
    const statements = log.statements.map((s) => s.text);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
  });

  it('counts what a read sends: her symptom list is one statement, then none while it is kept', async () => {
    const { her } = people[0]!;
    // The list was read above and is kept rendered (decision 018): a second read asks nothing.
    expect(await statementsOf('/api/symptoms', her)).toEqual([]);
    // A symptom she logs evicts it; the next read is the list's one statement again.
    const logged = await t.app.inject({
      method: 'POST',
      url: '/api/symptoms',
      headers: her.headers,
      payload: { name: 'Nausea', severity: 2 },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const statements = await statementsOf('/api/symptoms', her);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "symptoms"/);
  });

  it('his partner-view poll with the tag he holds sends none; without it the view is read again (only tags are kept)', async () => {
    const { partner } = people[1]!;
    const poll = async (etag?: string) => {
      await t.app.usageWritten();
      log.clear();
      const res = await t.app.inject({
        url: '/api/parent-sync/partner-data',
        headers: { ...partner.headers, ...(etag ? { 'if-none-match': etag } : {}) },
      });
      return { res, statements: log.statements.map((s) => s.text) };
    };
    const first = await poll();
    expect(first.res.statusCode).toBe(200);
    const etag = String(first.res.headers.etag);
    const held = await poll(etag);
    expect(held.res.statusCode).toBe(304);
    expect(held.statements).toEqual([]);
    // Another device of his, without the copy: the same view, read from the database.
    const again = await poll();
    expect(again.res.statusCode).toBe(200);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.headers.etag).toBe(etag);
    expect(again.statements.length).toBeGreaterThan(0);
  });

  it('a chat message in her running session sends two: her facts with her history, then the reply issued', async () => {
    const counts: number[] = [];
    for (const { her } of people) {
      const ask = async () => {
        await t.app.usageWritten();
        log.clear();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/chat/text',
          headers: her.headers,
          payload: { message: 'Is it safe to eat sushi?' },
        });
        expect(res.statusCode, res.body).toBe(200);
        await t.app.usageWritten();
        // Her chat use is noted on usage_stats off her answer's path (decision 018): not counted here.
        return log.statements.map((s) => s.text).filter((text) => !text.includes('"usage_stats"'));
      };
      await ask(); // starts her session
      const statements = await ask();
      expect(statements, statements.join('\n')).toHaveLength(2);
      expect(statements[0]).toMatch(/from "chat_messages"/);
      expect(statements[1]).toMatch(/insert into "chat_issued_replies"/);
      counts.push(statements.length);
    }
    expect(counts[1], 'a longer history must not mean more statements').toBe(counts[0]);
  });
});
