import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icsProblems, parseEvents, type ParsedEvent } from '../../testing/ics.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

/*
 * Her calendar export (issue 35): her appointments and her calendar entries in one iCalendar
 * file, checked strictly against RFC 5545 (line ends, 75-octet folding, escaping, UTC DTSTAMP)
 * and read back with ical.js: all-day entries as dates, timed ones at her wall clock, UIDs stable
 * across exports and SEQUENCE raised by every change.
 */

const DAY = 86_400_000;

describe('GET /api/user/export/appointments.ics: her appointments and calendar entries', () => {
  let t: TestApp;
  let her: TestUser;
  const ids: Record<string, string> = {};
  const appointmentAt = new Date(Math.ceil((Date.now() + 2 * DAY) / 60_000) * 60_000);
  // Long enough to be folded, with the characters RFC 5545 escapes.
  const longText =
    'Ask about iron; bring the glucose results, the insurance card\\ and the birth plan — ' +
    'and the questions about the 20-week scan, see notes.\nSecond line.';

  const exportText = async (user = her) => {
    const res = await t.app.inject({ url: '/api/user/export/appointments.ics', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(icsProblems(res.body)).toEqual([]);
    return res.body;
  };
  const events = async () => new Map(parseEvents(await exportText()).map((e) => [e.uid, e]));
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: her.headers, payload });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    return res.json<{ id: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    her = await t.createUser({ timeZone: 'America/New_York' });
    const provider = await send('POST', '/api/providers/mine', { name: 'Dr. Rowan Lee' });
    ids.appointment = (
      await send('POST', '/api/appointments', {
        title: 'Checkup, room 4',
        type: 'Regular Checkup',
        dateTime: appointmentAt.toISOString(),
        location: 'Clinic; 2nd floor',
        notes: longText,
        providerId: provider.id,
      })
    ).id;
    ids.allDay = (
      await send('POST', '/api/calendar/entries', { type: 'milestone', title: 'Baby shower', date: '2027-03-01' })
    ).id;
    ids.timed = (
      await send('POST', '/api/calendar/entries', {
        type: 'event',
        title: 'Glucose test',
        description: longText,
        date: '2027-07-15',
        time: '09:30',
      })
    ).id;
    ids.log = (
      await send('POST', '/api/calendar/entries', { type: 'note', title: 'Felt the first kick', date: '2027-02-10' })
    ).id;
  });
  afterAll(() => t.close());

  it('holds her appointments and every calendar entry, each with its UID <id>@bloom', async () => {
    const found = await events();
    expect([...found.keys()].sort()).toEqual(
      Object.values(ids)
        .map((id) => `${id}@bloom`)
        .sort(),
    );
    const other = await t.createUser();
    expect(parseEvents(await exportText(other))).toEqual([]);
  });

  it('writes an entry without a time as an all-day date, and a timed one at her wall clock in UTC', async () => {
    const text = await exportText();
    const found = await events();
    expect(found.get(`${ids.allDay}@bloom`)).toMatchObject<Partial<ParsedEvent>>({
      summary: 'Baby shower',
      allDay: true,
      start: '2027-03-01',
      end: '2027-03-02',
    });
    expect(text.replace(/\r\n[ \t]/g, '')).toContain('DTSTART;VALUE=DATE:20270301');
    // 09:30 in New York in July (EDT, UTC-4).
    expect(found.get(`${ids.timed}@bloom`)).toMatchObject<Partial<ParsedEvent>>({
      summary: 'Glucose test',
      allDay: false,
      start: '2027-07-15T13:30:00.000Z',
      end: '2027-07-15T14:30:00.000Z',
    });
    expect(found.get(`${ids.appointment}@bloom`)).toMatchObject<Partial<ParsedEvent>>({
      summary: 'Checkup, room 4',
      location: 'Clinic; 2nd floor',
      status: 'CONFIRMED',
      start: appointmentAt.toISOString(),
    });
  });

  it('escapes and folds long text so it comes back exactly', async () => {
    const text = await exportText();
    expect(text).toContain('Checkup\\, room 4');
    expect(text).toContain('Clinic\\; 2nd floor');
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
    const found = await events();
    expect(found.get(`${ids.timed}@bloom`)!.description).toBe(longText);
    expect(found.get(`${ids.appointment}@bloom`)!.description).toBe(
      `Regular Checkup\nProvider: Dr. Rowan Lee\nNotes: ${longText}`,
    );
  });

  it('stamps every event in UTC and keeps UIDs from one export to the next', async () => {
    const first = parseEvents(await exportText());
    const second = parseEvents(await exportText());
    expect(second.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
    const text = (await exportText()).replace(/\r\n[ \t]/g, '');
    const stamps = text.split('\r\n').filter((l) => l.startsWith('DTSTAMP'));
    expect(stamps).toHaveLength(4);
    for (const stamp of stamps) expect(stamp).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
  });

  it('raises SEQUENCE when an entry is edited or an appointment cancelled, and only that event', async () => {
    const before = await events();
    await send('PATCH', `/api/calendar/entries/${ids.allDay}`, { title: 'Baby shower at Mia’s' });
    await send('PATCH', `/api/appointments/${ids.appointment}/cancel`, {});
    const after = await events();
    expect(after.get(`${ids.allDay}@bloom`)).toMatchObject({
      summary: 'Baby shower at Mia’s',
      sequence: before.get(`${ids.allDay}@bloom`)!.sequence + 1,
    });
    expect(after.get(`${ids.appointment}@bloom`)).toMatchObject({
      status: 'CANCELLED',
      sequence: before.get(`${ids.appointment}@bloom`)!.sequence + 1,
    });
    for (const id of [ids.timed, ids.log]) {
      expect(after.get(`${id}@bloom`)!.sequence).toBe(before.get(`${id}@bloom`)!.sequence);
    }
  });
});
