import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { CATALOGUE_TTL_MS } from '../../src/server/modules/courses/catalogue-cache.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';

/**
 * Two instances on one database, each with its cached catalogue (issue 31, part 1): a course
 * published through one shows on the other at once when Redis carries the news, and within the
 * cache's time limit when there is no Redis.
 */
const stores = [
  { store: 'no Redis', redisUrl: undefined },
  ...(process.env.TEST_REDIS_URL ? [{ store: 'Redis', redisUrl: process.env.TEST_REDIS_URL }] : []),
];

describe.each(stores)('the catalogue across two instances, with $store', ({ redisUrl }) => {
  // Frozen: a cached answer never expires unless the test moves the clock.
  let clock = new Date();
  let first: TestApp;
  let second: TestApp['app'];

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/kelasi-test',
      REDIS_URL: redisUrl,
    });
    // Channels of their own, so that parallel runs do not hear each other.
    const redisKeyPrefix = `test:${randomUUID()}`;
    first = await createTestApp({ config, now: () => clock, redisKeyPrefix });
    second = await buildApp({
      logger: false,
      config,
      database: first.database,
      now: () => clock,
      redisKeyPrefix,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const titles = async (app: TestApp['app']) => {
    const res = await new Agent(app).get('/api/courses?limit=24');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { title: string }[] }).items.map((c) => c.title);
  };

  it('shows a course published on one instance on the other', async () => {
    const instructor = await signedInUser(first.app, first.db, 'instructor');
    // The second instance has the catalogue in memory, without the course.
    expect(await titles(second)).not.toContain('Gestion de stock');
    const created = await instructor.agent.post('/api/courses', {
      title: 'Gestion de stock',
      description: "Suivre les entrées et sorties d'un dépôt, sans logiciel.",
      category: 'Business',
      status: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    // The first instance forgot its own answers at once.
    expect(await titles(first.app)).toContain('Gestion de stock');

    if (redisUrl) {
      // The news travels through Redis: the clock does not move.
      await expect.poll(() => titles(second)).toContain('Gestion de stock');
    } else {
      expect(await titles(second)).not.toContain('Gestion de stock');
      clock = new Date(clock.getTime() + CATALOGUE_TTL_MS + 1);
      expect(await titles(second)).toContain('Gestion de stock');
    }
  });
});
