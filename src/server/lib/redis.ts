import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The connection to REDIS_URL. Commands fail at once while it is down (no offline queue), so
 * callers fall back instead of waiting; it reconnects by itself.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
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
