import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { AppError } from '../../src/server/http/app-error.ts';
import {
  createAuthLimits,
  defaultAuthRateLimits,
} from '../../src/server/modules/auth/auth-limits.ts';

const clients: Redis[] = [];
afterAll(() => Promise.all(clients.map((c) => c.quit().catch(() => undefined))));

const redisClient = (url: string) => {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
};

const stores = [
  { store: 'memory', redis: () => undefined },
  ...(process.env.TEST_REDIS_URL
    ? [{ store: 'Redis', redis: () => redisClient(process.env.TEST_REDIS_URL!) }]
    : []),
  // Nothing listens there: each instance counts on its own instead of failing.
  { store: 'unreachable Redis', redis: () => redisClient('redis://127.0.0.1:1') },
];

const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error) => error instanceof AppError && error.code === 'TOO_MANY_REQUESTS',
  );

describe.each(stores)('sign-in counters in $store', ({ redis }) => {
  it('are not reset by thousands of other accounts failing', async () => {
    const limits = createAuthLimits({
      limits: { ...defaultAuthRateLimits, loginPerAddress: 1e9 },
      redis: redis(),
      keyPrefix: `test:${randomUUID()}`,
    });
    const victim = 'victime@exemple.cd';
    for (let i = 0; i < defaultAuthRateLimits.loginPerAccount - 1; i++)
      await limits.login(`10.0.${i}.1`, victim);
    // Filler: 6,000 other emails from other addresses, each failing once.
    for (let batch = 0; batch < 60; batch++)
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          limits.login(`10.1.${batch}.${i}`, `autre-${batch}-${i}@exemple.cd`),
        ),
      );
    // The victim's last try is still counted, and the next one refused.
    expect(await refused(limits.login('10.9.9.9', victim))).toBe(false);
    expect(await refused(limits.login('10.9.9.10', ` Victime@Exemple.cd `))).toBe(true);
  });
});
