// Test data of the auth tables for tests (not part of the server): only their owner writes them
// (decision 015).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

/** Makes every reset link of hers expire a second ago (used or not). */
export async function expireResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(passwordResetTokens.userId, userId));
}
