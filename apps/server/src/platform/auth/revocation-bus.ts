import type { RedisLink } from '../redis.ts';
import type { RevokedSessions } from './session-cache.ts';

/** Tells every instance that sessions were revoked, so their caches drop them at once. */
export interface RevocationBus {
  publish(event: RevokedSessions): Promise<void>;
  subscribe(handler: (event: RevokedSessions) => void): void;
  /**
   * False while revocations from other instances might be missed (Redis unreachable): the
   * session cache must not be trusted then, so every request checks the database.
   */
  reliable(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'bloom:sessions:revoked';

/** Subscribes on every (re)connection, so a Redis that was down at start-up still gets used. */
export function redisRevocationBus(link: RedisLink): RevocationBus {
  const handlers: ((event: RevokedSessions) => void)[] = [];
  const subscribe = () => link.subscriber.subscribe(CHANNEL).catch(() => {});
  link.subscriber.on('ready', subscribe);
  if (link.subscriber.status === 'ready') void subscribe();
  // Messages sent while the subscription was down are lost: forget every cached session.
  link.subscriber.on('close', () => {
    for (const handler of handlers) handler({ all: true });
  });
  link.subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const event = JSON.parse(raw) as RevokedSessions;
      for (const handler of handlers) handler(event);
    } catch {
      // A malformed message cannot name a session; ignore it.
    }
  });
  return {
    async publish(event) {
      // The database row is already gone; while Redis is down the other instances do not cache
      // sessions (reliable() is false there too), so a lost message cannot keep a session alive.
      await link.commands.publish(CHANNEL, JSON.stringify(event)).catch(() => {});
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    reliable: () => link.available(),
    // The link belongs to buildApp, which closes it after everything that uses it.
    async close() {},
  };
}

/** One instance: the local cache is evicted directly, so there is nobody else to tell. */
export const localRevocationBus: RevocationBus = {
  async publish() {},
  subscribe() {},
  reliable: () => true,
  async close() {},
};
