import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { readJson, throwIfResNotOk } from './api';

type QueryParamValue = string | number | boolean | null | undefined;
type QueryParams = Record<string, QueryParamValue | readonly QueryParamValue[]>;

function isPlainObject(value: unknown): value is QueryParams {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function isEmpty(value: QueryParamValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * Builds the URL of a load key (spec 01 §7): the first element is the path; when the second element
 * is an object it becomes the query string (empty and null values skipped, arrays repeated as
 * several entries of the same key); otherwise the elements are joined with '/'.
 *
 *   ['/api/courses', { search: 'web', categories: ['Design', 'Business'] }]
 *     → /api/courses?search=web&categories=Design&categories=Business
 *   ['/api/courses', id, 'lessons'] → /api/courses/<id>/lessons
 */
export function buildUrl(queryKey: QueryKey): string {
  const [path, second] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be a path');
  if (isPlainObject(second)) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(second)) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values as QueryParamValue[]) {
        if (!isEmpty(v)) params.append(key, String(v));
      }
    }
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  }
  return [path, ...queryKey.slice(1).map((part) => encodeURIComponent(String(part)))].join('/');
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A GET loader for a query key; on 401 it throws (default) or resolves to null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(buildUrl(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return readJson<T>(res);
  };
}

/**
 * Data never goes stale by itself, no refetch on window focus or reconnect, no polling and no
 * automatic retry (spec 01 §7): every byte costs our users money. Lists are refreshed explicitly
 * (invalidateQueries) after a change.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
