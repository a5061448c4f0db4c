import { PASSWORD_RESET_LINK_MINUTES } from '@bloom/contract';
import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';
import type { AppContext } from '../context.ts';
import type { MailMessage } from '../mail.ts';
import { setPasswordHash, userField } from '../users/repo.ts';
import { generateToken, hashToken } from './tokens.ts';

/**
 * One-time password-reset links, issued by two features (her own "Forgot password?" in accounts,
 * an administrator's "Send password reset" in admin), so the rule lives here once. Redeeming a
 * link is the accounts feature's (accounts/password-reset.ts).
 */
export const RESET_LINK_TTL_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;

export interface ResetRecipient {
  id: string;
  email: string;
  firstName: string;
}

/** The page the e-mail opens: the web app's /reset-password with the token in the query. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetEmail(to: string, firstName: string, link: string, forgotUrl: string): MailMessage {
  return {
    to,
    subject: 'Reset your BLOOM password',
    text:
      `Hi ${firstName},\n\nSomeone (we hope you) asked to choose a new password for your BLOOM account. ` +
      `Open this link to do so; it works once, for the next ${PASSWORD_RESET_LINK_MINUTES} minutes:\n\n${link}\n\n` +
      `If you did not ask for this, you can ignore this email: your password stays as it is. ` +
      `If the link has expired, ask for a new one at ${forgotUrl}\n\nThe BLOOM team`,
  };
}

/**
 * Issues a link for `account` and queues the e-mail carrying it (through the outbox, so no mail
 * server is waited for). Only the SHA-256 of the token is stored; the plain token exists only in
 * the e-mail. The account's spent and expired links are cleared on the way, so the table holds no
 * more than her live links and the last one she used.
 * @param ctx - the app context (database, mailer, PUBLIC_URL)
 * @param account - an approved account
 * @param now - the current instant
 */
export async function sendPasswordResetLink(ctx: AppContext, account: ResetRecipient, now = new Date()) {
  const db = ctx.database.db;
  const token = generateToken();
  await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, account.id),
        or(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, now)),
      ),
    );
  await db.insert(passwordResetTokens).values({
    userId: account.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
  });
  const { publicUrl } = ctx.config;
  await ctx.mailer.send(
    passwordResetEmail(account.email, account.firstName, resetLink(publicUrl, token), `${publicUrl}/forgot-password`),
  );
}

/**
 * The reset link of this token digest, with its account. Looked up by the digest alone, like a
 * session: the token is the credential.
 */
export async function findResetToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: passwordResetTokens.id,
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      usedAt: passwordResetTokens.usedAt,
      email: sql<string>`${userField(passwordResetTokens.userId, 'email')}`,
      firstName: sql<string>`${userField(passwordResetTokens.userId, 'firstName')}`,
      isApproved: userField(passwordResetTokens.userId, 'isApproved'),
    })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends the link and sets the new password in one transaction: the link is marked used only if
 * it still is unused and unexpired (so two requests racing with one link cannot both pass), and
 * her other links stop working with it. False when the link was no longer good.
 */
export async function spendResetToken(
  db: Db,
  link: { id: string; userId: string },
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.id, link.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) return false;
    await setPasswordHash(tx as unknown as Db, link.userId, passwordHash, now);
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, link.userId), ne(passwordResetTokens.id, link.id)));
    return true;
  });
}
