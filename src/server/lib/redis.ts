import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type * as IORedis from 'ioredis';

const require = createRequire(import.meta.url);

/**
 * The connection to REDIS_URL. Commands fail at once while it is down (no offline queue), so
 * callers fall back instead of waiting; it reconnects by itself.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): IORedis.Redis {
  // Loaded here, not at start: ioredis is 17 MB of memory a server without REDIS_URL never
  // needs (docs/memory.md). Required, so that connecting stays synchronous.
  const { Redis: RedisClient } = require('ioredis') as typeof IORedis;
  const redis = new RedisClient(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log.warn({ err: err.message }, 'redis unreachable');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again');
    down = false;
  });
  return redis;
}
