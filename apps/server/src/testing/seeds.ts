// Rows of every owner for the tests that read across features (the admin's events and record
// pages, her export): each row is written by its owner's test kit (decision 015), and this file,
// outside the features, is where they are put together.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { seedAppointments } from '../features/appointments/test-kit.ts';
import { seedCalendarEntries } from '../features/calendar/test-kit.ts';
import { seedChatAllowances, seedChatMessages, seedIssuedReplies, seedUsageStats } from '../features/chat/test-kit.ts';
import { seedFoodChecks } from '../features/food-safety/test-kit.ts';
import { seedSyncConnections, seedSyncRequests } from '../features/partner-sync/test-kit.ts';
import { seedProviders } from '../features/providers/test-kit.ts';
import { seedChecklistItems } from '../features/checklists/test-kit.ts';
import { seedContractions } from '../features/contractions/test-kit.ts';
import { seedKickSessions } from '../features/kicks/test-kit.ts';
import { seedMoods, seedSymptoms } from '../features/tracking/test-kit.ts';
import { seedWeightProfiles, seedWeights } from '../features/weight/test-kit.ts';
import { insertAudit } from '../platform/audit-log.ts';
import { MailOutbox } from '../platform/mail-outbox.ts';
import {
  insertPromoCode,
  insertRedemption,
  markPromoCodeDisabled,
  type PromoCodeValues,
} from '../platform/promo-codes.ts';

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

// Each owner's seeds, for a test of another folder that sets up rows it does not own.
export { seedAppointments } from '../features/appointments/test-kit.ts';
export { seedCalendarEntries } from '../features/calendar/test-kit.ts';
export { seedChatMessages, seedUsageStats } from '../features/chat/test-kit.ts';
export { seedContractions } from '../features/contractions/test-kit.ts';
export { seedKickSessions } from '../features/kicks/test-kit.ts';
export { seedProviders } from '../features/providers/test-kit.ts';
export { seedMoods, seedSymptoms } from '../features/tracking/test-kit.ts';

/** A promo code through its owner (platform/promo-codes.ts); switched off at `disabledAt` when given. */
export async function seedPromoCode(
  db: Db,
  values: Partial<PromoCodeValues> & Pick<PromoCodeValues, 'code' | 'tokens'> & { disabledAt?: Date },
): Promise<void> {
  const { disabledAt, ...rest } = values;
  await insertPromoCode(db, { maxRedemptions: null, perUserLimit: 1, expiresAt: null, ...rest });
  if (disabledAt) await markPromoCodeDisabled(db, values.code, disabledAt);
}

/** E-mails waiting in the outbox, queued as the app queues them, never delivered (the outbox is not started). */
export async function queueMail(db: Db, messages: { to: string; subject: string; text: string }[]): Promise<void> {
  const outbox = new MailOutbox(db, { send: async () => undefined }, silentLog, { deliverInline: false });
  for (const message of messages) await outbox.send(message);
}

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** An instant `minutes` before now, so every test places its rows in time exactly. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

let weightsSeeded = 0;
/** A new date for each seeded weight, going back from 2026-03-01. */
const weightDate = () => new Date(Date.UTC(2026, 2, 1) - weightsSeeded++ * DAY).toISOString().slice(0, 10);

type EventInstants = Record<
  'chat' | 'calendar' | 'symptom' | 'mood' | 'kicks' | 'contraction' | 'checklist' | 'weight' | 'appointment' | 'usage',
  Date
>;

/** Each source's row a little apart, oldest first: the chat message 7 minutes ago, the usage record 1 minute ago. */
export const minutesApart = (): EventInstants => ({
  chat: minutesAgo(7),
  calendar: minutesAgo(6),
  symptom: minutesAgo(5),
  mood: minutesAgo(4),
  kicks: minutesAgo(3),
  contraction: minutesAgo(2.5),
  checklist: minutesAgo(2.4),
  weight: minutesAgo(2.3),
  appointment: minutesAgo(2),
  usage: minutesAgo(1),
});

