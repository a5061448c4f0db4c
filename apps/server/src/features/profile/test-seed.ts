import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  auditLog,
  calendarEntries,
  chatAllowances,
  chatIssuedReplies,
  chatMessages,
  checklistItems,
  foodChecks,
  contractions,
  kickSessions,
  mailOutbox,
  moods,
  promoCodes,
  promoRedemptions,
  providers,
  symptoms,
  syncConnections,
  syncRequests,
  usageStats,
  weightProfiles,
  weights,
} from '../../db/schema/index.ts';

/**
 * Test data only: one row in every table that refers to a user, all marked with `tag` so a test
 * can tell whose rows came back. `partnerId` gets a sync request and connection with her.
 */
export async function seedUserData(db: Db, user: { id: string; email: string }, tag: string, partnerId: string) {
  const providerId = `own-${randomUUID()}`;
  const code = `PROMO${randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(symptoms).values({ userId: user.id, name: `${tag} nausea`, severity: 3, notes: `${tag} note` });
  await db
    .insert(moods)
    .values({ userId: user.id, mood: 'Calm', energy: 4, tags: [`${tag}-tag`], notes: `${tag} mood` });
  await db.insert(calendarEntries).values({ userId: user.id, date: '2027-03-01', type: 'note', title: `${tag} entry` });
  await db.insert(providers).values({
    id: providerId,
    ownerId: user.id,
    name: `${tag} Dr. Own`,
    specialty: 'Certified Nurse Midwife',
    practice: `${tag} practice`,
    phone: '',
    address: `1 ${tag} Street`,
    zipCode: '',
    rating: 0,
    reviewCount: 0,
    acceptsNewPatients: true,
  });
  await db.insert(appointments).values([
    {
      userId: user.id,
      providerId,
      title: `${tag} checkup`,
      type: 'Regular Checkup',
      dateTime: new Date('2027-04-02T15:30:00Z'),
      location: `${tag} clinic, room 4`,
      notes: `${tag}: bring results, ask about iron`,
    },
    {
      userId: user.id,
      providerId: null,
      title: `${tag} ultrasound`,
      type: 'Ultrasound',
      dateTime: new Date('2027-05-10T09:00:00Z'),
      status: 'cancelled',
    },
  ]);
  await db.insert(foodChecks).values({ userId: user.id, foodName: `${tag} salmon`, status: 'safe' });
  await db.insert(kickSessions).values({
    userId: user.id,
    startedAt: new Date('2026-03-01T20:00:00Z'),
    endedAt: new Date('2026-03-01T20:30:00Z'),
    kicks: 12,
    tenthKickAt: new Date('2026-03-01T20:21:00Z'),
    lessThanUsual: true,
  });
  await db.insert(contractions).values({
    userId: user.id,
    startedAt: new Date('2026-03-01T21:00:00Z'),
    endedAt: new Date('2026-03-01T21:01:02Z'),
  });
  // Her weight tool: 62.5 kg and 168 cm before pregnancy, read in pounds; two weights.
  await db.insert(weightProfiles).values({
    userId: user.id,
    prePregnancyWeightKg: 62.5,
    heightCm: 168,
    units: 'imperial',
    twins: false,
    updatedAt: new Date('2026-01-10T09:00:00Z'),
  });
  await db.insert(weights).values([
    { userId: user.id, date: '2026-03-01', weightKg: 66.2, createdAt: new Date('2026-03-01T08:00:00Z') },
    { userId: user.id, date: '2026-02-01', weightKg: 64.8, createdAt: new Date('2026-02-01T08:00:00Z') },
  ]);
  // Her own checklist item, and a suggestion she ticked.
  await db.insert(checklistItems).values([
    {
      userId: user.id,
      list: 'hospital-bag',
      text: `${tag} phone charger`,
      position: 14,
      createdAt: new Date('2026-03-01T22:00:00Z'),
    },
    {
      userId: user.id,
      list: 'hospital-bag',
      suggestionId: 'bag-notes',
      done: true,
      createdAt: new Date('2026-03-01T22:01:00Z'),
    },
  ]);
  await db.insert(chatMessages).values([
    { userId: user.id, message: `${tag} question`, isFromUser: true },
    { userId: user.id, message: `${tag} answer`, isFromUser: false },
  ]);
  await db.insert(usageStats).values({ userId: user.id, featureType: 'text_chat', durationSeconds: 60 });
  await db.insert(chatAllowances).values({ userId: user.id, day: '2026-03-01', sessionsUsed: 1 });
  await db
    .insert(chatIssuedReplies)
    .values({ userId: user.id, replyHash: `${tag}-hash`, issuedAt: new Date('2026-03-01T10:00:00Z'), used: true });
  await db.insert(promoCodes).values({ code, tokens: 3 });
  await db.insert(promoRedemptions).values({ code, userId: user.id });
  await db.insert(syncRequests).values({ requesterId: partnerId, partnerId: user.id, status: 'approved' });
  await db.insert(syncConnections).values({ parentId: user.id, partnerId });
  await db.insert(mailOutbox).values({ to: user.email, subject: `${tag} waiting mail`, text: 'Hello' });
  await db.insert(auditLog).values({ actorId: null, action: `${tag}.read`, targetUserId: user.id });
  return { providerId, code };
}

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Every column of a user-reference in this database (foreign keys to users.id), as `table.column`. */
export async function userReferenceColumns(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    `select kcu.table_name, kcu.column_name
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.key_column_usage ref
         on ref.constraint_name = rc.unique_constraint_name and ref.constraint_schema = rc.unique_constraint_schema
      where ref.table_name = 'users' and kcu.table_schema = current_schema()
      order by 1, 2`,
  );
  return rows.map((r) => `${r.table_name}.${r.column_name}`);
}
