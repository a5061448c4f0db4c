import { userExportSchema } from '@bloom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentReminders, reminderSettings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const PROVIDER = 'npi-0100000013';
const HOUR = 3_600_000;

/** Her reminder settings and sent reminders: in her JSON export (never the link's hash), gone with her account. */
describe('reminders in her export and account deletion', () => {
  let now = new Date('2031-03-08T12:00:00Z');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { now: () => now });
  });
  afterAll(() => t.close());

  it('exports her settings and sent reminders, and deletes them with her account', async () => {
    const user = await t.createUser();
    const startsAt = '2031-03-08T12:40:00.000Z';
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: user.headers,
      payload: { providerId: PROVIDER, title: 'Checkup', type: 'Regular Checkup', dateTime: startsAt },
    });
    const appointmentId = (booked.json() as { id: string }).id;
    await t.app.inject({
      method: 'PATCH',
      url: '/api/reminders/settings',
      headers: user.headers,
      payload: { emailDayBefore: true },
    });
    const link = await t.app.inject({ method: 'POST', url: '/api/reminders/calendar-link', headers: user.headers });
    const secret = (link.json() as { url: string }).url.split('/').pop()!.replace('.ics', '');
    now = new Date(Date.parse(startsAt) - HOUR / 2);
    expect(await t.app.sweepDayBeforeReminders()).toBe(1);

    const res = await t.app.inject({ url: '/api/user/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const data = userExportSchema.parse(res.json());
    expect(data.reminderSettings).toEqual({
      emailDayBefore: true,
      showDetails: false,
      calendarLinkCreatedAt: '2031-03-08T12:00:00.000Z',
      updatedAt: '2031-03-08T12:00:00.000Z',
    });
    expect(data.appointmentReminders).toEqual([{ appointmentId, startsAt, sentAt: '2031-03-08T12:10:00.000Z' }]);
    expect(res.body).not.toContain(secret);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left = async (table: typeof reminderSettings | typeof appointmentReminders) =>
      t.database.db.select({ userId: table.userId }).from(table).where(eq(table.userId, user.id));
    expect(await left(reminderSettings)).toEqual([]);
    expect(await left(appointmentReminders)).toEqual([]);
  });

  it('exports nothing for someone who never changed a setting', async () => {
    const user = await t.createUser();
    const data = userExportSchema.parse(
      (await t.app.inject({ url: '/api/user/export', headers: user.headers })).json(),
    );
    expect(data.reminderSettings).toBeNull();
    expect(data.appointmentReminders).toEqual([]);
  });
});
