import { createHash } from 'node:crypto';
import {
  ErrorCode,
  TOO_MANY_FEED_REQUESTS_MESSAGE,
  type CalendarLink,
  type CareTimeline,
  type ReminderSettings,
  type ReminderSettingsUpdate,
} from '@bloom/contract';
import { addIsoDays, knownTimeZone, toIsoDate } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { generateToken, hashToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { findPregnancy } from '../../platform/users/repo.ts';
import { feedCalendar } from './feed-ics.ts';
import {
  clearFeedSecret,
  findByFeedHash,
  findSettings,
  noteFeedDueDate,
  replaceFeedSecret,
  updateSettings,
  type SettingsRow,
} from './repo.ts';
import { careTimelineFor } from './timeline.ts';

/** Entry types her feed carries: what she plans. Logs (symptoms, food, activity) stay in BLOOM. */
export const FEED_ENTRY_TYPES = ['event', 'note', 'milestone'] as const;
/** How far back her feed reaches (phones keep what they fetched before). */
export const FEED_PAST_DAYS = 90;

/**
 * Fetches of one link per hour (phones refetch about hourly; a person pressing refresh is fine),
 * and unknown links per client address per 10 minutes (a guesser; the link has 256 random bits).
 */
export const FEED_LIMITS = {
  perLink: { requests: 60, windowMs: 60 * 60_000 },
  missesPerAddress: { requests: 30, windowMs: 10 * 60_000 },
} as const;

const toSettings = (row: SettingsRow | undefined): ReminderSettings => ({
  calendarLinkCreatedAt: row?.feedCreatedAt?.toISOString() ?? null,
  emailDayBefore: row?.emailDayBefore ?? false,
  showDetails: row?.showDetails ?? false,
});

export async function reminderSettingsOf(db: Db, userId: string): Promise<ReminderSettings> {
  return toSettings(await findSettings(db, userId));
}

export async function changeReminderSettings(
  db: Db,
  userId: string,
  input: ReminderSettingsUpdate,
  now: Date,
): Promise<ReminderSettings> {
  return toSettings(await updateSettings(db, userId, input, now));
}

/** The feed's address: the path alone is the credential, so it is never logged (logs carry route patterns). */
export function feedUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}/api/calendar/feed/${secret}.ics`;
}

/** A new link; the old one (if any) stops working in the same statement. Only its hash is kept. */
export async function makeCalendarLink(db: Db, publicUrl: string, userId: string, now: Date): Promise<CalendarLink> {
  const secret = generateToken();
  const row = await replaceFeedSecret(db, userId, hashToken(secret), now);
  return { url: feedUrl(publicUrl, secret), createdAt: row.feedCreatedAt!.toISOString() };
}

export async function stopCalendarLink(db: Db, userId: string, now: Date): Promise<void> {
  await clearFeedSecret(db, userId, now);
}

/** Her care timeline; empty while she is not pregnant or her due date is unknown. */
export async function careTimelineOf(db: Db, userId: string, now: Date): Promise<CareTimeline> {
  const her = await findPregnancy(db, userId);
  if (!her?.isPregnant || !her.dueDate) return { dueDate: null, items: [] };
  const today = toIsoDate(now, knownTimeZone(her.timeZone));
  return { dueDate: her.dueDate, items: careTimelineFor(her.dueDate, today) };
}

/** Not her id, and the same for every link she makes: her care items keep their UIDs. */
function uidSalt(userId: string): string {
  return createHash('sha256').update(`bloom-feed:${userId}`).digest('hex').slice(0, 16);
}

/**
 * Her calendar feed for the secret in the link, or 404 for an unknown or replaced link. The
 * limits answer 429 for a link fetched too often, or an address trying too many unknown links.
 */
export async function calendarFeed(
  ctx: Pick<AppContext, 'appointments' | 'calendarEntries'> & { db: Db; rateLimiter: RateLimiter },
  secret: string,
  ip: string,
  now: Date,
): Promise<string> {
  const secretHash = hashToken(secret);
  const settings = await findByFeedHash(ctx.db, secretHash);
  if (!settings) {
    const { requests, windowMs } = FEED_LIMITS.missesPerAddress;
    if (!(await ctx.rateLimiter.hit(`calendar-feed:miss:${ip}`, requests, windowMs))) {
      throw new AppError(429, TOO_MANY_FEED_REQUESTS_MESSAGE, ErrorCode.rateLimited);
    }
    throw notFound();
  }
  const { requests, windowMs } = FEED_LIMITS.perLink;
  if (!(await ctx.rateLimiter.hit(`calendar-feed:link:${secretHash}`, requests, windowMs))) {
    throw new AppError(429, TOO_MANY_FEED_REQUESTS_MESSAGE, ErrorCode.rateLimited);
  }
  const { userId } = settings;
  const her = await findPregnancy(ctx.db, userId);
  const timeZone = knownTimeZone(her?.timeZone);
  const today = toIsoDate(now, timeZone);
  const dueDate = her?.isPregnant && her.dueDate ? her.dueDate : null;
  const raised = await noteFeedDueDate(ctx.db, userId, dueDate);
  const since = addIsoDays(today, -FEED_PAST_DAYS);
  const [appointments, entries] = await Promise.all([
    ctx.appointments.forFeed(ctx.db, userId, new Date(`${since}T00:00:00Z`)),
    ctx.calendarEntries.forFeed(ctx.db, userId, FEED_ENTRY_TYPES, since),
  ]);
  return feedCalendar({
    appointments,
    entries,
    care: dueDate ? careTimelineFor(dueDate, today) : [],
    showDetails: settings.showDetails,
    feedRevision: raised ?? settings.feedRevision,
    uidSalt: uidSalt(userId),
    timeZone,
    now,
  });
}
