import {
  ErrorCode,
  LAST_ADMIN_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
} from '@bloom/contract';
import { newPasswordProblem } from '../../platform/auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Principal } from '../../platform/auth/session-store.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { passwordChangedEmail } from './emails.ts';
import { otherSessionIds } from '../../platform/auth/personal-data.ts';
import { findCredentials, isLastAdmin, setPasswordHash } from '../../platform/users/repo.ts';
import { deleteAccount } from './repo.ts';

/** Wrong passwords a signed-in user may type (change password, delete account) per window. */
export const PASSWORD_CHECK_LIMITS = { failures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Checks the password she typed again, so a borrowed or stolen session cannot change the
 * password or erase the account, nor guess the password without limit: 5 wrong answers in
 * 15 minutes per account, then 429. A failure is counted up front (parallel guesses cannot all
 * pass) and taken back when the password was right.
 */
async function confirmPassword(
  limiter: RateLimiter,
  userId: string,
  storedHash: string,
  typed: string,
  field: 'currentPassword' | 'password',
) {
  const key = `profile:password-fail:${userId}`;
  const { failures, windowMs } = PASSWORD_CHECK_LIMITS;
  if (!(await limiter.hit(key, failures, windowMs))) {
    throw new AppError(429, TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE, ErrorCode.tooManyAttempts);
  }
  if (!(await verifyPassword(storedHash, typed))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { [field]: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  await limiter.reset(key);
}

/**
 * Changes her password after checking the current one. The new one follows the password policy
 * (length, not common, not made of her e-mail). Every other session ends at once, on every
 * instance; the one making the request stays signed in.
 */
export async function changePassword(ctx: AppContext, principal: Principal, input: ChangePasswordRequest) {
  const db = ctx.database.db;
  const found = await findCredentials(db, principal.userId);
  if (!found) throw notFound();
  await confirmPassword(
    ctx.rateLimiter,
    principal.userId,
    found.passwordHash,
    input.currentPassword,
    'currentPassword',
  );
  if (input.newPassword === input.currentPassword) {
    throw badRequest(SAME_PASSWORD_MESSAGE, { newPassword: SAME_PASSWORD_MESSAGE });
  }
  const weak = newPasswordProblem(input.newPassword, found.email);
  if (weak) throw badRequest(weak, { newPassword: weak });
  await setPasswordHash(db, principal.userId, await hashPassword(input.newPassword));
  for (const sessionId of await otherSessionIds(db, principal.userId, principal.sessionId)) {
    await ctx.sessions.revoke(sessionId);
  }
  await ctx.mailer.send(passwordChangedEmail(found.email, found.firstName, ctx.config.publicUrl));
}

/**
 * Deletes her account and everything BLOOM holds about her, after checking her password (see
 * `deleteAccount` in repo.ts for what goes and what is kept). Her sessions end first, on every
 * instance, so no cached session can act for a user who no longer exists. The last
 * administrator cannot delete herself (409): the service would be left without anyone to
 * approve accounts.
 */
export async function deleteOwnAccount(ctx: AppContext, principal: Principal, input: DeleteAccountRequest) {
  const db = ctx.database.db;
  const found = await findCredentials(db, principal.userId);
  if (!found) throw notFound();
  await confirmPassword(ctx.rateLimiter, principal.userId, found.passwordHash, input.password, 'password');
  if (found.isAdmin && (await isLastAdmin(db, principal.userId))) {
    throw conflict(LAST_ADMIN_MESSAGE);
  }
  await ctx.sessions.revokeAllForUser(principal.userId);
  // Her searches' checks and usage records still being written go first; none lands after her rows are gone.
  await ctx.pendingWrites.settled(principal.userId);
  const outcome = await deleteAccount(db, ctx.personalData, principal.userId);
  // Her partner's view of her ends with her account.
  await ctx.pollCaches.changed(principal.userId);
  if (outcome === 'last-admin') throw conflict(LAST_ADMIN_MESSAGE);
  if (outcome === 'missing') throw notFound();
}