/** One record of each event source for a user, at the given instants; returns their ids by type. */
export async function seedOneOfEach(
  db: Db,
  userId: string,
  at: EventInstants = minutesApart(),
  providerId: string | null = null,
) {
  const [chat] = await seedChatMessages(db, [
    { userId, message: 'How much water should I drink?', isFromUser: true, timestamp: at.chat },
  ]);
  const [entry] = await seedCalendarEntries(db, [
    { userId, date: '2026-03-01', type: 'event', title: 'Glucose test', createdAt: at.calendar },
  ]);
  const [symptom] = await seedSymptoms(db, [{ userId, name: 'Nausea', severity: 3, loggedAt: at.symptom }]);
  const [mood] = await seedMoods(db, [{ userId, mood: 'Happy', energy: 4, loggedAt: at.mood }]);
  // 12 movements over 30 minutes, the 10th 23 minutes in.
  const [kicks] = await seedKickSessions(db, [
    {
      userId,
      startedAt: at.kicks,
      endedAt: new Date(at.kicks.getTime() + 30 * MINUTE),
      kicks: 12,
      tenthKickAt: new Date(at.kicks.getTime() + 23 * MINUTE),
    },
  ]);
  // A contraction of 62 seconds.
  const [contraction] = await seedContractions(db, [
    { userId, startedAt: at.contraction, endedAt: new Date(at.contraction.getTime() + 62_000) },
  ]);
  // An item of her own on her hospital bag list, ticked.
  const [checklist] = await seedChecklistItems(db, [
    { userId, list: 'hospital-bag', text: 'Phone charger', done: true, position: 14, createdAt: at.checklist },
  ]);
  // 68.4 kg, on a date of its own (one weight per date: a second seed for her takes the day before).
  const [weight] = await seedWeights(db, [{ userId, date: weightDate(), weightKg: 68.4, createdAt: at.weight }]);
  const [appointment] = await seedAppointments(db, [
    {
      userId,
      providerId,
      title: 'Scan',
      type: 'Ultrasound',
      dateTime: new Date(Date.now() + 7 * DAY),
      createdAt: at.appointment,
    },
  ]);
  const [usage] = await seedUsageStats(db, [
    { userId, featureType: 'text_chat', durationSeconds: 90, timestamp: at.usage },
  ]);
  return {
    chat_message: chat!,
    calendar_entry: entry!,
    symptom: symptom!,
    mood: mood!,
    kick_session: kicks!,
    contraction: contraction!,
    checklist_item: checklist!,
    weight: weight!,
    appointment: appointment!,
    feature_usage: usage!,
  };
}

/**
 * Test data only: one row in every table that refers to a user, all marked with `tag` so a test
 * can tell whose rows came back. `partnerId` gets a sync request and connection with her.
 */
export async function seedUserData(db: Db, user: { id: string; email: string }, tag: string, partnerId: string) {
  const providerId = `own-${randomUUID()}`;
  const code = `PROMO${randomUUID().slice(0, 8).toUpperCase()}`;
  await seedSymptoms(db, [{ userId: user.id, name: `${tag} nausea`, severity: 3, notes: `${tag} note` }]);
  await seedMoods(db, [{ userId: user.id, mood: 'Calm', energy: 4, tags: [`${tag}-tag`], notes: `${tag} mood` }]);
  await seedCalendarEntries(db, [{ userId: user.id, date: '2027-03-01', type: 'note', title: `${tag} entry` }]);
  await seedProviders(db, [
    {
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
    },
  ]);
  await seedAppointments(db, [
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
  await seedFoodChecks(db, [{ userId: user.id, foodName: `${tag} salmon`, status: 'safe' }]);
  await seedKickSessions(db, [
    {
      userId: user.id,
      startedAt: new Date('2026-03-01T20:00:00Z'),
      endedAt: new Date('2026-03-01T20:30:00Z'),
      kicks: 12,
      tenthKickAt: new Date('2026-03-01T20:21:00Z'),
      lessThanUsual: true,
    },
  ]);
  await seedContractions(db, [
    {
      userId: user.id,
      startedAt: new Date('2026-03-01T21:00:00Z'),
      endedAt: new Date('2026-03-01T21:01:02Z'),
    },
  ]);
  // Her weight tool: 62.5 kg and 168 cm before pregnancy, read in pounds; two weights.
  await seedWeightProfiles(db, [
    {
      userId: user.id,
      prePregnancyWeightKg: 62.5,
      heightCm: 168,
      units: 'imperial',
      twins: false,
      updatedAt: new Date('2026-01-10T09:00:00Z'),
    },
  ]);
  await seedWeights(db, [
    { userId: user.id, date: '2026-03-01', weightKg: 66.2, createdAt: new Date('2026-03-01T08:00:00Z') },
    { userId: user.id, date: '2026-02-01', weightKg: 64.8, createdAt: new Date('2026-02-01T08:00:00Z') },
  ]);
  // Her own checklist item, and a suggestion she ticked.
  await seedChecklistItems(db, [
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
  await seedChatMessages(db, [
    { userId: user.id, message: `${tag} question`, isFromUser: true },
    { userId: user.id, message: `${tag} answer`, isFromUser: false },
  ]);
  await seedUsageStats(db, [{ userId: user.id, featureType: 'text_chat', durationSeconds: 60 }]);
  await seedChatAllowances(db, [{ userId: user.id, day: '2026-03-01', sessionsUsed: 1 }]);
  await seedIssuedReplies(db, [
    { userId: user.id, replyHash: `${tag}-hash`, issuedAt: new Date('2026-03-01T10:00:00Z'), used: true },
  ]);
  await insertPromoCode(db, { code, tokens: 3, maxRedemptions: null, perUserLimit: 1, expiresAt: null });
  await insertRedemption(db, user.id, code, new Date());
  await seedSyncRequests(db, [{ requesterId: partnerId, partnerId: user.id, status: 'approved' }]);
  await seedSyncConnections(db, [{ parentId: user.id, partnerId }]);
  // Queued only: the mail waits as an undelivered one would.
  await queueMail(db, [{ to: user.email, subject: `${tag} waiting mail`, text: 'Hello' }]);
  await insertAudit(db, { actorId: null, action: `${tag}.read`, targetUserId: user.id });
  return { providerId, code };
}

export { insertOrphanSymptom } from '../features/tracking/test-kit.ts';
