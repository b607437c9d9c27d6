import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

const snakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A column always written as "table"."column". Drizzle leaves columns unqualified in a
 * single-table query, which inside a correlated subquery would bind to the inner table.
 */
export function qualified(column: Column): SQL {
  const name = column.keyAsName ? snakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}

/**
 * A named value of a prepared statement, where Drizzle's types want the column's own value (a
 * `.set()`): Drizzle encodes it with the column when the statement runs, as any value.
 */
export const placeholder = <T>(name: string): T => sql.placeholder(name) as unknown as T;
