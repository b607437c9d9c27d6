/**
 * What every row factory shares. A factory fills one row's defaults (French, valid, unique where
 * the table needs it) and inserts a list in one statement, so the seed writes a table at once
 * and the tests write the one row they need.
 */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client.ts';

export type Executor = Db | Tx;

/** The columns of a row to insert: all optional but the `Needed` ones. */
export type RowInput<T extends PgTable, Needed extends keyof T['$inferInsert'] = never> = Partial<
  T['$inferInsert']
> &
  Pick<T['$inferInsert'], Needed>;

let counter = 0;
/** A number unique within the process, for default titles, names and numbers. */
export function nextNumber(): number {
  counter += 1;
  return counter;
}

/** Inserts rows built from inputs and returns them; `one` is `many` for a single input. */
export function rowFactory<T extends PgTable, I>(table: T, build: (input: I) => T['$inferInsert']) {
  const many = async (db: Executor, inputs: I[]): Promise<T['$inferSelect'][]> => {
    if (inputs.length === 0) return [];
    const values = inputs.map(build) as PgInsertValue<T>[];
    return (await db.insert(table).values(values).returning()) as T['$inferSelect'][];
  };
  const one = async (db: Executor, input: I): Promise<T['$inferSelect']> => {
    const [row] = await many(db, [input]);
    if (!row) throw new Error('The insert returned no row');
    return row;
  };
  return { one, many };
}
