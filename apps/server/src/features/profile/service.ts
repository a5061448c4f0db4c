import { WEEKS_REQUIRED_MESSAGE, type ProfileUpdate, type UserProfile, type WeekInfo } from '@bloom/contract';
import { dueDateIso, trimesterOf } from '@bloom/pregnancy';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { toUserProfile } from '../../platform/user-profile.ts';
import { findProfile, updateProfile } from './repo.ts';

export async function getProfile(db: Db, userId: string): Promise<UserProfile> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  return toUserProfile(row);
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
  const weeksToday = current.isPregnant ? toUserProfile(current, now).pregnancyWeeks : null;
  let dueDate = isPregnant ? current.dueDate : null;
  if (isPregnant && update.pregnancyWeeks != null && update.pregnancyWeeks !== weeksToday) {
    dueDate = dueDateIso(update.pregnancyWeeks, now);
  }
  if (isPregnant && dueDate === null) {
    throw badRequest(WEEKS_REQUIRED_MESSAGE, { pregnancyWeeks: WEEKS_REQUIRED_MESSAGE });
  }
  const row = await updateProfile(db, userId, {
    ...(update.firstName !== undefined ? { firstName: update.firstName } : {}),
    ...(update.lastName !== undefined ? { lastName: update.lastName } : {}),
    ...(update.babyGender !== undefined ? { babyGender: update.babyGender } : {}),
    isPregnant,
    dueDate,
  });
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
