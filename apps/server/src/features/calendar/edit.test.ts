import { ENTRY_TITLE_REQUIRED_MESSAGE } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

describe('editing and deleting calendar entries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function addEntry(user: TestUser) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendar/entries',
      headers: user.headers,
      payload: { type: 'event', title: 'Baby shower', description: 'At Mum’s', time: '14:00', date: '2026-11-08' },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Record<string, unknown> & { id: string };
  }
  const patch = (user: TestUser, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/calendar/entries/${id}`, headers: user.headers, payload });
  const monthOf = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/calendar/entries?month=2026-11', headers: user.headers })).json() as {
      id: string;
      title: string;
      description: string | null;
    }[];

  it('changes title and description', async () => {
    const user = await t.createUser();
    const { id } = await addEntry(user);
    const res = await patch(user, id, { title: ' Baby shower party ', description: 'At the park' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Baby shower party', description: 'At the park', time: '14:00' });
    expect(await monthOf(user)).toMatchObject([{ id, title: 'Baby shower party', description: 'At the park' }]);
  });

  it('keeps the description when only the title is sent, and clears it when sent blank', async () => {
    const user = await t.createUser();
    const { id } = await addEntry(user);
    expect((await patch(user, id, { title: 'Shower' })).json()).toMatchObject({ description: 'At Mum’s' });
    expect((await patch(user, id, { description: '' })).json()).toMatchObject({ title: 'Shower', description: null });
    expect((await patch(user, id, {})).json()).toMatchObject({ title: 'Shower', description: null });
  });

  it('accepts the whole entry as the spec sends it but changes only title and description', async () => {
    const user = await t.createUser();
    const created = await addEntry(user);
    const res = await patch(user, created.id, {
      ...created,
      title: 'Renamed',
      date: '2030-01-01',
      type: 'note',
      userId: crypto.randomUUID(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, title: 'Renamed' });
  });

  it('refuses a blank title with the message and changes nothing', async () => {
    const user = await t.createUser();
    const { id } = await addEntry(user);
    const res = await patch(user, id, { title: '  ', description: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.title).toBe(ENTRY_TITLE_REQUIRED_MESSAGE);
    expect(await monthOf(user)).toMatchObject([{ title: 'Baby shower', description: 'At Mum’s' }]);
  });

  it("answers 404 to another user's entry on PATCH and DELETE, and leaves it unchanged", async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const { id } = await addEntry(owner);
    expect((await patch(intruder, id, { title: 'Hacked' })).statusCode).toBe(404);
    expect((await patch(intruder, id, {})).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/calendar/entries/${id}`, headers: intruder.headers });
    expect(del.statusCode).toBe(404);
    expect(await monthOf(owner)).toMatchObject([{ id, title: 'Baby shower' }]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await t.createUser();
    expect((await patch(user, crypto.randomUUID(), { title: 'x' })).statusCode).toBe(404);
    const bad = await patch(user, 'not-a-uuid', { title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Invalid id');
  });

  it('deletes the owner’s entry once', async () => {
    const user = await t.createUser();
    const { id } = await addEntry(user);
    const url = `/api/calendar/entries/${id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Entry deleted' });
    expect(await monthOf(user)).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: user.headers })).statusCode).toBe(404);
  });
});
