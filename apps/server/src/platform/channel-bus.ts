import type { RedisLink } from './redis.ts';

/**
 * Tells every instance about something that happened on one of them, so each can forget what it
 * cached (revoked sessions, changed poll answers). One Redis pub/sub channel per bus, on the
 * app's one subscriber connection; without Redis there is one instance and nobody else to tell.
 */
export interface ChannelBus<T> {
  publish(event: T): Promise<void>;
  subscribe(handler: (event: T) => void): void;
  /**
   * False while events from other instances might be missed (Redis unreachable, or the
   * subscription not yet confirmed): nothing cached on the bus's word may be trusted then.
   */
  reliable(): boolean;
  /**
   * Lets messages already delivered to this instance be handled before a cached answer is read.
   * `publish` returns once the message is in every subscriber's socket, so by the time a write's
   * answer reaches its client (and the client's next poll reaches this instance) it is in this
   * instance's socket; it may still wait in the same turn of the event loop as the poll itself.
   * One turn (setImmediate) is enough for it to be read first.
   */
  settle(): Promise<void>;
  /** Settles once the first subscription attempt has (start-up waits for it, so the first polls are cached). */
  readonly started: Promise<void>;
  close(): Promise<void>;
}

/**
 * A bus on `channel`. Subscribes on every (re)connection, so a Redis that was down at start-up
 * still gets used. Messages sent while the subscription was down are lost, so each handler is
 * given `onGap` ("forget everything") when it drops.
 */
export function redisChannelBus<T>(link: RedisLink, channel: string, onGap: T): ChannelBus<T> {
  const handlers: ((event: T) => void)[] = [];
  let subscribed = false;
  const subscribe = () =>
    link.subscriber.subscribe(channel).then(
      () => {
        subscribed = link.subscriber.status === 'ready';
      },
      () => {},
    );
  link.subscriber.on('ready', subscribe);
  const started = link.subscriber.status === 'ready' ? subscribe() : Promise.resolve();
  link.subscriber.on('close', () => {
    subscribed = false;
    for (const handler of handlers) handler(onGap);
  });
  // Every bus shares the subscriber connection: only this channel's messages are this bus's.
  link.subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let event: T;
    try {
      event = JSON.parse(raw) as T;
    } catch {
      // A malformed message names nothing; ignore it.
      return;
    }
    for (const handler of handlers) handler(event);
  });
  return {
    async publish(event) {
      // The database write is already done; while Redis is down the other instances do not trust
      // their caches (reliable() is false there too), so a lost message leaves nothing stale.
      try {
        await link.commands.publish(channel, JSON.stringify(event));
        // Redis may send the PUBLISH reply before the message to the subscribers (same pass of its
        // event loop, publisher first); a PING's reply comes from a later pass, so once it is here
        // every subscriber's socket holds the message, before this write's answer is sent.
        await link.commands.ping();
      } catch {
        // Unreachable: see above.
      }
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    reliable: () => subscribed && link.available(),
    settle: () => new Promise((resolve) => setImmediate(resolve)),
    started,
    // The link belongs to buildApp, which closes it after everything that uses it.
    async close() {},
  };
}

/** One instance: local caches are evicted directly, so there is nobody else to tell. */
export function localChannelBus<T>(): ChannelBus<T> {
  return {
    async publish() {},
    subscribe() {},
    reliable: () => true,
    settle: () => Promise.resolve(),
    started: Promise.resolve(),
    async close() {},
  };
}
