import {
  DUPLICATE_EMAIL_MESSAGE,
  ErrorCode,
  INVALID_CREDENTIALS_MESSAGE,
  PENDING_APPROVAL_MESSAGE,
  type LoginRequest,
  type LoginResponse,
  type UserProfile,
  type signupRequestSchema,
} from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, conflict, tooManyRequests, unauthorized } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { toUserProfile } from '../../platform/user-profile.ts';
import { signupReceivedEmail } from './emails.ts';
import { findCredentialsByEmail, insertUser } from './repo.ts';

const WINDOW_MS = 15 * 60_000;
/** Attempts allowed per 15 minutes; per account stops guessing one password from many IPs. */
export const AUTH_LIMITS = { loginPerIp: 50, loginPerAccount: 10, signupPerIp: 20 } as const;

export type SignupInput = z.output<typeof signupRequestSchema>;

/** Weeks as stored: 0 means "left empty" on the form and is kept as unknown. */
export function normalizeWeeks(isPregnant: boolean, weeks: number | null): number | null {
  return isPregnant && weeks !== null && weeks > 0 ? weeks : null;
}

export async function signup(ctx: AppContext, input: SignupInput, ip: string): Promise<UserProfile> {
  if (!(await ctx.rateLimiter.hit(`signup:ip:${ip}`, AUTH_LIMITS.signupPerIp, WINDOW_MS))) throw tooManyRequests();
  const email = input.email.toLowerCase();
  const pregnancyWeeks = normalizeWeeks(input.isPregnant, input.pregnancyWeeks);
  const row = await insertUser(ctx.database.db, {
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    isPregnant: input.isPregnant,
    dueDate: dueDateIso(pregnancyWeeks, new Date()),
    isApproved: false,
    isAdmin: false,
  });
  if (!row) throw conflict(DUPLICATE_EMAIL_MESSAGE);
  await ctx.mailer.send(signupReceivedEmail(email, input.firstName));
  return toUserProfile(row);
}

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const allowedIp = await ctx.rateLimiter.hit(`login:ip:${ip}`, AUTH_LIMITS.loginPerIp, WINDOW_MS);
  const allowedAccount = await ctx.rateLimiter.hit(`login:acct:${email}`, AUTH_LIMITS.loginPerAccount, WINDOW_MS);
  if (!allowedIp || !allowedAccount) throw tooManyRequests();

  const found = await findCredentialsByEmail(ctx.database.db, email);
  const ok = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  // Only the owner of the password learns that the account is still pending.
  if (!found.isApproved) throw new AppError(403, PENDING_APPROVAL_MESSAGE, ErrorCode.pendingApproval);

  const { passwordHash: _omit, ...profile } = found;
  const token = await ctx.sessions.create(found.id);
  return { token, user: toUserProfile(profile) };
}
