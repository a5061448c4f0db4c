import { Redis, type RedisOptions } from 'ioredis';

/**
 * The server's links to Redis: one connection for commands (rate-limit counters, publishing) and
 * one for subscriptions (another instance's revocations). Redis is shared state, not the source of
 * truth, so BLOOM keeps serving while it is unreachable (docs/decisions/014-faults-and-degraded-mode.md):
 * commands fail at once instead of queueing, every caller has a per-instance fallback, and the
 * links keep reconnecting in the background.
 */
export interface RedisLink {
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** Both connections are up: shared limits and cross-instance revocation work. */
  available(): boolean;
  close(): Promise<void>;
}

/** How long one Redis command may take before its caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** How long start-up waits for Redis before starting in the degraded mode. */
export const REDIS_START_WAIT_MS = 3_000;
const WARN_EVERY_MS = 60_000;

const OPTIONS: RedisOptions = {
  // Fail a command at once while disconnected; a queued command would hold its request.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2_000,
  // Keep trying for ever, at most every 2 s, so Redis coming back is noticed quickly.
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  lazyConnect: true,
};

export interface RedisLogger {
  warn(message: string): void;
  info(message: string): void;
}

/** Opens both connections; waits up to REDIS_START_WAIT_MS, then starts degraded with a warning. */
export async function connectRedis(url: string, log: RedisLogger): Promise<RedisLink> {
  const commands = new Redis(url, OPTIONS);
  const subscriber = new Redis(url, OPTIONS);
  // ioredis reports every failed reconnect as an 'error' event; the state is what matters.
  commands.on('error', () => {});
  subscriber.on('error', () => {});
  const available = () => commands.status === 'ready' && subscriber.status === 'ready';

  let wasAvailable = true;
  const report = () => {
    const now = available();
    if (!now)
      log.warn(
        'Redis (REDIS_URL) is unreachable: limits are per instance and sessions are checked in the database on every request until it returns.',
      );
    else if (!wasAvailable) log.info('Redis (REDIS_URL) is reachable again.');
    wasAvailable = now;
  };
  for (const link of [commands, subscriber]) {
    link.on('close', () => {
      if (wasAvailable) report();
    });
    link.on('ready', () => {
      if (!wasAvailable && available()) report();
    });
  }
  const reminder = setInterval(() => {
    if (!available()) report();
  }, WARN_EVERY_MS);
  reminder.unref();

  const started = Promise.all([commands.connect(), subscriber.connect()]);
  const timedOut = new Promise<'timeout'>((resolve) => setTimeout(resolve, REDIS_START_WAIT_MS, 'timeout').unref());
  const outcome = await Promise.race([
    started.then(
      () => 'ok' as const,
      () => 'failed' as const,
    ),
    timedOut,
  ]);
  if (outcome !== 'ok') {
    wasAvailable = false;
    log.warn(
      `Redis at REDIS_URL cannot be reached (${redactUrl(url)}). BLOOM starts without it: limits are per instance and sessions are checked in the database on every request until Redis answers. Check REDIS_URL or start Redis.`,
    );
  }
  started.catch(() => {});

  return {
    commands,
    subscriber,
    available,
    async close() {
      clearInterval(reminder);
      await Promise.all([commands, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

/** The URL without its password, for messages. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an address that is not a valid URL';
  }
}
