import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Locale } from '@bloom/contract';
import { batchedPerDb } from '../../db/batched.ts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { userField } from '../users/repo.ts';
import { localRevocationBus, type RevocationBus } from './revocation-bus.ts';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache.ts';
import { generateToken, hashToken } from './tokens.ts';

/** Who is calling: the few user facts access checks need. */
export interface Principal {
  userId: string;
  sessionId: string;
  isAdmin: boolean;
  /** Her profile's language (issue 35): the API answers her in it (platform/locale.ts). */
  locale: Locale;
}

export type SessionLookup =
  { kind: 'valid'; principal: Principal } | { kind: 'missing' } | { kind: 'old-epoch' } | { kind: 'idle' };

// Writing last-seen on every 1 Hz poll would be a write per request; once a minute is enough.
export const LAST_SEEN_RESOLUTION_MS = 60_000;
/** Spec §9's 60 minutes; buildApp passes config.sessionIdleMs (SESSION_IDLE_MINUTES). */
export const DEFAULT_SESSION_IDLE_MS = 60 * 60_000;

export interface SessionStoreOptions {
  /** Absolute lifetime of a session (SESSION_TTL_HOURS). */
  ttlMs: number;
  epoch: number;
  /** A session unused this long ends (SESSION_IDLE_MINUTES). */
  idleMs?: number;
  bus?: RevocationBus;
  /** How long a verified session is trusted without asking the database (tests shorten or lengthen it). */
  cacheTtlMs?: number;
  /** The clock sessions age by (tests move their own instead of faking Date). */
  now?: () => Date;
}

/**
 * Last-seen of the sessions used in one turn of the event loop, in one statement (db/batched.ts):
 * with thousands of open apps, a minute's worth of them come due at about the same time. Each is
 * set to the latest use in the batch (a few milliseconds apart at most); never moved back.
 */
const touchSessions = batchedPerDb(async (db, items: { sessionId: string; at: number }[]) => {
  const at = new Date(Math.max(...items.map((item) => item.at))).toISOString();
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`greatest(${sessions.lastSeenAt}, ${at}::timestamptz)` })
    .where(inArray(sessions.id, [...new Set(items.map((item) => item.sessionId))]));
  return items.map(() => undefined);
});

/**
 * The sessions asked for in one turn of the event loop, by one statement (db/batched.ts):
 * when an instance starts, every open app's next poll misses the cache at once. Each caller gets
 * its own row, or undefined if there is none that is unexpired at its own `now`.
 */
const findSession = batchedPerDb(async (db, items: { tokenHash: string; now: number }[]) => {
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      epoch: sessions.epoch,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      // Her account's flags (platform/users): a PK read each, on a cache miss only.
      isAdmin: userField(sessions.userId, 'isAdmin'),
      isApproved: userField(sessions.userId, 'isApproved'),
      locale: userField(sessions.userId, 'locale'),
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.tokenHash, [...new Set(items.map((item) => item.tokenHash))]),
        gt(sessions.expiresAt, new Date(Math.min(...items.map((item) => item.now)))),
      ),
    );
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return items.map(({ tokenHash, now }) => {
    const row = byHash.get(tokenHash);
    return row && row.expiresAt.getTime() > now ? row : undefined;
  });
});

export class SessionStore {
  private readonly db: Db;
  private readonly ttlMs: number;
  private readonly epoch: number;
  private readonly idleMs: number;
  private readonly cache: SessionCache;
  private readonly bus: RevocationBus;
  private readonly clock: () => number;
  constructor(db: Db, options: SessionStoreOptions) {
    this.db = db;
    const now = options.now;
    this.clock = now ? () => now().getTime() : Date.now;
    this.ttlMs = options.ttlMs;
    this.epoch = options.epoch;
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.cache = new SessionCache(options.cacheTtlMs ?? SESSION_CACHE_TTL_MS);
    this.bus = options.bus ?? localRevocationBus;
    this.bus.subscribe((event) => this.cache.evict(event));
  }

