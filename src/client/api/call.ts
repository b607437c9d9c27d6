/**
 * Typed calls to the endpoints declared in src/contract. The method and path are written here in
 * the client, but checked against the contract's literal types; params, query, body and answer are
 * typed from its schemas. Type-only imports: no zod reaches the browser through this file.
 *
 *   call<typeof courseEndpoints.get>('GET', '/api/courses/{id}', { params: { id } })
 */
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '@contract/endpoint';
import { apiRequest } from '@client/lib/api';

/** A part of the request: absent when the endpoint has none, optional when all it holds is. */
type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type CallInput<E extends EndpointDef> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>> &
  Pick<RequestInit, 'signal' | 'keepalive'>;

/** The arguments after the path: the input may be left out when nothing in it is required. */
export type InputArgs<E extends EndpointDef> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type QueryValue = string | number | boolean | null | undefined;

/** `/api/courses/{id}` with { id } → /api/courses/<id>, each value URL-encoded. */
function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The query string (spec 01 §7): empty and null values are left out, a list repeats its key.
 *   { search: 'web', categories: ['Design', 'Business'] } → ?search=web&categories=Design&categories=Business
 */
function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of (Array.isArray(value) ? value : [value]) as QueryValue[]) {
      if (v !== null && v !== undefined && v !== '') params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The URL of a load key (spec 01 §7): the first element is the path; when the second element is
 * an object it becomes the query string, otherwise the elements are joined with '/'.
 *   ['/api/courses', id, 'lessons'] → /api/courses/<id>/lessons
 */
export function keyUrl(queryKey: readonly unknown[]): string {
  const [path, second, ...rest] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a load key must be a path');
  if (second && typeof second === 'object' && !Array.isArray(second))
    return path + queryString(second);
  const parts = second === undefined ? [] : [second, ...rest];
  return [path, ...parts.map((part) => encodeURIComponent(String(part)))].join('/');
}

/** Calls an endpoint and answers its parsed JSON (undefined for an empty answer). */
export function call<E extends EndpointDef>(
  method: E['method'],
  path: E['path'],
  ...[input]: InputArgs<E>
): Promise<ResponseOf<E>> {
  const { params, query, body, signal, keepalive } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
  } & Pick<RequestInit, 'signal' | 'keepalive'>;
  const url = fillPath(path, params) + queryString(query);
  return apiRequest<ResponseOf<E>>(method, url, body, { signal, keepalive });
}

/** What a screen does after a deletion: its notices. `onDeleted` runs before the lists reload. */
export interface DeleteCallbacks<T> {
  onDeleted?: (deleted: T) => void;
  onError?: (err: Error) => void;
}

/** A function sending its argument as the body of an endpoint without path parameters. */
export function sender<E extends EndpointDef>(method: E['method'], path: E['path']) {
  return (body: BodyOf<E>): Promise<ResponseOf<E>> =>
    call<E>(method, path, ...([{ body }] as InputArgs<E>));
}
