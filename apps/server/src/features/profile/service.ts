import {
  DUE_DATE_RANGE_MESSAGE,
  WEEKS_REQUIRED_MESSAGE,
  type ProfileUpdate,
  type UserProfile,
  type WeekInfo,
} from '@bloom/contract';
import { currentWeek, dueDateIso, dueDateRange, isValidIsoDate, toIsoDate, trimesterOf } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { toUserProfile, type ProfileRow } from '../../platform/users/profile.ts';
import { findProfile, updateProfile, type ProfileChanges } from '../../platform/users/repo.ts';

export async function getProfile(db: Db, userId: string, now = new Date()): Promise<UserProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  return toUserProfile(row, now);
}

/** A due date sent by the client as her calendar date: a timestamp is read in her time zone. */
function sentDueDate(dueDate: string, timeZone: string): string {
  return isValidIsoDate(dueDate) ? dueDate : toIsoDate(new Date(dueDate), timeZone);
}

/**
 * The due date after an update (see docs/product-decisions.md, "The due date is the truth"):
 * - not pregnant: none;
 * - weeks sent that differ from the weeks computed today (in the zone she was shown them in):
 *   today + (40 − weeks) weeks; weeks equal to today's change nothing, and any `dueDate` sent
 *   beside weeks is ignored (a spec-shaped client derives it from the weeks);
 * - `dueDate` sent without weeks: that date, when it reads as a week 1-42 today;
 * - otherwise the stored one. When the update touches the pregnancy (isPregnant, weeks or due
 *   date) and she is pregnant with none left, it is refused: weeks are required when pregnant.
 *   An update of other fields (a ZIP code, the baby gender) leaves an unknown week unknown.
 */
function nextDueDate(current: ProfileRow, update: ProfileUpdate, isPregnant: boolean, timeZone: string, now: Date) {
  if (!isPregnant) return null;
  const touchesPregnancy =
    update.isPregnant !== undefined || update.pregnancyWeeks !== undefined || update.dueDate !== undefined;
  if (!touchesPregnancy) return current.dueDate;
  // A due date kept from before she was pregnant (none should exist) is not reused.
  let dueDate = current.isPregnant ? current.dueDate : null;
  if (update.pregnancyWeeks != null) {
    if (update.pregnancyWeeks !== currentWeek(current, now, current.timeZone)) {
      dueDate = dueDateIso(update.pregnancyWeeks, now, timeZone);
    }
  } else if (update.dueDate != null) {
    const wanted = sentDueDate(update.dueDate, timeZone);
    const range = dueDateRange(now, timeZone);
    if (!range || wanted < range.earliest || wanted > range.latest) {
      throw badRequest(DUE_DATE_RANGE_MESSAGE, { dueDate: DUE_DATE_RANGE_MESSAGE });
    }
    dueDate = wanted;
  } else if (update.pregnancyWeeks === null) {
    // Explicitly clearing the weeks while pregnant.
    dueDate = null;
  }
  if (dueDate === null) {
    throw badRequest(WEEKS_REQUIRED_MESSAGE, { pregnancyWeeks: WEEKS_REQUIRED_MESSAGE });
  }
  return dueDate;
}

/**
 * Applies a partial update. The due date is the truth: it moves only when the weeks sent differ
 * from the weeks the server computes today, so a client that echoes the weeks it shows never
 * shifts the pregnancy.
 */
export async function changeProfile(db: Db, userId: string, update: ProfileUpdate, now = new Date()) {
  const current = await findProfile(db, userId);
  if (!current) throw notFound();
  const isPregnant = update.isPregnant ?? current.isPregnant;
  const timeZone = update.timeZone ?? current.timeZone;
  const changes: ProfileChanges = {
    isPregnant,
    dueDate: nextDueDate(current, update, isPregnant, timeZone, now),
    ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
    ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
    ...(update.babyGender !== undefined ? { babyGender: update.babyGender } : {}),
    ...(update.timeZone !== undefined ? { timeZone: update.timeZone } : {}),
    ...(update.homeZip !== undefined ? { homeZip: update.homeZip } : {}),
    ...(update.providerPhone !== undefined ? { providerPhone: update.providerPhone } : {}),
    ...(update.locale !== undefined ? { locale: update.locale } : {}),
  };
  const row = await updateProfile(db, userId, changes);
  if (!row) throw notFound();
  return toUserProfile(row, now);
}

/** The current week, derived from the due date; none when not pregnant or the due date is unknown. */
export async function getWeekInfo(db: Db, userId: string, now = new Date()): Promise<WeekInfo> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  const week = toUserProfile(row, now).pregnancyWeeks;
  return { week, trimester: week === null ? null : trimesterOf(week) };
}
