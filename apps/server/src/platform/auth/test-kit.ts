// Test data of the auth tables for tests (not part of the server): only their owner writes them
// (decision 015).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Makes every reset link of hers expire a second ago (used or not). */
export async function expireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(passwordResetTokens.userId, userId));
}

/**
 * Signs each of `userIds` in, as SessionStore.create does, a thousand sessions per statement
 * (`npm run bench` signs in up to 10,000 polling clients); returns their tokens, in order.
 */
export async function seedSessions(
  db: Db,
  userIds: string[],
  { ttlMs, epoch }: { ttlMs: number; epoch: number },
): Promise<string[]> {
  const tokens = userIds.map(() => generateToken());
  const now = Date.now();
  for (let i = 0; i < userIds.length; i += 1000) {
    await db.insert(sessions).values(
      userIds.slice(i, i + 1000).map((userId, j) => ({
        userId,
        tokenHash: hashToken(tokens[i + j]!),
        epoch,
        expiresAt: new Date(now + ttlMs),
        lastSeenAt: new Date(now),
      })),
    );
  }
  return tokens;
}
