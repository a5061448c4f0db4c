import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  FIRST_ADMIN_EMAIL_TAKEN_MESSAGE,
  FIRST_ADMIN_READY_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  PENDING_APPROVAL_MESSAGE,
  SETUP_LINK_INVALID_MESSAGE,
  SIGNUP_RECEIVED_MESSAGE,
  type LoginRequest,
  type LoginResponse,
  type UserProfile,
  type signupRequestSchema,
} from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, unauthorized } from '../../platform/errors.ts';
import { newPasswordProblem } from '../../platform/auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { toUserProfile, type ProfileRow } from '../../platform/users/profile.ts';
import { signupAttemptEmail, signupReceivedEmail } from './emails.ts';
import { replaceServerSecret, takeServerSecret } from '../../platform/server-secrets.ts';
import { hashSetupToken, SETUP_SECRET } from './first-admin.ts';
import { findAnyAdmin, findCredentialsByEmail, insertUser, type NewUser } from '../../platform/users/repo.ts';
import { admitSignIn, admitSignUp } from './throttle.ts';

export type SignupInput = z.output<typeof signupRequestSchema>;

/** Weeks as stored: 0 means "left empty" on the form and is kept as unknown. */
export function normalizeWeeks(isPregnant: boolean, weeks: number | null): number | null {
  return isPregnant && weeks !== null && weeks > 0 ? weeks : null;
}

/**
 * Creates a pending account. An e-mail that already has an account gets the very same answer
 * (201 and a pending profile shaped like a new one, after the same hashing and the same insert
 * attempt), so sign-up tells nobody which addresses have accounts; the owner of the address is
 * told by e-mail instead (docs/product-decisions.md, account recovery).
 */
export async function signup(
  ctx: AppContext,
  input: SignupInput,
  ip: string,
): Promise<{ message: string; user: UserProfile }> {
  const email = input.email.toLowerCase();
  // Cheap checks first: a refused password costs no limiter slot, no hash and no query.
  const weak = newPasswordProblem(input.password, email);
  if (weak) throw badRequest(weak, { password: weak });
  await admitSignUp(ctx.rateLimiter, email, ip);
  const pregnancyWeeks = normalizeWeeks(input.isPregnant, input.pregnancyWeeks);
  const timeZone = input.timeZone ?? 'UTC';
  const now = ctx.now();
  const values = {
    email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    isPregnant: input.isPregnant,
    // The due date is the truth; the weeks are derived from it and today in her time zone.
    dueDate: dueDateIso(pregnancyWeeks, now, timeZone),
    timeZone,
    isApproved: false,
    isAdmin: false,
  } satisfies NewUser;
  if (input.setupToken !== undefined) return createFirstAdmin(ctx, input.setupToken, values, now);
  const row = await insertUser(ctx.database.db, values);
  if (!row) {
    await ctx.mailer.send(signupAttemptEmail(email, ctx.config.publicUrl));
    return { message: SIGNUP_RECEIVED_MESSAGE, user: toUserProfile(unsavedProfile(values, now), now) };
  }
  await ctx.mailer.send(signupReceivedEmail(email, input.firstName));
  return { message: SIGNUP_RECEIVED_MESSAGE, user: toUserProfile(row, now) };
}

/**
 * The first administrator, through the link the server printed: the token is spent (only one
 * caller can take it) before the account is made, and refused once any administrator exists.
 */
async function createFirstAdmin(ctx: AppContext, token: string, values: NewUser, now: Date) {
  const db = ctx.database.db;
  const refused = () => badRequest(SETUP_LINK_INVALID_MESSAGE, { setupToken: SETUP_LINK_INVALID_MESSAGE });
  if (await findAnyAdmin(db)) throw refused();
  if (!(await takeServerSecret(db, SETUP_SECRET, hashSetupToken(token)))) throw refused();
  const row = await insertUser(db, { ...values, isApproved: true, isAdmin: true });
  if (!row) {
    // Her address already has an account: the link stays usable for another address.
    await replaceServerSecret(db, SETUP_SECRET, hashSetupToken(token));
    throw badRequest(FIRST_ADMIN_EMAIL_TAKEN_MESSAGE, { email: FIRST_ADMIN_EMAIL_TAKEN_MESSAGE });
  }
  ctx.log.info('first administrator created through the setup link');
  return { message: FIRST_ADMIN_READY_MESSAGE, user: toUserProfile(row, now) };
}

/** What a new pending account's row would hold: the answer to a sign-up that saved nothing. */
function unsavedProfile(values: NewUser, now: Date): ProfileRow {
  return {
    id: randomUUID(),
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber ?? '',
    dateOfBirth: values.dateOfBirth ?? null,
    gender: values.gender,
    isPregnant: values.isPregnant,
    timeZone: values.timeZone ?? 'UTC',
    homeZip: null,
    providerPhone: null,
    dueDate: values.dueDate ?? null,
    babyGender: null,
    locale: 'en',
    isApproved: false,
    isAdmin: false,
    createdAt: now,
  };
}

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  // Unknown e-mails are throttled exactly like known ones, so limits reveal no accounts either.
  const attempt = await admitSignIn(ctx.rateLimiter, email, ip);

  const found = await findCredentialsByEmail(ctx.database.db, email);
  const ok = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !ok) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
  await attempt.succeeded();
  // Only the owner of the password learns that the account is still pending.
  if (!found.isApproved) throw new AppError(403, PENDING_APPROVAL_MESSAGE, ErrorCode.pendingApproval);

  const { passwordHash: _omit, ...profile } = found;
  const token = await ctx.sessions.create(found.id);
  return { token, user: toUserProfile(profile) };
}
