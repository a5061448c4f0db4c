import { findFood } from '@bloom/knowledge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodChecks } from '../../db/schema/index.ts';
import { listFoodChecks, recordFoodCheck } from './repo.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

const search = (t: TestApp, user: TestUser, term: string) =>
  t.app.inject({ url: `/api/food-safety/search/${encodeURIComponent(term)}`, headers: user.headers });
const recent = async (t: TestApp, user: TestUser) => {
  const res = await t.app.inject({ url: '/api/food-safety/recent', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { examples: boolean; checks: { foodName: string; status: string; checkedAt: string | null }[] };
};
const foodNameOf = (term: string) => findFood(term)?.name;
const names = (body: { checks: { foodName: string; status: string }[] }) =>
  body.checks.map((c) => `${c.foodName}: ${c.status}`);

describe('Recent Checks: the foods this user checked last', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LIVE_DATA: 'off' });
  });
  afterAll(() => t.close());

  it('asks for a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/food-safety/recent' })).statusCode).toBe(401);
  });

  it("shows a new user the spec's fixed examples: Salmon 'Safe (cooked)', Soft Cheese 'Avoid'", async () => {
    const [fresh, other] = [await t.createUser(), await t.createUser()];
    const body = await recent(t, fresh);
    expect(body).toEqual({
      examples: true,
      checks: [
        { foodName: 'Salmon', status: 'safe', label: 'Safe (cooked)', checkedAt: null },
        // Spec §2 fixes 'Avoid' for the example (issue 33) ...
        { foodName: 'Soft Cheese', status: 'avoid', label: 'Avoid', checkedAt: null },
      ],
    });
    // ... while the search keeps the FDA's verdict (pasteurized soft cheese is fine): Caution.
    const searched = (await search(t, other, 'Soft Cheese')).json();
    expect(searched.safetyInfo).toMatchObject({ foodName: 'Soft Cheese', status: 'caution' });
  });

  it('lists what was searched, newest first, one entry per food, with the search’s verdict', async () => {
    const user = await t.createUser();
    const verdicts: Record<string, string> = {};
    for (const term of ['brie', 'salmon', 'xylophone', 'Camembert', '  XYLOPHONE ']) {
      const body = (await search(t, user, term)).json();
      if (body.safetyInfo) verdicts[body.safetyInfo.foodName] = body.safetyInfo.status;
    }
    const body = await recent(t, user);
    expect(body.examples).toBe(false);
    // brie and camembert are both Soft Cheese; a term the knowledge base does not know is 'unknown'.
    expect(names(body)).toEqual(['XYLOPHONE: unknown', 'Soft Cheese: caution', 'Salmon: safe']);
    for (const check of body.checks) {
      if (check.status !== 'unknown') expect(check.status).toBe(verdicts[check.foodName]);
      expect(Date.parse(check.checkedAt ?? '')).not.toBeNaN();
    }
    const times = body.checks.map((c) => Date.parse(c.checkedAt ?? ''));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows at most 5 and keeps only a few rows per user in the database', async () => {
    const user = await t.createUser();
    const terms = ['kale', 'egg', 'tuna', 'sushi', 'brie', 'salmon', 'coffee', 'spinach', 'apple', 'banana'];
    for (const term of [...terms, ...terms]) expect((await search(t, user, term)).statusCode).toBe(200);
    const body = await recent(t, user);
    expect(body.checks).toHaveLength(5);
    // The list waited for her pending writes, so the table holds them all by now.
    expect(body.checks.map((c) => c.foodName)).toEqual(terms.slice(-5).reverse().map(foodNameOf));
    const rows = await t.database.db
      .select({ id: foodChecks.id })
      .from(foodChecks)
      .where(eq(foodChecks.userId, user.id));
    expect(rows.length).toBeLessThanOrEqual(10);
  });

  it('lists checks made in one clock tick in the order she made them', async () => {
    const user = await t.createUser();
    const foods = ['Kale', 'Tuna', 'Brie', 'Coffee', 'Eggs', 'Sushi'];
    // One transaction: now() is the same for every statement in it, as two checks in one tick.
    await t.database.db.transaction(async (tx) => {
      for (const foodName of foods) await recordFoodCheck(tx, user.id, { foodName, status: 'safe' }, 10);
      await recordFoodCheck(tx, user.id, { foodName: 'kale', status: 'caution' }, 10);
    });
    const listed = await listFoodChecks(t.database.db, user.id, 10);
    expect(listed.map((c) => c.foodName)).toEqual(['kale', ...foods.slice(1).reverse()]);
  });

  it('keeps one row per food even when the same food is searched many times at once', async () => {
    const user = await t.createUser();
    const answers = await Promise.all(
      ['Brie', 'brie', 'BRIE', 'Brie', 'camembert', 'brie'].map((term) => search(t, user, term)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(names(await recent(t, user))).toEqual(['Soft Cheese: caution']);
    const rows = await t.database.db
      .select({ foodName: foodChecks.foodName })
      .from(foodChecks)
      .where(eq(foodChecks.userId, user.id));
    expect(rows).toEqual([{ foodName: foodNameOf('brie') }]);
  });

  it('writes the checks still pending before the server closes its database', async () => {
    const own = await createTestApp({ LIVE_DATA: 'off' });
    const user = await own.createUser();
    for (const term of ['kale', 'tuna', 'brie']) expect((await search(own, user, term)).statusCode).toBe(200);
    await own.app.close();
    const rows = await own.database.db
      .select({ foodName: foodChecks.foodName })
      .from(foodChecks)
      .where(eq(foodChecks.userId, user.id));
    await own.database.close();
    expect(rows.map((r) => r.foodName).sort()).toEqual(['kale', 'tuna', 'brie'].map(foodNameOf).sort());
  });

  it("never shows another user's checks", async () => {
    const [ana, bea] = [await t.createUser(), await t.createUser()];
    await search(t, ana, 'sushi');
    await search(t, ana, 'coffee');
    await search(t, bea, 'kale');
    const anaNames = (await recent(t, ana)).checks.map((c) => c.foodName);
    const beaNames = (await recent(t, bea)).checks.map((c) => c.foodName);
    expect(anaNames).toEqual([foodNameOf('coffee'), foodNameOf('sushi')]);
    expect(beaNames).toEqual([foodNameOf('kale')]);
    // A user with no checks of her own still sees only the examples.
    expect((await recent(t, await t.createUser())).examples).toBe(true);
  });

  it('records nothing for a refused search', async () => {
    const user = await t.createUser();
    expect((await search(t, user, '   ')).statusCode).toBe(400);
    expect((await search(t, user, 'a'.repeat(101))).statusCode).toBe(400);
    expect((await recent(t, user)).examples).toBe(true);
  });
});
