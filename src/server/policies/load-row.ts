import type { PgTable } from 'drizzle-orm/pg-core';
import type { ErrorCode } from '../../contract/errors.ts';
import { appError } from '../http/app-error.ts';

/** A Drizzle select that can also take a row lock. */
interface LockableSelect<T> extends PromiseLike<T[]> {
  for(strength: 'update' | 'share', config?: { of: PgTable }): PromiseLike<T[]>;
}

export interface LoadRowOptions<T> {
  /** Answered when no row matches. */
  notFound: ErrorCode;
  /** The resource's policy; when it refuses, `forbidden` is answered. */
  allow?: (row: T) => boolean;
  /**
   * What a refusal answers: an error code (403 `FORBIDDEN` by default), or 'not-found' for rows
   * someone else owns whose existence is not told (a certificate, an upload, an attempt).
   */
  forbidden?: ErrorCode | 'not-found';
  /** A more precise French message for the refusal (same code). */
  forbiddenMessage?: string;
  /** Lock the row until the transaction ends (SELECT … FOR UPDATE [OF table]). */
  lock?: boolean | { of: PgTable };
  /** The form field that named the row: the error, either one, is also told on it. */
  field?: string;
}

/** The error, also told on the form field that named the row when there is one. */
function failure(code: ErrorCode, message: string | undefined, field: string | undefined) {
  const error = appError(code, { message });
  return field ? appError(code, { message, fields: { [field]: error.message } }) : error;
}

/**
 * Loads one row (a select, or a prepared statement's answer): 404 when it is missing, then the refusal when the policy says no. The one way a
 * service reads a row it answers about: no service writes "if not found, throw" by hand.
 */
export async function loadRow<T>(
  query: LockableSelect<T> | PromiseLike<T[]>,
  options: LoadRowOptions<T>,
): Promise<T> {
  const { lock } = options;
  const [row] = await (lock
    ? (query as LockableSelect<T>).for('update', lock === true ? undefined : lock)
    : query);
  if (row === undefined) throw failure(options.notFound, undefined, options.field);
  if (options.allow && !options.allow(row)) {
    const refusal = options.forbidden === 'not-found' ? options.notFound : options.forbidden;
    throw failure(refusal ?? 'FORBIDDEN', options.forbiddenMessage, options.field);
  }
  return row;
}

/**
 * The row an update or delete (`… returning()`) touched, or `notFound` when none matched: the
 * condition of the statement itself says which rows exist for the caller.
 */
export async function mustExist<T>(statement: PromiseLike<T[]>, notFound: ErrorCode): Promise<T> {
  const [row] = await statement;
  if (row === undefined) throw appError(notFound);
  return row;
}

/**
 * A value found some other way (a service call, a map lookup) that must be there: `notFound`
 * otherwise. For reads that are not one select, where `loadRow` does not fit.
 */
export function found<T>(value: T | null | undefined, notFound: ErrorCode): T {
  if (value === null || value === undefined) throw appError(notFound);
  return value;
}
