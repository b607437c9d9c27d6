/** Column builders shared by the tables of every domain. */
import { sql } from 'drizzle-orm';
import { numeric, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const tstz = () => timestamp({ withTimezone: true });
export const createdAt = () => tstz().notNull().defaultNow();
export const updatedAt = () =>
  tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const dollars = () => numeric({ precision: 12, scale: 2, mode: 'number' });
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A required reference to the parent row it belongs to: deleting the parent deletes the row. */
export const partOf = (parent: () => AnyPgColumn) =>
  uuid().notNull().references(parent, { onDelete: 'cascade' });
