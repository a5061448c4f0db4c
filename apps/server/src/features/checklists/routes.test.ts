import { randomUUID } from 'node:crypto';
import {
  CHECKLIST_CHANGE_REQUIRED_MESSAGE,
  CHECKLIST_DONE_MESSAGE,
  CHECKLIST_IDS,
  CHECKLIST_ITEM_ID_MESSAGE,
  CHECKLIST_ITEM_TEXT_MAX,
  CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE,
  CHECKLIST_ITEM_TEXT_TOO_LONG_MESSAGE,
  CHECKLIST_LIST_MESSAGE,
  CHECKLIST_NOT_REMOVED_MESSAGE,
  CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE,
  CHECKLIST_OWN_ITEMS_MAX,
  CHECKLIST_POSITION_MESSAGE,
  CHECKLIST_POSITION_RANGE_MESSAGE,
  CHECKLIST_RESTORE_FLAG_MESSAGE,
  CHECKLIST_SUGGESTION_TEXT_MESSAGE,
  NOT_FOUND_MESSAGE,
  checklistsSchema,
  partnerDataSchema,
  type Checklist,
  type ChecklistListId,
  type Checklists,
} from '@bloom/contract';
import { checklists as suggested } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPartnerCannotWrite, syncedPartner } from '../../testing/partner.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('checklists API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getRes = (user: TestUser) => t.app.inject({ url: '/api/checklists', headers: user.headers });
  const get = async (user: TestUser): Promise<Checklists> => {
    const res = await getRes(user);
    expect(res.statusCode, res.body).toBe(200);
    return checklistsSchema.parse(res.json());
  };
  const listOf = (lists: Checklists, id: ChecklistListId): Checklist => lists.lists.find((l) => l.id === id)!;
  const ids = async (user: TestUser, id: ChecklistListId) => listOf(await get(user), id).items.map((i) => i.id);
  const addRes = (user: TestUser, list: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checklists/${list}/items`,
      headers: user.headers,
      payload: payload as object,
    });
  /** Adds an item of hers and returns its id. */
  const add = async (user: TestUser, list: ChecklistListId, text: string) => {
    const res = await addRes(user, list, { text });
    expect(res.statusCode, res.body).toBe(201);
    const item = listOf(checklistsSchema.parse(res.json()), list).items.find((i) => i.text === text.trim());
    return item!.id;
  };
  const patch = (user: TestUser, id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/checklists/items/${id}`,
      headers: user.headers,
      payload: payload as object,
    });
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/checklists/items/${id}`, headers: user.headers });

  const bag = suggested.find((l) => l.id === 'hospital-bag')!;
  const suggestedIds = (id: ChecklistListId) => suggested.find((l) => l.id === id)!.items.map((i) => i.id);

  it('gives a new user the three lists of suggestions, in order, none ticked, each with its source', async () => {
    const user = await t.createUser();
    const lists = await get(user);
    expect(lists.lists.map((l) => [l.id, l.title])).toEqual([
      ['hospital-bag', 'Hospital bag'],
      ['birth-preferences', 'Birth preferences'],
      ['before-baby', 'Before the baby comes'],
    ]);
    for (const list of lists.lists) {
      const record = suggested.find((l) => l.id === list.id)!;
      expect(list.intro).toEqual(record.intro);
      expect(list.removed).toEqual([]);
      expect(list.items).toEqual(
        record.items.map((s) => ({ id: s.id, text: s.text, done: false, suggested: true, source: s.source })),
      );
      for (const item of list.items) {
        expect(item.source!.url).toMatch(/^https:\/\//);
        expect(item.source!.organization).not.toBe('');
        expect(item.source!.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('keeps the contract’s list ids the knowledge base’s, and every suggestion id unique', () => {
    expect(suggested.map((l) => l.id)).toEqual([...CHECKLIST_IDS]);
    const all = suggested.flatMap((l) => l.items.map((i) => i.id));
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((id) => /^[a-z0-9-]+$/.test(id) && !/^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });

  it('ticks and unticks a suggested item, and nothing else changes', async () => {
    const user = await t.createUser();
    const before = await get(user);
    const ticked = await patch(user, 'bag-notes', { done: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const after = checklistsSchema.parse(ticked.json());
    expect(
      listOf(after, 'hospital-bag')
        .items.filter((i) => i.done)
        .map((i) => i.id),
    ).toEqual(['bag-notes']);
    expect(listOf(after, 'birth-preferences')).toEqual(listOf(before, 'birth-preferences'));
    expect(await get(user)).toEqual(after);
    expect((await patch(user, 'bag-notes', { done: false })).statusCode).toBe(200);
    expect(await get(user)).toEqual(before);
  });

  it('adds her own item (201) at the end of the list, trimmed, without a source, and ticks it', async () => {
    const user = await t.createUser();
    const id = await add(user, 'hospital-bag', '  Phone charger  ');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const list = listOf(await get(user), 'hospital-bag');
    expect(list.items.at(-1)).toEqual({ id, text: 'Phone charger', done: false, suggested: false, source: null });
    expect(list.items.map((i) => i.id)).toEqual([...suggestedIds('hospital-bag'), id]);
    const second = await add(user, 'hospital-bag', 'Snacks');
    expect(await ids(user, 'hospital-bag')).toEqual([...suggestedIds('hospital-bag'), id, second]);
    expect((await patch(user, id, { done: true })).statusCode).toBe(200);
    expect(listOf(await get(user), 'hospital-bag').items.find((i) => i.id === id)!.done).toBe(true);
  });

  it('rewords her own item, but not a suggestion', async () => {
    const user = await t.createUser();
    const id = await add(user, 'birth-preferences', 'Dim lights');
    expect((await patch(user, id, { text: 'Dim lights and quiet' })).statusCode).toBe(200);
    expect(listOf(await get(user), 'birth-preferences').items.at(-1)!.text).toBe('Dim lights and quiet');
    const before = await get(user);
    const res = await patch(user, 'pref-where', { text: 'Somewhere else' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CHECKLIST_SUGGESTION_TEXT_MESSAGE,
      fields: { text: CHECKLIST_SUGGESTION_TEXT_MESSAGE },
    });
    expect(await get(user)).toEqual(before);
  });

  describe('bad input gets its message and changes nothing', () => {
    const long = 'x'.repeat(CHECKLIST_ITEM_TEXT_MAX + 1);
    it.each([
      ['an unknown list', 'lunch-box', { text: 'Apple' }, CHECKLIST_LIST_MESSAGE],
      ['no text', 'hospital-bag', {}, CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE],
      ['a blank text', 'hospital-bag', { text: '   ' }, CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE],
      ['a text that is not a string', 'hospital-bag', { text: 42 }, CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE],
      [
        `a text over ${CHECKLIST_ITEM_TEXT_MAX} characters`,
        'hospital-bag',
        { text: long },
        CHECKLIST_ITEM_TEXT_TOO_LONG_MESSAGE,
      ],
    ])('POST with %s', async (_, list, payload, message) => {
      const user = await t.createUser();
      const before = await get(user);
      const res = await addRes(user, list, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await get(user)).toEqual(before);
    });

    it.each([
      ['nothing to change', {}, CHECKLIST_CHANGE_REQUIRED_MESSAGE],
      ['a tick that is not true or false', { done: 'yes' }, CHECKLIST_DONE_MESSAGE],
      ['a negative position', { position: -1 }, CHECKLIST_POSITION_MESSAGE],
      ['a fractional position', { position: 1.5 }, CHECKLIST_POSITION_MESSAGE],
      ['a position past the end', { position: bag.items.length }, CHECKLIST_POSITION_RANGE_MESSAGE(bag.items.length)],
      ['restore that is not true', { restore: false }, CHECKLIST_RESTORE_FLAG_MESSAGE],
      ['restore of an item she has not removed', { restore: true }, CHECKLIST_NOT_REMOVED_MESSAGE],
      ['a blank text', { text: ' ' }, CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE],
      [
        'a tick with a position past the end',
        { done: true, position: 99 },
        CHECKLIST_POSITION_RANGE_MESSAGE(bag.items.length),
      ],
    ])('PATCH with %s', async (_, payload, message) => {
      const user = await t.createUser();
      const before = await get(user);
      const res = await patch(user, 'bag-robe', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await get(user)).toEqual(before);
    });

    it.each([['BAG-ROBE'], ['bag_robe'], ['x'.repeat(65)]])('PATCH and DELETE of the id %s', async (id) => {
      const user = await t.createUser();
      for (const res of [await patch(user, id, { done: true }), await remove(user, id)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CHECKLIST_ITEM_ID_MESSAGE);
      }
    });
  });

  it(`accepts ${CHECKLIST_ITEM_TEXT_MAX} characters, and ${CHECKLIST_OWN_ITEMS_MAX} items of her own per list`, async () => {
    const user = await t.createUser();
    await add(user, 'before-baby', 'y'.repeat(CHECKLIST_ITEM_TEXT_MAX));
    for (let i = 1; i < CHECKLIST_OWN_ITEMS_MAX; i++) await add(user, 'before-baby', `Task ${i}`);
    const before = await get(user);
    expect(listOf(before, 'before-baby').items.filter((i) => !i.suggested)).toHaveLength(CHECKLIST_OWN_ITEMS_MAX);
    const res = await addRes(user, 'before-baby', { text: 'One too many' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE);
    expect(await get(user)).toEqual(before);
    // Removing a suggestion does not make room; removing one of hers does. Other lists have their own room.
    expect((await remove(user, 'before-flu')).statusCode).toBe(200);
    expect((await addRes(user, 'before-baby', { text: 'Still too many' })).statusCode).toBe(400);
    const [own] = listOf(before, 'before-baby').items.filter((i) => !i.suggested);
    expect((await remove(user, own!.id)).statusCode).toBe(200);
    await add(user, 'before-baby', 'Now it fits');
    await add(user, 'hospital-bag', 'Another list');
  });

  describe('reordering', () => {
    it('moves a suggestion down and her own item to the top; the order stays', async () => {
      const user = await t.createUser();
      const own = await add(user, 'hospital-bag', 'Glasses');
      const [first, second, ...rest] = suggestedIds('hospital-bag');
      const down = await patch(user, first!, { position: 1 });
      expect(down.statusCode, down.body).toBe(200);
      expect(listOf(checklistsSchema.parse(down.json()), 'hospital-bag').items.map((i) => i.id)).toEqual([
        second,
        first,
        ...rest,
        own,
      ]);
      expect((await patch(user, own, { position: 0 })).statusCode).toBe(200);
      expect(await ids(user, 'hospital-bag')).toEqual([own, second, first, ...rest]);
      // A new item of hers goes to the end, after the moved ones.
      const next = await add(user, 'hospital-bag', 'Pillow');
      expect(await ids(user, 'hospital-bag')).toEqual([own, second, first, ...rest, next]);
      // Moving to the last place, and ticking in the same change.
      expect((await patch(user, second!, { position: rest.length + 3, done: true })).statusCode).toBe(200);
      const list = listOf(await get(user), 'hospital-bag');
      expect(list.items.map((i) => i.id)).toEqual([own, first, ...rest, next, second]);
      expect(list.items.at(-1)!.done).toBe(true);
    });

    it('moves among the items she sees: a removed suggestion takes no place', async () => {
      const user = await t.createUser();
      const [a, b, c, ...rest] = suggestedIds('birth-preferences');
      expect((await remove(user, b!)).statusCode).toBe(200);
      expect((await patch(user, c!, { position: 0 })).statusCode).toBe(200);
      expect(await ids(user, 'birth-preferences')).toEqual([c, a, ...rest]);
      const count = rest.length + 2;
      const res = await patch(user, a!, { position: count });
      expect(res.json().message).toBe(CHECKLIST_POSITION_RANGE_MESSAGE(count));
    });
  });

  describe('removing', () => {
    it('removes a suggestion (she may put it back at its place) and deletes her own item', async () => {
      const user = await t.createUser();
      const own = await add(user, 'hospital-bag', 'Earplugs');
      const res = await remove(user, 'bag-cool');
      expect(res.statusCode, res.body).toBe(200);
      const list = listOf(checklistsSchema.parse(res.json()), 'hospital-bag');
      expect(list.items.map((i) => i.id)).not.toContain('bag-cool');
      expect(list.removed).toEqual([{ id: 'bag-cool', text: bag.items.find((i) => i.id === 'bag-cool')!.text }]);
      // A removed suggestion takes no change but being put back, and is not removed twice.
      expect((await patch(user, 'bag-cool', { done: true })).statusCode).toBe(404);
      expect((await remove(user, 'bag-cool')).statusCode).toBe(404);
      expect((await patch(user, 'bag-cool', { restore: true })).statusCode).toBe(200);
      expect(await ids(user, 'hospital-bag')).toEqual([...suggestedIds('hospital-bag'), own]);
      expect(listOf(await get(user), 'hospital-bag').removed).toEqual([]);

      expect((await remove(user, own)).statusCode).toBe(200);
      expect(await ids(user, 'hospital-bag')).toEqual(suggestedIds('hospital-bag'));
      expect(listOf(await get(user), 'hospital-bag').removed).toEqual([]);
      const again = await remove(user, own);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(NOT_FOUND_MESSAGE);
    });

    it('keeps a ticked suggestion ticked when she puts it back', async () => {
      const user = await t.createUser();
      expect((await patch(user, 'before-tdap', { done: true })).statusCode).toBe(200);
      expect((await remove(user, 'before-tdap')).statusCode).toBe(200);
      expect((await patch(user, 'before-tdap', { restore: true })).statusCode).toBe(200);
      expect(listOf(await get(user), 'before-baby').items[0]).toMatchObject({ id: 'before-tdap', done: true });
    });
  });

  describe('scoping', () => {
    it("gives 404 for another user's item and unknown ids, and leaves hers alone", async () => {
      const her = await t.createUser();
      const other = await t.createUser();
      const own = await add(her, 'hospital-bag', 'Her own item');
      expect((await patch(her, 'bag-robe', { done: true })).statusCode).toBe(200);
      const before = await get(her);
      for (const res of [
        await patch(other, own, { done: true }),
        await patch(other, own, { text: 'Mine now' }),
        await patch(other, own, { position: 0 }),
        await remove(other, own),
        await patch(her, randomUUID(), { done: true }),
        await remove(her, randomUUID()),
        await patch(her, 'bag-unknown', { done: true }),
        await remove(her, 'bag-unknown'),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(NOT_FOUND_MESSAGE);
      }
      expect(await get(her)).toEqual(before);
      // Her ticks are hers: the other user's lists are untouched, and his tick stays his.
      expect(listOf(await get(other), 'hospital-bag').items.every((i) => !i.done)).toBe(true);
      expect((await patch(other, 'bag-notes', { done: true })).statusCode).toBe(200);
      expect(await get(her)).toEqual(before);
    });

    it('is for signed-in users only', async () => {
      const user = await t.createUser();
      const own = await add(user, 'hospital-bag', 'Socks');
      for (const res of [
        await t.app.inject({ url: '/api/checklists' }),
        await t.app.inject({ method: 'POST', url: '/api/checklists/hospital-bag/items', payload: { text: 'x' } }),
        await t.app.inject({ method: 'PATCH', url: `/api/checklists/items/${own}`, payload: { done: true } }),
        await t.app.inject({ method: 'DELETE', url: `/api/checklists/items/${own}` }),
      ]) {
        expect(res.statusCode).toBe(401);
      }
      expect(listOf(await get(user), 'hospital-bag').items.at(-1)).toMatchObject({ id: own, done: false });
    });
  });

  describe('her synced partner', () => {
    const sync = () => syncedPartner(t, { pregnancyWeeks: 34, firstName: 'Maya' });
    const partnerView = async (partner: TestUser) => {
      const res = await t.app.inject({ url: '/api/parent-sync/partner-data', headers: partner.headers });
      expect(res.statusCode, res.body).toBe(200);
      return partnerDataSchema.parse(res.json());
    };

    it('reads her lists as she sees them (her order, ticks and own items; no sources, nothing removed)', async () => {
      const { partner, her } = await sync();
      const own = await add(her, 'birth-preferences', 'Music playing');
      expect((await patch(her, own, { position: 0, done: true })).statusCode).toBe(200);
      expect((await patch(her, 'pref-where', { done: true })).statusCode).toBe(200);
      expect((await remove(her, 'pref-cord')).statusCode).toBe(200);
      const view = await partnerView(partner);
      const mine = await get(her);
      expect(view.checklists).toEqual(
        mine.lists.map((l) => ({
          id: l.id,
          title: l.title,
          items: l.items.map(({ id, text, done, suggested: s }) => ({ id, text, done, suggested: s })),
        })),
      );
      const prefs = view.checklists.find((l) => l.id === 'birth-preferences')!;
      expect(prefs.items[0]).toEqual({ id: own, text: 'Music playing', done: true, suggested: false });
      expect(prefs.items.map((i) => i.id)).not.toContain('pref-cord');
    });

    it('cannot write to her lists: her item ids are 404 to him, and his ticks are his own', async () => {
      const { partner, her } = await sync();
      const own = `/api/checklists/items/${await add(her, 'hospital-bag', 'Baby hat')}`;
      await expectPartnerCannotWrite(
        t.app,
        partner,
        [
          { request: { method: 'PATCH', url: own, payload: { done: true } }, status: 404 },
          { request: { method: 'PATCH', url: own, payload: { text: 'Changed by him' } }, status: 404 },
          { request: { method: 'DELETE', url: own }, status: 404 },
        ],
        () => get(her),
      );
      const before = await get(her);
      expect((await patch(partner, 'bag-notes', { done: true })).statusCode).toBe(200);
      expect((await remove(partner, 'bag-robe')).statusCode).toBe(200);
      expect(await get(her)).toEqual(before);
      const view = await partnerView(partner);
      const bagView = view.checklists.find((l) => l.id === 'hospital-bag')!;
      expect(bagView.items.find((i) => i.id === 'bag-notes')!.done).toBe(false);
      expect(bagView.items.map((i) => i.id)).toContain('bag-robe');
    });

    it('shows her changes on his next read, and nothing while she has paused sharing', async () => {
      const { partner, her } = await sync();
      await partnerView(partner);
      expect((await patch(her, 'before-tdap', { done: true })).statusCode).toBe(200);
      const view = await partnerView(partner);
      expect(view.checklists.find((l) => l.id === 'before-baby')!.items[0]).toMatchObject({ done: true });
      const paused = await t.app.inject({
        method: 'POST',
        url: '/api/parent-sync/connection/pause',
        headers: her.headers,
      });
      expect(paused.statusCode).toBe(200);
      const res = await t.app.inject({ url: '/api/parent-sync/partner-data', headers: partner.headers });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('before-tdap');
    });
  });
});
