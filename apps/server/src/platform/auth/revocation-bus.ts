import { localChannelBus, redisChannelBus, type ChannelBus } from '../channel-bus.ts';
import type { RedisLink } from '../redis.ts';
import type { RevokedSessions } from './session-cache.ts';

/**
 * Tells every instance that sessions were revoked, so their caches drop them at once. While
 * `reliable()` is false the session cache is not trusted and every request checks the database.
 */
export type RevocationBus = ChannelBus<RevokedSessions>;

const CHANNEL = 'bloom:sessions:revoked';

export const redisRevocationBus = (link: RedisLink): RevocationBus =>
  redisChannelBus<RevokedSessions>(link, CHANNEL, { all: true });

export const localRevocationBus: RevocationBus = localChannelBus<RevokedSessions>();
