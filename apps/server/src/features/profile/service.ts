import { WEEKS_REQUIRED_MESSAGE, type ProfileUpdate, type UserProfile, type WeekInfo } from '@bloom/contract';
import { dueDateIso, trimesterOf, weeksFromDueDate } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { toUserProfile } from '../../platform/user-profile.ts';
import { findProfile, updateProfile } from './repo.ts';

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  return toUserProfile(row);
}

/** Applies a partial update; the due date is always recomputed here from the weeks. */
export async function changeProfile(db: Db, userId: string, update: ProfileUpdate, now = new Date()) {
  const current = await findProfile(db, userId);
  if (!current) throw notFound();
  const isPregnant = update.isPregnant ?? current.isPregnant;
  const weeksGiven = update.pregnancyWeeks !== undefined;
  let pregnancyWeeks = weeksGiven ? (update.pregnancyWeeks ?? null) : current.pregnancyWeeks;
  if (!isPregnant) pregnancyWeeks = null;
  if (isPregnant && pregnancyWeeks === null) {
    throw badRequest(WEEKS_REQUIRED_MESSAGE, { pregnancyWeeks: WEEKS_REQUIRED_MESSAGE });
  }
  const weeksChanged = pregnancyWeeks !== current.pregnancyWeeks || isPregnant !== current.isPregnant;
  const row = await updateProfile(db, userId, {
    ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
    ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
    ...(update.babyGender !== undefined ? { babyGender: update.babyGender } : {}),
    isPregnant,
    pregnancyWeeks,
    // Keep the stored due date unless the weeks changed, so it does not drift on every save.
    ...(weeksChanged || weeksGiven ? { dueDate: dueDateIso(pregnancyWeeks, now) } : {}),
  });
  if (!row) throw notFound();
  return toUserProfile(row);
}

/**
 * The current week: counted from the stored due date so it advances as time passes, else the
 * weeks as entered; none for a user who is not pregnant or never gave her weeks (0 is "unknown").
 */
export async function getWeekInfo(db: Db, userId: string, now = new Date()): Promise<WeekInfo> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  if (!row.isPregnant) return { week: null, trimester: null };
  const week = weeksFromDueDate(row.dueDate, now) ?? (row.pregnancyWeeks ? row.pregnancyWeeks : null);
  return { week, trimester: week === null ? null : trimesterOf(week) };
}
