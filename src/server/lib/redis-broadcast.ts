import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A signal every instance hears: "this changed, forget what you kept". */
export interface Broadcast {
  /** Tells the other instances. Lost while Redis is down: their caches' time limit covers it. */
  publish(): void;
  /** Runs `listener` when another instance publishes. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * A broadcast on a Redis pub/sub channel. Listening takes a connection of its own (a subscribed
 * connection can do nothing else); an instance does not hear its own signals.
 */
export function createRedisBroadcast(
  redis: Redis,
  channel: string,
  log: FastifyBaseLogger,
): Broadcast {
  const self = randomUUID();
  const listeners = new Set<() => void>();
  const subscriber = redis.duplicate();
  // Without an offline queue, subscribing before the connection is ready would fail: subscribe
  // at each (re)connection instead.
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).catch((err: Error) => {
      log.warn({ err: err.message, channel }, 'redis channel not subscribed');
    });
  });
  subscriber.on('error', () => undefined);
  subscriber.on('message', (from: string, sender: string) => {
    if (from !== channel || sender === self) return;
    for (const listener of listeners) listener();
  });
  return {
    publish() {
      redis.publish(channel, self).catch((err: Error) => {
        log.warn({ err: err.message, channel }, 'redis broadcast not sent');
      });
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
