import type { ChannelBus } from './channel-bus.ts';

/**
 * Answers every open app polls (usage status each second, the partner view every 5 s) change
 * only on a few writes, so each instance keeps them in memory per user and forgets them when one
 * of those writes happens: here at once, on the other instances through the bus. Rules:
 *
 * - An entry names the users whose data it was built from (`dependsOn`); a change of any of them
 *   evicts it (her symptom evicts the view of every partner who follows her).
 * - An entry ends at its own `until` (her next local midnight, the next appointment starting) or
 *   after POLL_CACHE_TTL_MS, whichever comes first: the TTL bounds what a missed change could
 *   cost (a write made by hand in the database, or on an instance whose own Redis link is down).
 * - While the bus is not reliable (Redis configured but unreachable), another instance's change
 *   could be missed: nothing is served from or kept in the cache; every poll reads the database.
 * - A read that began before a change to one of its users is not kept (it may hold the old data).
 */

/** What a change message names: the users whose cached answers must go, or everything. */
export type PollCacheChange = { users: string[] } | { all: true };

export const POLL_CACHE_CHANNEL = 'bloom:poll-cache:changed';
/** Long enough to spare the database 59 of 60 usage polls; short enough to bound a missed change. */
export const POLL_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
/** How many users' latest change sequence numbers are remembered before they are folded into one floor. */
const MAX_TRACKED_CHANGES = 10_000;

export interface Loaded<V> {
  value: V;
  /** The users whose data the value was built from (the caller first). */
  dependsOn: string[];
  /** When the value stops being right by itself (ms since the epoch); the TTL applies anyway. */
  until?: number;
}

interface Entry<V> {
  value: V;
  until: number;
  dependsOn: string[];
}

/** One kind of answer, cached by the user who asks for it. */
export class PollCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** For each user, the keys of the entries built from her data. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly hub: PollCaches;
  constructor(hub: PollCaches) {
    this.hub = hub;
  }

  /** The cached value for `key`, or what `load` reads (kept when it may be). */
  async get(key: string, load: () => Promise<Loaded<V>>, now = Date.now()): Promise<V> {
    if (!this.hub.usable()) return (await load()).value;
    await this.hub.settle();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.value;
    if (entry) this.drop(key);
    const since = this.hub.sequence();
    const loaded = await load();
    if (this.hub.usable() && !this.hub.changedSince(loaded.dependsOn, since)) this.keep(key, loaded, now);
    return loaded.value;
  }

  private keep(key: string, loaded: Loaded<V>, now: number) {
    this.drop(key);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    const until = Math.min(now + this.hub.ttlMs, loaded.until ?? Number.POSITIVE_INFINITY);
    this.entries.set(key, { value: loaded.value, until, dependsOn: loaded.dependsOn });
    for (const user of loaded.dependsOn) {
      let keys = this.byUser.get(user);
      if (!keys) this.byUser.set(user, (keys = new Set()));
      keys.add(key);
    }
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const user of entry.dependsOn) {
      const keys = this.byUser.get(user);
      keys?.delete(key);
      if (keys?.size === 0) this.byUser.delete(user);
    }
  }

  /** @internal the hub evicts through this. */
  evict(change: PollCacheChange) {
    if ('all' in change) {
      this.entries.clear();
      this.byUser.clear();
      return;
    }
    for (const user of change.users) {
      const keys = this.byUser.get(user);
      if (keys) for (const key of [...keys]) this.drop(key);
    }
  }

  /** Entries held (for tests and the bench's memory notes). */
  get size() {
    return this.entries.size;
  }
}

/** Every poll cache of one instance, and the bus that keeps them right across instances. */
export class PollCaches {
  private readonly caches: PollCache<unknown>[] = [];
  private seq = 0;
  /** The sequence number of each user's latest change (a bounded memory, see `floor`). */
  private readonly lastChange = new Map<string, number>();
  /** Reads begun before this sequence number are not kept: their users' changes were forgotten. */
  private floor = 0;
  readonly ttlMs: number;
  private readonly bus: ChannelBus<PollCacheChange>;

  constructor(bus: ChannelBus<PollCacheChange>, options: { ttlMs?: number } = {}) {
    this.bus = bus;
    this.ttlMs = options.ttlMs ?? POLL_CACHE_TTL_MS;
    bus.subscribe((change) => this.apply(change));
  }

  create<V>(): PollCache<V> {
    const cache = new PollCache<V>(this);
    this.caches.push(cache as PollCache<unknown>);
    return cache;
  }

  /**
   * Her data changed (after the write is committed): every answer built from it goes, here and on
   * every other instance, before the write's own answer is sent.
   */
  async changed(...users: string[]): Promise<void> {
    if (users.length === 0) return;
    const change = { users };
    this.apply(change);
    await this.bus.publish(change);
  }

  /** Data many answers show changed (the shared provider directory): everything goes. */
  async changedAll(): Promise<void> {
    const change = { all: true } as const;
    this.apply(change);
    await this.bus.publish(change);
  }

  usable(): boolean {
    return this.bus.reliable();
  }

  /** See ChannelBus.settle: another instance's change already on its way is applied first. */
  settle(): Promise<void> {
    return this.bus.settle();
  }

  sequence(): number {
    return this.seq;
  }

  changedSince(users: string[], since: number): boolean {
    if (since < this.floor) return true;
    return users.some((user) => (this.lastChange.get(user) ?? -1) > since);
  }

  private apply(change: PollCacheChange) {
    // Accept only the shapes this bus sends: a foreign message must not be read as "nothing changed".
    const valid = 'all' in change || (Array.isArray(change.users) && change.users.every((u) => typeof u === 'string'));
    const effective: PollCacheChange = valid ? change : { all: true };
    this.seq += 1;
    if ('all' in effective) {
      this.floor = this.seq;
      this.lastChange.clear();
    } else {
      if (this.lastChange.size + effective.users.length > MAX_TRACKED_CHANGES) {
        this.floor = this.seq;
        this.lastChange.clear();
      }
      for (const user of effective.users) this.lastChange.set(user, this.seq);
    }
    for (const cache of this.caches) cache.evict(effective);
  }
}
