// Helpers of the admin tests (not part of the server).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  calendarEntries,
  chatMessages,
  checklistItems,
  contractions,
  kickSessions,
  moods,
  symptoms,
  usageStats,
  weights,
} from '../../db/schema/index.ts';

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** An instant `minutes` before now, so every test places its rows in time exactly. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

let weightsSeeded = 0;
/** A new date for each seeded weight, going back from 2026-03-01. */
const weightDate = () => new Date(Date.UTC(2026, 2, 1) - weightsSeeded++ * DAY).toISOString().slice(0, 10);

/** One record of each event source for a user, at the given instants; returns their ids by type. */
export async function seedOneOfEach(
  db: Db,
  userId: string,
  at: Record<
    | 'chat'
    | 'calendar'
    | 'symptom'
    | 'mood'
    | 'kicks'
    | 'contraction'
    | 'checklist'
    | 'weight'
    | 'appointment'
    | 'usage',
    Date
  >,
  providerId: string | null = null,
) {
  const [chat] = await db
    .insert(chatMessages)
    .values({ userId, message: 'How much water should I drink?', isFromUser: true, timestamp: at.chat })
    .returning({ id: chatMessages.id });
  const [entry] = await db
    .insert(calendarEntries)
    .values({ userId, date: '2026-03-01', type: 'event', title: 'Glucose test', createdAt: at.calendar })
    .returning({ id: calendarEntries.id });
  const [symptom] = await db
    .insert(symptoms)
    .values({ userId, name: 'Nausea', severity: 3, loggedAt: at.symptom })
    .returning({ id: symptoms.id });
  const [mood] = await db
    .insert(moods)
    .values({ userId, mood: 'Happy', energy: 4, loggedAt: at.mood })
    .returning({ id: moods.id });
  // 12 movements over 30 minutes, the 10th 23 minutes in.
  const [kicks] = await db
    .insert(kickSessions)
    .values({
      userId,
      startedAt: at.kicks,
      endedAt: new Date(at.kicks.getTime() + 30 * MINUTE),
      kicks: 12,
      tenthKickAt: new Date(at.kicks.getTime() + 23 * MINUTE),
    })
    .returning({ id: kickSessions.id });
  // A contraction of 62 seconds.
  const [contraction] = await db
    .insert(contractions)
    .values({ userId, startedAt: at.contraction, endedAt: new Date(at.contraction.getTime() + 62_000) })
    .returning({ id: contractions.id });
  // An item of her own on her hospital bag list, ticked.
  const [checklist] = await db
    .insert(checklistItems)
    .values({ userId, list: 'hospital-bag', text: 'Phone charger', done: true, position: 14, createdAt: at.checklist })
    .returning({ id: checklistItems.id });
  // 68.4 kg, on a date of its own (one weight per date: a second seed for her takes the day before).
  const [weight] = await db
    .insert(weights)
    .values({ userId, date: weightDate(), weightKg: 68.4, createdAt: at.weight })
    .returning({ id: weights.id });
  const [appointment] = await db
    .insert(appointments)
    .values({
      userId,
      providerId,
      title: 'Scan',
      type: 'Ultrasound',
      dateTime: new Date(Date.now() + 7 * DAY),
      createdAt: at.appointment,
    })
    .returning({ id: appointments.id });
  const [usage] = await db
    .insert(usageStats)
    .values({ userId, featureType: 'text_chat', durationSeconds: 90, timestamp: at.usage })
    .returning({ id: usageStats.id });
  return {
    chat_message: chat!.id,
    calendar_entry: entry!.id,
    symptom: symptom!.id,
    mood: mood!.id,
    kick_session: kicks!.id,
    contraction: contraction!.id,
    checklist_item: checklist!.id,
    weight: weight!.id,
    appointment: appointment!.id,
    feature_usage: usage!.id,
  };
}

/**
 * A symptom whose user does not exist, as rows restored from an old backup can be. The foreign
 * key is skipped for this one transaction (replica mode fires no triggers, FK checks included);
 * both PGlite and the tests' PostgreSQL role are superusers, which that setting needs.
 */
export async function insertOrphanSymptom(db: Db, loggedAt: Date): Promise<{ userId: string; id: string }> {
  const userId = randomUUID();
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [row] = await tx
      .insert(symptoms)
      .values({ userId, name: 'Headache', severity: 2, loggedAt })
      .returning({ id: symptoms.id });
    return row!.id;
  });
  return { userId, id };
}
