import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentReminders, reminderSettings } from '../../db/schema/index.ts';

/** Her settings as the service reads them; no row reads as the defaults. */
const settingsColumns = {
  userId: reminderSettings.userId,
  feedCreatedAt: reminderSettings.feedCreatedAt,
  emailDayBefore: reminderSettings.emailDayBefore,
  showDetails: reminderSettings.showDetails,
  feedRevision: reminderSettings.feedRevision,
  feedDueDate: reminderSettings.feedDueDate,
  updatedAt: reminderSettings.updatedAt,
};

export type SettingsRow = Awaited<ReturnType<typeof findSettings>>;

export async function findSettings(db: Db, userId: string) {
  const [row] = await db
    .select(settingsColumns)
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId))
    .limit(1);
  return row;
}

/** Her row, made with the defaults when she has none yet. */
async function ensureSettings(db: Db, userId: string, now: Date): Promise<void> {
  await db.insert(reminderSettings).values({ userId, updatedAt: now }).onConflictDoNothing();
}

/**
 * Changes her switches. Showing or hiding details changes every event of her feed, so it raises
 * the feed's revision (each event's SEQUENCE adds it).
 */
export async function updateSettings(
  db: Db,
  userId: string,
  changes: { emailDayBefore?: boolean | undefined; showDetails?: boolean | undefined },
  now: Date,
) {
  await ensureSettings(db, userId, now);
  const details = changes.showDetails;
  const [row] = await db
    .update(reminderSettings)
    .set({
      ...(changes.emailDayBefore === undefined ? {} : { emailDayBefore: changes.emailDayBefore }),
      ...(details === undefined
        ? {}
        : {
            showDetails: details,
            feedRevision: sql`${reminderSettings.feedRevision} + case when ${reminderSettings.showDetails} = ${details} then 0 else 1 end`,
          }),
      updatedAt: now,
    })
    .where(eq(reminderSettings.userId, userId))
    .returning(settingsColumns);
  return row!;
}

/** Her new link's hash; the old one stops matching at once (one row per user, one hash). */
export async function replaceFeedSecret(db: Db, userId: string, secretHash: string, now: Date) {
  await ensureSettings(db, userId, now);
  const [row] = await db
    .update(reminderSettings)
    .set({ feedSecretHash: secretHash, feedCreatedAt: now, updatedAt: now })
    .where(eq(reminderSettings.userId, userId))
    .returning(settingsColumns);
  return row!;
}

export async function clearFeedSecret(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(reminderSettings)
    .set({ feedSecretHash: null, feedCreatedAt: null, updatedAt: now })
    .where(eq(reminderSettings.userId, userId));
}

/**
 * Whose feed this secret's hash opens. Looked up by the hash alone, like a session or a reset
 * link: the secret is the credential.
 */
export async function findByFeedHash(db: Db, secretHash: string) {
  const [row] = await db
    .select(settingsColumns)
    .from(reminderSettings)
    .where(eq(reminderSettings.feedSecretHash, secretHash))
    .limit(1);
  return row;
}

/**
 * Notes the due date her feed's care items are dated from; when it moved since the last
 * fetch, the feed's revision rises (the first date noted raises nothing). Returns the revision.
 */
export async function noteFeedDueDate(db: Db, userId: string, dueDate: string | null): Promise<number | undefined> {
  const [row] = await db
    .update(reminderSettings)
    .set({
      feedRevision: sql`${reminderSettings.feedRevision} + case when ${reminderSettings.feedDueDate} is null then 0 else 1 end`,
      feedDueDate: dueDate,
    })
    .where(
      and(eq(reminderSettings.userId, userId), sql`${reminderSettings.feedDueDate} is distinct from ${dueDate}::date`),
    )
    .returning({ feedRevision: reminderSettings.feedRevision });
  return row?.feedRevision;
}

/** The users who asked for day-before e-mails, as a subquery of ids (for the appointments' owner). */
export const emailReminderUsers = sql`(select ${reminderSettings.userId} from ${reminderSettings} where ${reminderSettings.emailDayBefore})`;

/**
 * Marks one appointment's day-before e-mail as sent; true only for the caller whose insert
 * landed, so two sweeps (on two instances) never both send it.
 */
export async function claimReminder(
  db: Db,
  mark: { appointmentId: string; userId: string; startsAt: Date; sentAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(appointmentReminders)
    .values(mark)
    .onConflictDoNothing()
    .returning({ appointmentId: appointmentReminders.appointmentId });
  return rows.length > 0;
}

/** Her sent day-before e-mails, oldest first (her export). */
export function sentReminders(db: Db, userId: string) {
  return db
    .select({
      appointmentId: appointmentReminders.appointmentId,
      startsAt: appointmentReminders.startsAt,
      sentAt: appointmentReminders.sentAt,
    })
    .from(appointmentReminders)
    .where(eq(appointmentReminders.userId, userId))
    .orderBy(asc(appointmentReminders.sentAt), asc(appointmentReminders.appointmentId));
}
