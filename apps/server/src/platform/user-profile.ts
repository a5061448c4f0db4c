import { weeksFromDueDate } from '@bloom/pregnancy';
import type { UserProfile } from '@bloom/contract';
import { users } from '../db/schema/index.ts';

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
  dueDate: users.dueDate,
  babyGender: users.babyGender,
  isApproved: users.isApproved,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};

export type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['notNull'] extends true
    ? (typeof profileColumns)[K]['_']['data']
    : (typeof profileColumns)[K]['_']['data'] | null;
};

/** Weeks are derived from the due date on every read, so they never go stale. */
export function toUserProfile({ timeZone: _timeZone, ...row }: ProfileRow, now = new Date()): UserProfile {
  const pregnancyWeeks = row.isPregnant ? weeksFromDueDate(row.dueDate, now) : null;
  return { ...row, pregnancyWeeks, createdAt: row.createdAt.toISOString() };
}
