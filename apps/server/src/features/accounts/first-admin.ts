import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { replaceServerSecret } from '../../platform/server-secrets.ts';
import type { AppContext } from '../../platform/context.ts';
import { findAnyAdmin, insertUser, promoteToAdmin } from '../../platform/users/repo.ts';

/**
 * Creates (or promotes) the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no
 * administrator exists yet. Returns the generated password when one had to be made up.
 */
export async function createAdministrator(
  ctx: Pick<AppContext, 'database'>,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const db = ctx.database.db;
  if (await promoteToAdmin(db, email)) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  await insertUser(db, {
    email,
    passwordHash: await hashPassword(password ?? generated!),
    firstName: 'BLOOM',
    lastName: 'Administrator',
    gender: 'other',
    isPregnant: false,
    isApproved: true,
    isAdmin: true,
  });
  return generated ? { created: true, generatedPassword: generated } : { created: true };
}

export async function ensureFirstAdmin(ctx: AppContext): Promise<void> {
  const { adminEmail, adminPassword } = ctx.config;
  if (await findAnyAdmin(ctx.database.db)) return;
  if (!adminEmail) {
    // Test runs start hundreds of apps without an administrator; the link is for operators.
    if (ctx.config.env === 'test') return;
    const token = await issueSetupToken(ctx);
    // Printed once to the terminal, never to the structured log.
    process.stdout.write(
      `\nNo administrator exists yet. Open this link once to create the first administrator:\n` +
        `  ${ctx.config.publicUrl}/signup?setup=${token}\n` +
        'It works until an administrator exists, and a restart prints a new one (the old one stops working).\n' +
        'Or start with ADMIN_EMAIL=you@example.com, or run `npm run admin -- create you@example.com`.\n\n',
    );
    return;
  }
  const result = await createAdministrator(ctx, adminEmail, adminPassword);
  ctx.log.info('first administrator is ready');
  if (result.generatedPassword) {
    // Printed once to the terminal, never to the structured log.
    process.stdout.write(
      `\nFirst administrator created: sign in as ${adminEmail} with password ${result.generatedPassword}\n` +
        'Change it after signing in. It will not be shown again.\n\n',
    );
  }
}

export const SETUP_SECRET = 'first-admin-setup';
export const hashSetupToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new one-time first-administrator token; only its hash is kept (and replaces any earlier one). */
export async function issueSetupToken(ctx: Pick<AppContext, 'database'>): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await replaceServerSecret(ctx.database.db, SETUP_SECRET, hashSetupToken(token));
  return token;
}
