import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { keyUrl } from '@client/api/call';
import { apiRequest, isApiError } from './api';

/**
 * The default loader (spec 01 §7): a GET of the load key's URL (see keyUrl). On 401 it throws
 * (the application default) or, when asked, answers null.
 */
export function getQueryFn<T>({
  on401,
}: {
  on401: 'throw' | 'returnNull';
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>('GET', keyUrl(queryKey), undefined, { signal });
    } catch (err) {
      if (on401 === 'returnNull' && isApiError(err, 401)) return null;
      throw err;
    }
  };
}

/**
 * Data never goes stale by itself, no refetch on window focus or reconnect, no polling and no
 * automatic retry (spec 01 §7): every byte costs our users money. Lists are refreshed explicitly
 * (invalidateQueries) after a change. The loads of src/client/api name their typed loader, which
 * fetches the same URL as the default one would. The browser makes one client; server rendering
 * one per request.
 *
 * `offlineCopies`: the service worker answers a learner's reads from the phone when there is no
 * network (sw.ts), so loads are tried even offline rather than held until the network returns.
 */
export const createQueryClient = ({ offlineCopies = false } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        networkMode: offlineCopies ? 'offlineFirst' : 'online',
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
