import { RESET_LINK_INVALID_MESSAGE, type PasswordResetConfirm } from '@bloom/contract';
import { newPasswordProblem } from '../../platform/auth/password-policy.ts';
import { sendPasswordResetLink } from '../../platform/auth/password-reset.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest } from '../../platform/errors.ts';
import { passwordResetDoneEmail } from './emails.ts';
import { findResetToken, spendResetToken } from '../../platform/auth/password-reset.ts';
import { findResetRecipient } from '../../platform/users/repo.ts';
import { admitPasswordReset } from './throttle.ts';

/**
 * "Forgot password?". Every well-formed request takes the same path up to the answer, whether
 * the address has an account or not: both limits are counted and the account is looked up. Only
 * for an approved account is a link then issued and its e-mail queued, and that happens after
 * the answer is decided, off the request's path, so the answer's timing does not tell either.
 * A pending account gets nothing: it cannot sign in yet, and its owner waits for the approval
 * e-mail.
 * @param ctx - the app context
 * @param email - the address she typed
 * @param ip - the client address (for the per-client limit)
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const address = email.toLowerCase();
  await admitPasswordReset(ctx.rateLimiter, address, ip);
  const account = await findResetRecipient(ctx.database.db, address);
  if (!account?.isApproved) return;
  sendPasswordResetLink(ctx, account).catch((err: unknown) => {
    // The logger's error serializer leaves out a failed query's values; no address is logged.
    ctx.log.error({ err }, 'password reset link not issued');
  });
}

const invalidLink = () => badRequest(RESET_LINK_INVALID_MESSAGE, { token: RESET_LINK_INVALID_MESSAGE });

/**
 * Redeems a reset link: the new password follows the password policy (a refused password leaves
 * the link usable), then in one transaction the link is spent and the password set. Every
 * session of the account ends, on every instance, and she is told by e-mail. An unknown, used or
 * expired link is refused with 400 and changes nothing.
 * @param ctx - the app context
 * @param input - the token from the link and the new password
 * @param now - the current instant
 */
export async function confirmPasswordReset(ctx: AppContext, input: PasswordResetConfirm, now = new Date()) {
  const db = ctx.database.db;
  const link = await findResetToken(db, hashToken(input.token));
  if (!link || link.usedAt || link.expiresAt <= now || !link.isApproved) throw invalidLink();
  const weak = newPasswordProblem(input.password, link.email);
  if (weak) throw badRequest(weak, { password: weak });
  if (!(await spendResetToken(db, link, await hashPassword(input.password), now))) throw invalidLink();
  await ctx.sessions.revokeAllForUser(link.userId);
  await ctx.mailer.send(passwordResetDoneEmail(link.email, link.firstName, ctx.config.publicUrl));
}
