/**
 * The shared HTTP helper (spec 01 §7). Every call sends the session cookie; a JSON body and its
 * content type are added only when a payload is given. Any non-OK answer throws an ApiError.
 */

import type { HttpMethod } from '@contract/endpoint';
import type { ErrorCode } from '@contract/errors';

/** The server's error body: `{ message, code, fields? }` (see src/contract/common.ts). */
interface ErrorBody {
  message?: unknown;
  code?: unknown;
  fields?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status code. */
  readonly status: number;
  /** Stable error code from the server, when it sent one. */
  readonly code: string | undefined;
  /** Per-field French messages for invalid input, when the server sent them. */
  readonly fields: Record<string, string> | undefined;
  /** The French message from the server's JSON body, meant for a person. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    // Spec 01 §8: "<status>: <body text, or the status text if the body is empty>".
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.code = typeof body?.code === 'string' ? body.code : undefined;
    this.serverMessage =
      typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    this.fields = isStringRecord(body?.fields) ? body.fields : undefined;
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Throws an ApiError for any non-OK response; does nothing otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // Body unreadable (connection dropped): fall back to the status text.
  }
  throw new ApiError(res.status, res.statusText, text);
}

/** Parses a JSON body; an empty body (e.g. 204) gives undefined. */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** How requests leave: the browser's fetch, or on the server the app itself (entry-server.tsx). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Sends this process's API requests another way: server rendering answers them in-process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/**
 * Sends a request with the session cookie and returns the parsed JSON answer.
 * `data` (when not undefined) is sent as a JSON body with `Content-Type: application/json`.
 * `init` may add an abort signal, or keepalive for a request that must outlive the page.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  data?: unknown,
  init: Pick<RequestInit, 'signal' | 'keepalive'> = {},
): Promise<T> {
  const hasBody = data !== undefined;
  const res = await transport(url, {
    ...init,
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(data) : undefined,
  });
  await throwIfResNotOk(res);
  return readJson<T>(res);
}

/** The server's French message when the error carries one, else the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : fallback;
}

/**
 * True when the error is an ApiError, with the given error code from the contract
 * (e.g. 'SUBSCRIPTION_REQUIRED') or the given HTTP status when one is asked.
 */
export function isApiError(err: unknown, expected?: ErrorCode | number): err is ApiError {
  if (!(err instanceof ApiError)) return false;
  if (expected === undefined) return true;
  return typeof expected === 'number' ? err.status === expected : err.code === expected;
}

/** A missing resource: 404, or 400 for a malformed id (such a resource cannot exist). */
export function isNotFound(err: unknown): boolean {
  return isApiError(err, 404) || isApiError(err, 400);
}
