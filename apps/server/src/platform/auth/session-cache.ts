import type { Principal } from './session-store.ts';

// A client polling every second costs one session query a minute (as the poll caches, platform/
// poll-cache.ts). Logouts, removals and language changes evict at once on every instance (the
// revocation bus), so the time only bounds what a change made outside the app could take to show
// (an account made administrator from the command line).
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** A verified session as this instance last saw it. */
export interface CachedSession {
  principal: Principal;
  /** `sessions.last_seen_at` as this instance last read or wrote it (ms since the epoch). */
  lastSeenAt: number;
  until: number;
}

/**
 * Recently verified sessions, by token hash. Revocations evict at once (locally, and on other
 * instances through the revocation bus), so the cache never outlives a logout or a removal.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly ttlMs: number;
  constructor(ttlMs = SESSION_CACHE_TTL_MS) {
    this.ttlMs = ttlMs;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  /**
   * Remembers a verified session until the cache time is up or the session's own end (absolute or
   * idle, the earlier), whichever comes first.
   */
  set(tokenHash: string, principal: Principal, lastSeenAt: number, sessionEndsAt: number, now = Date.now()) {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, { principal, lastSeenAt, until: Math.min(now + this.ttlMs, sessionEndsAt) });
  }

  /** Forgets one session, every session of one user, or everything. */
  evict(target: RevokedSessions) {
    if ('all' in target) return this.entries.clear();
    for (const [key, { principal }] of this.entries) {
      if ('sessionId' in target ? principal.sessionId === target.sessionId : principal.userId === target.userId) {
        this.entries.delete(key);
      }
    }
  }
}

/** `all`: revocations may have been missed (the bus was cut), so nothing cached can be trusted. */
export type RevokedSessions = { sessionId: string } | { userId: string } | { all: true };
