/** Column builders shared by the tables of every domain. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  jsonb,
  numeric,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '../../../contract/payments-labels.ts';

export const id = () => uuid().primaryKey().defaultRandom();
export const tstz = () => timestamp({ withTimezone: true });
export const createdAt = () => tstz().notNull().defaultNow();
export const updatedAt = () =>
  tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A number with two decimals (hours, a rate in %, dollars), read as a JS number. */
export const decimal = (precision: number) => numeric({ precision, scale: 2, mode: 'number' });
/** When a row was made and last changed: spread into a table's columns. */
export const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };
export const dollars = () => decimal(12);
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A required reference to the parent row it belongs to: deleting the parent deletes the row. */
export const partOf = (parent: () => AnyPgColumn) =>
  uuid().notNull().references(parent, { onDelete: 'cascade' });

/** A yes/no setting that is never unknown. */
export const flag = (byDefault: boolean) => boolean().notNull().default(byDefault);

/** Mobile-money numbers to pay to, per operator; a method is offered only if present. */
export type MobileMoneyNumbers = Partial<Record<PaymentMethod, string>>;
export const mobileMoneyNumbers = <T extends MobileMoneyNumbers = MobileMoneyNumbers>() =>
  jsonb().$type<T>();
