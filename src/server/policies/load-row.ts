import type { PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../contract/errors.ts';
import { appError } from '../http/app-error.ts';

/** A Drizzle select that can also take a row lock. */
interface LockableSelect<T> extends PromiseLike<T[]> {
  for(strength: 'update', config?: { of: PgTable }): PromiseLike<T[]>;
}

export interface LoadRowOptions<T> {
  /** Answered when no row matches. */
  notFound: ErrorCode;
  /** The resource's policy; when it refuses, `forbidden` is answered. */
  allow?: (row: T) => boolean;
  forbidden?: ErrorCode;
  /** A more precise French message for the refusal (same code). */
  forbiddenMessage?: string;
  /** Lock the row until the transaction ends (SELECT … FOR UPDATE [OF table]). */
  lock?: boolean | { of: PgTable };
}

/** Loads one row: 404 when it is missing, then 403 when the policy refuses it. */
export async function loadRow<T>(query: LockableSelect<T>, options: LoadRowOptions<T>): Promise<T> {
  const { lock } = options;
  const [row] = await (lock ? query.for('update', lock === true ? undefined : lock) : query);
  if (row === undefined) throw appError(options.notFound);
  if (options.allow && !options.allow(row))
    throw appError(options.forbidden ?? 'FORBIDDEN', { message: options.forbiddenMessage });
  return row;
}
