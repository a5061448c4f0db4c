import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions } from '../../db/schema/index.ts';
import type { PersonalData } from '../personal-data.ts';

/** Her sessions other than the one making the request (to end them after a password change). */
export async function otherSessionIds(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  return rows.map((r) => r.id);
}

/**
 * Her sessions (when each began, was last used and ends; never a token). Her password-reset links
 * are left out of the export on purpose (a digest and three instants; docs/product-decisions.md,
 * account recovery); both go with her account by the foreign keys' cascade.
 */
export const authPersonalData: PersonalData = {
  owner: 'platform/auth',
  tables: [sessions, passwordResetTokens],
  export: {
    sessions: async (db, her) => {
      const rows = await db
        .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, her.id))
        .orderBy(asc(sessions.createdAt));
      return rows.map((s) => ({
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      }));
    },
  },
};
