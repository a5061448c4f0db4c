import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { localRevocationBus, type RevocationBus } from './revocation-bus.ts';
import { SessionCache } from './session-cache.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Who is calling: the few user facts access checks need. */
export interface Principal {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
}

export type SessionLookup = { kind: 'valid'; principal: Principal } | { kind: 'missing' } | { kind: 'old-epoch' };

// Writing last-seen on every 1 Hz poll would be a write per request; once a minute is enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export class SessionStore {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly epoch: number;
  private readonly cache = new SessionCache();
  private readonly bus: RevocationBus;
  constructor(db: Db, options: { ttlMs: number; epoch: number; bus?: RevocationBus }) {
    this.db = db;
    this.ttlMs = options.ttlMs;
    this.epoch = options.epoch;
    this.bus = options.bus ?? localRevocationBus;
    this.bus.subscribe((event) => this.cache.evict(event));
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
    const tokenHash = hashToken(token);
    const cached = this.cache.get(tokenHash);
    if (cached) return { kind: 'valid', principal: cached };
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        epoch: sessions.epoch,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userId: users.id,
        isAdmin: users.isAdmin,
        isApproved: users.isApproved,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    if (!row || !row.isApproved) return { kind: 'missing' };
    if (row.epoch < this.epoch) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return { kind: 'old-epoch' };
    }
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    }
    const principal = { userId: row.userId, sessionId: row.sessionId, isAdmin: row.isAdmin };
    this.cache.set(tokenHash, principal, row.expiresAt);
    return { kind: 'valid', principal };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
    this.cache.evict({ sessionId });
    await this.bus.publish({ sessionId });
  }

  /** Ends every session of a user at once, on every instance (removal, deletion). */
  async revokeAllForUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.cache.evict({ userId });
    await this.bus.publish({ userId });
  }

  close(): Promise<void> {
    return this.bus.close();
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  }
}
