import { it } from 'vitest';
import { testDbKind } from './database.ts';

/**
 * A test of requests at the same moment. It proves something only on PostgreSQL: PGlite runs one
 * transaction at a time, so a missing lock passes there. On PGlite it still runs (the outcome
 * must be right there too) and says, in the test output, that it proved nothing about locking.
 */
export function raceIt(name: string, fn: () => Promise<void>, timeout?: number): void {
  it(
    name,
    async () => {
      await fn();
      if (testDbKind === 'pglite')
        console.info(
          `PGlite runs one transaction at a time: the race "${name}" proved nothing about locking here; PostgreSQL proves it.`,
        );
    },
    timeout,
  );
}
