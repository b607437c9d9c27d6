import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../src/server/config.ts';
import { defaultAuthRateLimits } from '../../src/server/modules/auth/auth-limits.ts';
import { createTestApp } from './app.ts';

/** The counters live in memory, and in Redis when a test server is given (CI gives one). */
export const rateLimitStores = [
  { store: 'memory', redisUrl: undefined },
  ...(process.env.TEST_REDIS_URL ? [{ store: 'Redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

/**
 * A test app with the production rate limits, counting in Redis when `redisUrl` is given, under a
 * key prefix of its own so runs never share counters.
 */
export function createRateLimitedApp(redisUrl: string | undefined) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/kelasi-test',
    REDIS_URL: redisUrl,
  });
  return createTestApp({
    config,
    rateLimits: defaultAuthRateLimits,
    redisKeyPrefix: `test:${randomUUID()}`,
  });
}
