import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { paymentMessages } from '../../src/contract/payments.ts';
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

/** Two decisions that race, in both orders: on PGlite the first sent always wins. */
export const bothDecisionOrders = [
  ['confirmed', 'rejected'],
  ['rejected', 'confirmed'],
] as const;

/**
 * Sends `count` decisions on one payment at once, alternating `first` and `next`: one wins (200),
 * every other is told the payment is already decided (409). Answers the status that won.
 */
export async function raceDecisions(
  count: number,
  [first, next]: (typeof bothDecisionOrders)[number],
  decide: (status: string) => Promise<LightMyRequestResponse>,
): Promise<string> {
  const results = await Promise.all(
    Array.from({ length: count }, (_, i) => decide(i % 2 ? next : first)),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(count - 1).fill(409)]);
  for (const lost of results.filter((r) => r.statusCode === 409))
    expect(lost.json()).toEqual({
      message: paymentMessages.alreadyDecided,
      code: 'PAYMENT_ALREADY_DECIDED',
    });
  return (results.find((r) => r.statusCode === 200)!.json() as { status: string }).status;
}
