import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentReminders } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

// Dr. Marigold Thistlewood of the sample directory.
const PROVIDER = 'npi-0100000013';
const HOUR = 3_600_000;

/*
 * The e-mail the day before an appointment (issue 34): through the outbox (the test app's fake
 * transport fills `t.mail`), off by default, sent once whatever number of sweeps run.
 */
describe('day-before e-mail reminders', () => {
  let now = new Date('2031-03-01T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bloom.example' }, { now: () => now });
  });
  afterAll(() => t.close());

  /** A user signed in at `signedInAt` with one appointment at `startsAt`. */
  const withAppointment = async (startsAt: string, opts: { email?: boolean; details?: boolean } = {}) => {
    now = new Date(new Date(startsAt).getTime() - 72 * HOUR);
    const user = await t.createUser({ timeZone: 'America/Chicago' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: user.headers,
      payload: {
        providerId: PROVIDER,
        title: 'Glucose test',
        type: 'Lab Work',
        dateTime: startsAt,
        location: 'Lab, 2nd floor',
      },
    });
    expect(res.statusCode).toBe(201);
    const changes = { emailDayBefore: opts.email ?? true, showDetails: opts.details ?? false };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/reminders/settings',
      headers: user.headers,
      payload: changes,
    });
    expect(patched.statusCode).toBe(200);
    return { user, appointmentId: (res.json() as { id: string }).id };
  };
  const mailTo = (user: TestUser) => t.mail.filter((m) => m.to === user.email);
  const sweepAt = (instant: number) => {
    now = new Date(instant);
    return t.app.sweepDayBeforeReminders();
  };

  it('sends one e-mail within the day before, not earlier, and never twice across sweeps', async () => {
    const startsAt = '2031-03-10T15:30:00.000Z';
    const start = Date.parse(startsAt);
    const { user, appointmentId } = await withAppointment(startsAt);
    await sweepAt(start - 25 * HOUR);
    expect(mailTo(user)).toHaveLength(0);
    await sweepAt(start - 24 * HOUR);
    expect(mailTo(user)).toHaveLength(1);
    await sweepAt(start - 23 * HOUR);
    await sweepAt(start - HOUR);
    expect(mailTo(user)).toHaveLength(1);
    // Once it has begun there is nothing to remind.
    await sweepAt(start + HOUR);
    expect(mailTo(user)).toHaveLength(1);
    const marks = await t.database.db
      .select({ sentAt: appointmentReminders.sentAt })
      .from(appointmentReminders)
      .where(eq(appointmentReminders.appointmentId, appointmentId));
    expect(marks).toEqual([{ sentAt: new Date(start - 24 * HOUR) }]);
  });

  it('sends once when two instances sweep at the same moment', async () => {
    const startsAt = '2031-03-12T09:00:00.000Z';
    const { user } = await withAppointment(startsAt);
    now = new Date(Date.parse(startsAt) - 2 * HOUR);
    const queued = await Promise.all([
      t.app.sweepDayBeforeReminders(),
      t.app.sweepDayBeforeReminders(),
      t.app.sweepDayBeforeReminders(),
    ]);
    expect(mailTo(user)).toHaveLength(1);
    expect(queued.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });

  it('sends nothing while she has not turned reminders on (off by default), or for a cancelled appointment', async () => {
    const startsAt = '2031-03-14T16:00:00.000Z';
    const off = await withAppointment(startsAt, { email: false });
    const fresh = await t.createUser();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: fresh.headers,
      payload: { providerId: PROVIDER, title: 'Checkup', type: 'Regular Checkup', dateTime: startsAt },
    });
    expect(booked.statusCode).toBe(201);
    const cancelled = await withAppointment(startsAt);
    now = new Date(Date.parse(startsAt) - 72 * HOUR);
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${cancelled.appointmentId}/cancel`,
      headers: cancelled.user.headers,
    });
    expect(cancel.statusCode).toBe(200);
    await sweepAt(Date.parse(startsAt) - 3 * HOUR);
    expect(mailTo(off.user)).toHaveLength(0);
    expect(mailTo(fresh)).toHaveLength(0);
    expect(mailTo(cancelled.user)).toHaveLength(0);
  });

  it('keeps the e-mail discreet unless she chose details, with the time in her zone', async () => {
    const startsAt = '2031-03-18T15:30:00.000Z';
    const discreet = await withAppointment(startsAt);
    const detailed = await withAppointment(startsAt, { details: true });
    await sweepAt(Date.parse(startsAt) - 20 * HOUR);
    const [plain] = mailTo(discreet.user);
    // 15:30 UTC is 10:30 AM in Chicago (daylight time from 9 March 2031).
    expect(plain!.subject).toBe('Reminder: appointment Tuesday, March 18 at 10:30 AM');
    expect(plain!.text).toContain('https://bloom.example/profile');
    for (const words of ['Glucose', 'Lab', 'Thistlewood']) {
      expect(`${plain!.subject}\n${plain!.text}`).not.toContain(words);
    }
    const [full] = mailTo(detailed.user);
    expect(full!.subject).toBe('Reminder: Glucose test, Tuesday, March 18 at 10:30 AM');
    expect(full!.text).toContain('Where: Lab, 2nd floor');
    expect(full!.text).toContain('With: Dr. Marigold Thistlewood');
  });
});
