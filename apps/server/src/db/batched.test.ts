// Batched statements (db/batched.ts) on the real database, through the repos that use them:
// concurrent symptoms go out as one statement, each request gets its own row, in the order they
// came, and one item the database refuses fails alone; concurrent usage reads are one statement.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMessage, readChatFacts, readUsageFacts } from '../features/chat/repo.ts';
import { insertSymptom, listSymptoms } from '../features/tracking/repo.ts';
import { logStatements, type StatementLog } from '../testing/statement-log.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const symptom = (name: string, clientId: string | null = null) => ({ name, severity: 2, notes: null, clientId });
const inserts = (log: StatementLog) => log.statements.filter((s) => /^insert into "symptoms"/.test(s.text));

describe('batched statements', () => {
  let t: TestApp;
  let log: StatementLog;
  beforeAll(async () => {
    t = await createTestApp();
    log = logStatements(t.database);
  });
  afterAll(() => t.close());

  it('sends the symptoms logged at once as one statement, each answered with its own row, in arrival order', async () => {
    const her = await t.createUser();
    const names = Array.from({ length: 25 }, (_, i) => `Batched ${i}`);
    log.clear();
    const saved = await Promise.all(names.map((name) => insertSymptom(t.database.db, her.id, symptom(name))));
    expect(inserts(log)).toHaveLength(1);
    expect(saved.map((s) => [s.row.name, s.created])).toEqual(names.map((name) => [name, true]));
    expect(new Set(saved.map((s) => s.row.id)).size).toBe(names.length);
    // Newest first: the last to arrive is on top, though all were stored by one statement.
    const listed = await listSymptoms(t.database.db, her.id, 50);
    expect(listed.map((row) => row.name)).toEqual([...names].reverse());
  });

  it('sends a symptom logged alone at once, by itself', async () => {
    const her = await t.createUser();
    log.clear();
    const { row, created } = await insertSymptom(t.database.db, her.id, symptom('Alone'));
    expect(created).toBe(true);
    expect(row).toMatchObject({ userId: her.id, name: 'Alone', severity: 2 });
    expect(inserts(log)).toHaveLength(1);
  });

  it('fails only the item the database refuses; the others in its statement are stored', async () => {
    const her = await t.createUser();
    const gone = randomUUID(); // no such user: the foreign key refuses her row
    const results = await Promise.allSettled([
      insertSymptom(t.database.db, her.id, symptom('Kept 1')),
      insertSymptom(t.database.db, gone, symptom('Refused')),
      insertSymptom(t.database.db, her.id, symptom('Kept 2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await listSymptoms(t.database.db, her.id, 10)).map((row) => row.name).sort()).toEqual(['Kept 1', 'Kept 2']);
  });

  it('stores a client id sent twice in one statement once, and answers both with that row', async () => {
    const her = await t.createUser();
    const clientId = randomUUID();
    const [first, second] = await Promise.all([
      insertSymptom(t.database.db, her.id, symptom('Retried', clientId)),
      insertSymptom(t.database.db, her.id, symptom('Retried', clientId)),
    ]);
    expect([first!.created, second!.created]).toEqual([true, false]);
    expect(second!.row.id).toBe(first!.row.id);
    expect(await listSymptoms(t.database.db, her.id, 10)).toHaveLength(1);
  });

  it('reads the usage facts of everyone polling at once in one statement, each her own', async () => {
    const zones = ['America/New_York', 'Europe/Madrid', 'Asia/Tokyo', 'UTC'];
    const people = await Promise.all(zones.map((timeZone, i) => t.createUser({ timeZone, bonusTokens: i })));
    log.clear();
    const facts = await Promise.all([
      ...people.map((p) => readUsageFacts(t.database.db, p.id)),
      readUsageFacts(t.database.db, randomUUID()),
    ]);
    expect(log.statements).toHaveLength(1);
    expect(facts.map((f) => f && [f.timeZone, f.bonusTokens, f.allowance])).toEqual([
      ...zones.map((zone, i) => [zone, i, null]),
      undefined,
    ]);
  });

  it('reads the chat facts of messages sent at once in one statement, each with her own newest turns', async () => {
    const ann = await t.createUser({ firstName: 'Ann' });
    const bea = await t.createUser({ firstName: 'Bea' });
    for (const [who, texts] of [
      [ann, ['a1', 'a2', 'a3']],
      [bea, ['b1']],
    ] as const) {
      for (const message of texts) await insertMessage(t.database.db, who.id, { message, isFromUser: true });
    }
    const asks = [
      [ann.id, 10],
      [bea.id, 10],
      [ann.id, 2],
    ] as const;
    // Asked one after the other, each is the prepared read of one person: what the batch must equal.
    const alone = [];
    for (const [id, limit] of asks) alone.push(await readChatFacts(t.database.db, id, limit));
    log.clear();
    const together = await Promise.all(asks.map(([id, limit]) => readChatFacts(t.database.db, id, limit)));
    expect(log.statements).toHaveLength(1);
    expect(together).toEqual(alone);
    expect(together.map((facts) => [facts?.firstName, facts?.history.length])).toEqual([
      ['Ann', 3],
      ['Bea', 1],
      ['Ann', 2],
    ]);
  });
});
