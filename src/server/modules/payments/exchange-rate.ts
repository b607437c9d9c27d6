/**
 * The platform's dollar rate (docs/architecture.md « Argent »): subscription plans and live classes
 * are priced in dollars and shown, and asked, in FC at the latest rate an admin set.
 */
import { desc } from 'drizzle-orm';
import { DEFAULT_CDF_PER_USD } from '../../../contract/currency.ts';
import type { Db, Tx } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';

/** FC for one dollar: the latest rate an admin set, else the default. */
export async function cdfPerUsd(executor: Db | Tx): Promise<number> {
  const [rate] = await executor
    .select({ cdfPerUsd: exchangeRates.cdfPerUsd })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt))
    .limit(1);
  return rate?.cdfPerUsd ?? DEFAULT_CDF_PER_USD;
}

/** A dollar amount in whole FC at the given rate. */
export const toCdf = (usd: number, rate: number) => Math.round(usd * rate);