  async create(userId: string): Promise<string> {
    const token = generateToken();
    const now = this.clock();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      epoch: this.epoch,
      expiresAt: new Date(now + this.ttlMs),
      lastSeenAt: new Date(now),
    });
    return token;
  }

  /**
   * When a session last seen at `lastSeenAt` ends for idleness. last_seen_at trails the real last
   * request by up to LAST_SEEN_RESOLUTION_MS, so that much is added: a session is never ended
   * before SESSION_IDLE_MINUTES without a request, and always within one minute after.
   */
  private idleEnd(lastSeenAt: number): number {
    return lastSeenAt + this.idleMs + LAST_SEEN_RESOLUTION_MS;
  }

  /**
   * Records a request at `now` if the stored last-seen is more than a minute old, on a cache hit
   * as much as on a database lookup, so other instances (which read last_seen_at) see this use.
   * Returns the last-seen now stored.
   */
  private async touch(sessionId: string, lastSeenAt: number, now: number): Promise<number> {
    if (now - lastSeenAt <= LAST_SEEN_RESOLUTION_MS) return lastSeenAt;
    await touchSessions(this.db, { sessionId, at: now });
    return now;
  }

  /**
   * Her principal, without a promise, when this instance verified her session within the cache
   * time and last-seen needs no write: most requests (a 1 Hz poll) end here. Otherwise undefined,
   * and `lookup` decides.
   */
  verifiedRecently(token: string): Principal | undefined {
    if (!this.bus.reliable()) return undefined;
    const now = this.clock();
    const cached = this.cache.get(hashToken(token), now);
    return cached && now - cached.lastSeenAt <= LAST_SEEN_RESOLUTION_MS ? cached.principal : undefined;
  }

  async lookup(token: string): Promise<SessionLookup> {
    const now = this.clock();
    const tokenHash = hashToken(token);
    // Without the bus a revocation on another instance could be missed: trust only the database.
    const useCache = this.bus.reliable();
    const cached = useCache ? this.cache.get(tokenHash, now) : undefined;
    if (cached) {
      cached.lastSeenAt = await this.touch(cached.principal.sessionId, cached.lastSeenAt, now);
      return { kind: 'valid', principal: cached.principal };
    }
    const row = await findSession(this.db, { tokenHash, now });
    if (!row || !row.isApproved) return { kind: 'missing' };
    if (row.epoch < this.epoch) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return { kind: 'old-epoch' };
    }
    if (now >= this.idleEnd(row.lastSeenAt.getTime())) {
      await this.db.delete(sessions).where(eq(sessions.id, row.sessionId));
      return { kind: 'idle' };
    }
    const lastSeenAt = await this.touch(row.sessionId, row.lastSeenAt.getTime(), now);
    const principal: Principal = {
      userId: row.userId,
      sessionId: row.sessionId,
      isAdmin: row.isAdmin === true,
      locale: row.locale === 'es' ? 'es' : 'en',
    };
    if (useCache)
      this.cache.set(
        tokenHash,
        principal,
        lastSeenAt,
        Math.min(row.expiresAt.getTime(), this.idleEnd(lastSeenAt)),
        now,
      );
    return { kind: 'valid', principal };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
    this.cache.evict({ sessionId });
    await this.bus.publish({ sessionId });
  }

  /**
   * Forgets what the caches hold about her sessions (her language changed), on every instance,
   * without ending them: the next request reads her account again.
   */
  async refreshUser(userId: string): Promise<void> {
    this.cache.evict({ userId });
    await this.bus.publish({ userId });
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

  /** Deletes sessions past their absolute end or idle for longer than the idle limit. */
  async purgeExpired(): Promise<void> {
    const now = this.clock();
    await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, new Date(now)),
          lt(sessions.lastSeenAt, new Date(now - this.idleMs - LAST_SEEN_RESOLUTION_MS)),
        ),
      );
  }
}
