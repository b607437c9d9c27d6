/**
 * The platform's dollar rate, as admins set it (docs/architecture.md « Argent »): the latest row is
 * the rate in force; earlier rows are the trace of every change.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    /** Congolese francs for one US dollar. */
    cdfPerUsd: integer().notNull(),
    setById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_rates_created_at_idx').on(t.createdAt.desc()),
    check('exchange_rates_cdf_per_usd_check', sql`${t.cdfPerUsd} > 0`),
  ],
);
