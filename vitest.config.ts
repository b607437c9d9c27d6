import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

// The client's aliases (vite.config.ts), so a test can check a figure with the client's own code.
const resolve = {
  alias: {
    '@contract': fileURLToPath(new URL('./src/contract', import.meta.url)),
    '@client': fileURLToPath(new URL('./src/client', import.meta.url)),
  },
};

// expect.poll waits for what a user would wait for (a worker filling its cache, a job running) as
// long as a locator would, not vitest's 1 s: on a busy machine 1 s was a timed assertion.
const expect = { poll: { timeout: 30_000 } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          expect,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { KELASI_TEST_DB: 'pglite' },
          expect,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(withPostgres
        ? [
            {
              resolve,
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { KELASI_TEST_DB: 'postgres' },
                expect,
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      // Several instances behind nginx need PostgreSQL and Redis (CI has both).
      ...(withPostgres && process.env.TEST_REDIS_URL
        ? [
            {
              resolve,
              test: {
                name: 'api-instances',
                include: ['tests/instances/**/*.test.ts'],
                expect,
                testTimeout: 120_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          expect,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
