import {
  CALENDAR_LINK_STOPPED_TITLE,
  NOT_FOUND_MESSAGE,
  REMINDER_SETTING_MESSAGE,
  REMINDER_SETTINGS_EMPTY_MESSAGE,
  TOO_MANY_FEED_REQUESTS_MESSAGE,
  calendarLinkSchema,
  reminderSettingsSchema,
} from '@bloom/contract';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderSettings } from '../../db/schema/index.ts';
import { updateProfile } from '../../platform/users/repo.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { DISCREET_SUMMARY } from './feed-ics.ts';
import { FEED_LIMITS } from './service.ts';
import { icsProblems, parseEvents, type ParsedEvent } from './test-kit.ts';

// Dr. Marigold Thistlewood of the sample directory.
const PROVIDER = 'npi-0100000013';

describe('calendar feed', () => {
  // The app's clock; appointments are booked in 2031 so the contract's "not in the past" holds.
  const now = new Date('2031-03-01T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bloom.example' }, { now: () => now });
  });
  afterAll(() => t.close());

  const makeLink = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reminders/calendar-link', headers: user.headers });
    expect(res.statusCode).toBe(201);
    const link = calendarLinkSchema.parse(res.json());
    return { ...link, path: new URL(link.url).pathname };
  };
  const fetchFeed = (path: string, remoteAddress = '203.0.113.7') => t.app.inject({ url: path, remoteAddress });
  /** Her feed's events, after the strict check. */
  const eventsOf = async (path: string): Promise<ParsedEvent[]> => {
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(icsProblems(res.body)).toEqual([]);
    return parseEvents(res.body);
  };
  const settings = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/reminders/settings', headers: user.headers, payload });
  const book = async (user: TestUser, extra: object = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: user.headers,
      payload: {
        providerId: PROVIDER,
        title: 'Anatomy scan',
        type: 'Ultrasound',
        dateTime: '2031-03-10T15:30:00.000Z',
        location: 'Suite 300',
        notes: 'Bring the letter',
        ...extra,
      },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const addEntry = async (user: TestUser, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/calendar/entries', headers: user.headers, payload });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const uidOf = (events: ParsedEvent[], prefix: string) => events.find((e) => e.uid.startsWith(prefix))!;

  describe('the secret link', () => {
    it('is made in Profile, works without signing in, and is kept only as a hash', async () => {
      const user = await t.createUser();
      const link = await makeLink(user);
      expect(link.url).toMatch(/^https:\/\/bloom\.example\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(link.createdAt).toBe(now.toISOString());
      const res = await fetchFeed(link.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      const secret = link.path.slice('/api/calendar/feed/'.length, -'.ics'.length);
      const [row] = await t.database.db
        .select({ hash: reminderSettings.feedSecretHash, all: sql<string>`${reminderSettings}::text` })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, user.id));
      expect(row!.hash).toBe(createHash('sha256').update(secret).digest('hex'));
      expect(row!.all).not.toContain(secret);
      const shown = reminderSettingsSchema.parse(
        (await t.app.inject({ url: '/api/reminders/settings', headers: user.headers })).json(),
      );
      expect(shown).toEqual({ calendarLinkCreatedAt: now.toISOString(), emailDayBefore: false, showDetails: false });
      expect(JSON.stringify(shown)).not.toContain(secret);
    });

    it('ends the old link when she makes a new one (404), and keeps the events’ UIDs', async () => {
      const user = await t.createUser({ dueDate: '2031-05-01' });
      await book(user);
      const old = await makeLink(user);
      const before = (await eventsOf(old.path)).map((e) => e.uid).sort();
      const renewed = await makeLink(user);
      expect(renewed.path).not.toBe(old.path);
      const gone = await fetchFeed(old.path);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ message: NOT_FOUND_MESSAGE });
      expect((await eventsOf(renewed.path)).map((e) => e.uid).sort()).toEqual(before);
    });

    it('stops working when she turns it off', async () => {
      const user = await t.createUser();
      const link = await makeLink(user);
      const res = await t.app.inject({ method: 'DELETE', url: '/api/reminders/calendar-link', headers: user.headers });
      expect(res.json()).toEqual({ message: CALENDAR_LINK_STOPPED_TITLE });
      expect((await fetchFeed(link.path)).statusCode).toBe(404);
      const shown = (await t.app.inject({ url: '/api/reminders/settings', headers: user.headers })).json();
      expect(shown).toMatchObject({ calendarLinkCreatedAt: null });
    });

    it('answers 404 to a link that never existed, and 429 to an address that keeps guessing', async () => {
      const guess = () =>
        `/api/calendar/feed/${createHash('sha256').update(String(Math.random())).digest('base64url')}.ics`;
      for (let i = 0; i < FEED_LIMITS.missesPerAddress.requests; i += 1) {
        expect((await fetchFeed(guess(), '198.51.100.9')).statusCode).toBe(404);
      }
      const refused = await fetchFeed(guess(), '198.51.100.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: TOO_MANY_FEED_REQUESTS_MESSAGE });
      // Another address still gets its 404, and a real link from the guessing address still works.
      expect((await fetchFeed(guess(), '198.51.100.10')).statusCode).toBe(404);
      const user = await t.createUser();
      expect((await fetchFeed((await makeLink(user)).path, '198.51.100.9')).statusCode).toBe(200);
    });

    it('limits how often one link is fetched', async () => {
      const user = await t.createUser();
      const { path } = await makeLink(user);
      for (let i = 0; i < FEED_LIMITS.perLink.requests; i += 1) expect((await fetchFeed(path)).statusCode).toBe(200);
      expect((await fetchFeed(path)).statusCode).toBe(429);
    });

    it('is the signed-in user’s to make, see and change', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/reminders/calendar-link' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/reminders/calendar-link' })).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/reminders/settings' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'PATCH', url: '/api/reminders/settings', payload: { showDetails: true } }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('what it holds', () => {
    it('holds her appointments, planned entries and care timeline, discreetly by default', async () => {
      const user = await t.createUser({ dueDate: '2031-05-01' });
      const other = await t.createUser();
      await book(user);
      await addEntry(user, { type: 'event', title: 'Birth class', date: '2031-03-05', time: null });
      await addEntry(user, { type: 'symptom', title: 'Nausea', date: '2031-03-02' });
      await addEntry(other, { type: 'event', title: 'Not hers', date: '2031-03-05' });
      const { path } = await makeLink(user);
      const body = (await fetchFeed(path)).body;
      const events = await eventsOf(path);
      // One appointment, one planned entry (her symptom log stays in BLOOM), seven care steps.
      expect(events.filter((e) => e.uid.startsWith('appointment-'))).toHaveLength(1);
      expect(events.filter((e) => e.uid.startsWith('entry-'))).toHaveLength(1);
      expect(events.filter((e) => e.uid.startsWith('care-')).length).toBeGreaterThanOrEqual(6);
      expect(new Set(events.map((e) => e.summary))).toEqual(
        new Set([DISCREET_SUMMARY.appointment, DISCREET_SUMMARY.entry, DISCREET_SUMMARY.care]),
      );
      for (const words of [
        'Anatomy scan',
        'Ultrasound',
        'Suite 300',
        'Bring the letter',
        'Birth class',
        'Nausea',
        'Not hers',
        'Tdap',
        'Thistlewood',
      ]) {
        expect(body).not.toContain(words);
      }
      expect(events.every((e) => e.description === null && e.location === null)).toBe(true);
      expect(body).not.toContain(user.email);
    });

    it('shows titles, places, notes and sources once she chooses details', async () => {
      const user = await t.createUser({ dueDate: '2031-05-01' });
      await book(user);
      await addEntry(user, { type: 'note', title: 'Pack the bag', date: '2031-03-05', description: 'Charger too' });
      expect((await settings(user, { showDetails: true })).statusCode).toBe(200);
      const events = await eventsOf((await makeLink(user)).path);
      expect(uidOf(events, 'appointment-')).toMatchObject({
        summary: 'Anatomy scan',
        location: 'Suite 300',
        description: expect.stringContaining('Notes: Bring the letter'),
        status: 'CONFIRMED',
        alarms: 1,
      });
      expect(uidOf(events, 'entry-')).toMatchObject({ summary: 'Pack the bag', description: 'Charger too' });
      const tdap = events.find((e) => e.summary === 'Tdap vaccine (whooping cough)')!;
      expect(tdap.description).toMatch(
        /Source: Centers for Disease Control and Prevention \(CDC\), Vaccines During Pregnancy \(reviewed \d{4}-\d{2}-\d{2}\)/,
      );
    });

    it('writes untimed entries and care steps as all-day dates, timed ones and appointments in UTC', async () => {
      const user = await t.createUser({ dueDate: '2031-05-01', timeZone: 'America/New_York' });
      await book(user);
      const allDay = await addEntry(user, { type: 'event', title: 'Day off', date: '2031-03-05' });
      // 09:30 in New York on 10 March 2031 (daylight time from the 9th): 13:30 UTC.
      const timed = await addEntry(user, { type: 'event', title: 'Class', date: '2031-03-10', time: '09:30' });
      // 09:30 on 5 March (standard time): 14:30 UTC.
      const winter = await addEntry(user, { type: 'event', title: 'Yoga', date: '2031-03-05', time: '09:30' });
      const { path } = await makeLink(user);
      const events = await eventsOf(path);
      expect(uidOf(events, `entry-${allDay}`)).toMatchObject({ allDay: true, start: '2031-03-05', end: '2031-03-06' });
      expect(uidOf(events, `entry-${timed}`)).toMatchObject({
        allDay: false,
        start: '2031-03-10T13:30:00.000Z',
        end: '2031-03-10T14:30:00.000Z',
      });
      expect(uidOf(events, `entry-${winter}`)).toMatchObject({ start: '2031-03-05T14:30:00.000Z' });
      expect(uidOf(events, 'appointment-')).toMatchObject({ allDay: false, start: '2031-03-10T15:30:00.000Z' });
      expect(events.filter((e) => e.uid.startsWith('care-')).every((e) => e.allDay)).toBe(true);
      const body = (await fetchFeed(path)).body;
      expect(body).toContain('DTSTART;VALUE=DATE:20310305\r\n');
      expect(body).toContain('DTSTART:20310310T133000Z\r\n');
      expect(body).not.toMatch(/TZID/);
    });

    it('escapes commas, semicolons, backslashes and line breaks, and folds long lines at 75 octets', async () => {
      const user = await t.createUser();
      const title = 'Scan, then lunch; bring notes\\folder';
      const description = `First line\nSecond, with ${'é'.repeat(50)} and ${'🍼'.repeat(10)}; the end`;
      const id = await addEntry(user, { type: 'note', title, date: '2031-03-05', description });
      await settings(user, { showDetails: true });
      const { path } = await makeLink(user);
      const body = (await fetchFeed(path)).body;
      expect(icsProblems(body)).toEqual([]);
      expect(body).toContain('SUMMARY:Scan\\, then lunch\\; bring notes\\\\folder\r\n');
      expect(body).toMatch(/DESCRIPTION:First line\\nSecond\\, with é/);
      // Folded: some physical line continues on the next with a leading space.
      expect(body).toMatch(/\r\n [^\r\n]/);
      expect(uidOf(parseEvents(body), `entry-${id}`)).toMatchObject({ summary: title, description });
    });
  });

  describe('UIDs and SEQUENCE', () => {
    it('keeps every UID between fetches and raises SEQUENCE only for what changed', async () => {
      const user = await t.createUser({ dueDate: '2031-05-01' });
      const appointment = await book(user);
      const entry = await addEntry(user, { type: 'event', title: 'Class', date: '2031-03-05' });
      const { path } = await makeLink(user);
      const first = await eventsOf(path);
      const second = await eventsOf(path);
      expect(second.map((e) => [e.uid, e.sequence])).toEqual(first.map((e) => [e.uid, e.sequence]));
      expect(new Set(first.map((e) => e.uid)).size).toBe(first.length);
      expect(uidOf(first, `appointment-${appointment}`).sequence).toBe(0);
      expect(uidOf(first, `entry-${entry}`).sequence).toBe(0);

      // Editing the entry raises its SEQUENCE alone.
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/calendar/entries/${entry}`,
        headers: user.headers,
        payload: { title: 'Birth class' },
      });
      expect(edit.statusCode).toBe(200);
      const afterEdit = await eventsOf(path);
      expect(uidOf(afterEdit, `entry-${entry}`).sequence).toBe(1);
      expect(uidOf(afterEdit, `appointment-${appointment}`).sequence).toBe(0);

      // Cancelling raises the appointment's, and it stays in the feed as cancelled; again changes nothing.
      for (let i = 0; i < 2; i += 1) {
        const cancel = await t.app.inject({
          method: 'PATCH',
          url: `/api/appointments/${appointment}/cancel`,
          headers: user.headers,
        });
        expect(cancel.statusCode).toBe(200);
      }
      const afterCancel = await eventsOf(path);
      expect(uidOf(afterCancel, `appointment-${appointment}`)).toMatchObject({
        sequence: 1,
        status: 'CANCELLED',
        alarms: 0,
      });

      // Showing details changes every event: all of them go up by one.
      await settings(user, { showDetails: true });
      const afterDetails = await eventsOf(path);
      expect(afterDetails.map((e) => [e.uid, e.sequence])).toEqual(afterCancel.map((e) => [e.uid, e.sequence + 1]));
      // Sending the same choice again changes nothing.
      await settings(user, { showDetails: true });
      expect((await eventsOf(path)).map((e) => e.sequence)).toEqual(afterDetails.map((e) => e.sequence));

      // A new due date moves her care steps: their SEQUENCE goes up with the same UIDs.
      await updateProfile(t.database.db, user.id, { dueDate: '2031-05-15' });
      const afterDue = await eventsOf(path);
      const care = (events: ParsedEvent[]) => events.filter((e) => e.uid.startsWith('care-tdap'));
      expect(care(afterDue)[0]!.uid).toBe(care(afterDetails)[0]!.uid);
      expect(care(afterDue)[0]!.sequence).toBe(care(afterDetails)[0]!.sequence + 1);
      expect(care(afterDue)[0]!.start).not.toBe(care(afterDetails)[0]!.start);
    });

    it('gives two users different UIDs for the same care step', async () => {
      const [a, b] = [await t.createUser({ dueDate: '2031-05-01' }), await t.createUser({ dueDate: '2031-05-01' })];
      const tdapOf = async (u: TestUser) => uidOf(await eventsOf((await makeLink(u)).path), 'care-tdap').uid;
      const [ua, ub] = [await tdapOf(a), await tdapOf(b)];
      expect(ua).not.toBe(ub);
      expect(ua).not.toContain(a.id);
    });
  });

  describe('settings', () => {
    it('starts with e-mails off and details hidden, and saves each switch', async () => {
      const user = await t.createUser();
      expect((await t.app.inject({ url: '/api/reminders/settings', headers: user.headers })).json()).toEqual({
        calendarLinkCreatedAt: null,
        emailDayBefore: false,
        showDetails: false,
      });
      expect((await settings(user, { emailDayBefore: true })).json()).toMatchObject({
        emailDayBefore: true,
        showDetails: false,
      });
      expect((await settings(user, { showDetails: true })).json()).toMatchObject({
        emailDayBefore: true,
        showDetails: true,
      });
    });

    it.each([
      [{ emailDayBefore: 'yes' }, REMINDER_SETTING_MESSAGE],
      [{ showDetails: null }, REMINDER_SETTING_MESSAGE],
      [{}, REMINDER_SETTINGS_EMPTY_MESSAGE],
    ])('refuses %j with its message and changes nothing', async (payload, message) => {
      const user = await t.createUser();
      const res = await settings(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
      const [row] = await t.database.db
        .select({ id: reminderSettings.userId })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, user.id));
      expect(row).toBeUndefined();
    });

    it('refuses a field it does not know', async () => {
      const user = await t.createUser();
      expect((await settings(user, { emailDayBefore: true, feedSecretHash: 'x' })).statusCode).toBe(400);
    });
  });
});
