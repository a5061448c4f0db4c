import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Who is calling: the few user facts access checks need. */
export interface Principal {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  isPregnant: boolean;
}

export type SessionLookup = { kind: 'valid'; principal: Principal } | { kind: 'missing' } | { kind: 'old-epoch' };

// Writing last-seen on every 1 Hz poll would be a write per request; once a minute is enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export class SessionStore {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly epoch: number;
  constructor(db: Db, options: { ttlMs: number; epoch: number }) {
    this.db = db;
    this.ttlMs = options.ttlMs;
    this.epoch = options.epoch;
  }

  async create(userId: string): Promise<string> {
    const token = generateToken();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      epoch: this.epoch,
      expiresAt: new Date(Date.now() + this.ttlMs),
    });
    return token;
  }

  async lookup(token: string): Promise<SessionLookup> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        epoch: sessions.epoch,
        lastSeenAt: sessions.lastSeenAt,
        userId: users.id,
        isAdmin: users.isAdmin,
        isApproved: users.isApproved,
        isPregnant: users.isPregnant,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row || !row.isApproved) return { kind: 'missing' };
    if (row.epoch < this.epoch) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return { kind: 'old-epoch' };
    }
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    }
    return {
      kind: 'valid',
      principal: { userId: row.userId, sessionId: row.sessionId, isAdmin: row.isAdmin, isPregnant: row.isPregnant },
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  }
}
