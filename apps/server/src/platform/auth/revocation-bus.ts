import { Redis } from 'ioredis';
import type { RevokedSessions } from './session-cache.ts';

/** Tells every instance that sessions were revoked, so their caches drop them at once. */
export interface RevocationBus {
  publish(event: RevokedSessions): Promise<void>;
  subscribe(handler: (event: RevokedSessions) => void): void;
  close(): Promise<void>;
}

const CHANNEL = 'bloom:sessions:revoked';

/** Resolves once subscribed, so no revocation published after start-up can be missed. */
export async function redisRevocationBus(url: string): Promise<RevocationBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 1 });
  const handlers: ((event: RevokedSessions) => void)[] = [];
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const event = JSON.parse(raw) as RevokedSessions;
      for (const handler of handlers) handler(event);
    } catch {
      // A malformed message cannot name a session; ignore it.
    }
  });
  return {
    async publish(event) {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** One instance: the local cache is evicted directly, so there is nobody else to tell. */
export const localRevocationBus: RevocationBus = {
  async publish() {},
  subscribe() {},
  async close() {},
};
