import { errorCatalog, type ErrorCode } from '../../contract/errors.ts';

/** A failure a person should read: French message, stable code, HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export interface AppErrorOptions {
  /** Per-field French messages, for a form. */
  fields?: Record<string, string>;
  /** A more precise French message than the catalogue's (the same code, in other words). */
  message?: string;
}

/** The one way to fail: a code of the catalogue, with its status and French message. */
export function appError(code: ErrorCode, options: AppErrorOptions = {}): AppError {
  const { status, message } = errorCatalog[code];
  return new AppError(status, code, options.message ?? message, options.fields);
}
