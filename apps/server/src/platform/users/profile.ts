import { currentWeek } from '@bloom/pregnancy';
import type { UserProfile } from '@bloom/contract';
import { users } from '../../db/schema/index.ts';

/** The columns a profile is made of; the password hash is deliberately not among them. */
export const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  isPregnant: users.isPregnant,
  timeZone: users.timeZone,
  homeZip: users.homeZip,
  providerPhone: users.providerPhone,
  dueDate: users.dueDate,
  babyGender: users.babyGender,
  locale: users.locale,
  isApproved: users.isApproved,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

export type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['notNull'] extends true
    ? (typeof profileColumns)[K]['_']['data']
    : (typeof profileColumns)[K]['_']['data'] | null;
};

/**
 * The profile as the API sends it. Weeks are derived from the due date on every read (today's
 * calendar date in her time zone, `currentWeek` of @bloom/pregnancy), so they never go stale.
 * @param row - the profile columns
 * @param now - the current instant
 */
export function toUserProfile(row: ProfileRow, now = new Date()): UserProfile {
  const pregnancyWeeks = currentWeek(row, now, row.timeZone);
  return { ...row, pregnancyWeeks, createdAt: row.createdAt.toISOString() };
}
