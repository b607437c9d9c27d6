import { QueryClient } from '@tanstack/react-query';

/**
 * Data never goes stale by itself, no refetch on window focus or reconnect, no polling and no
 * automatic retry (spec 01 §7): every byte costs our users money. Lists are refreshed explicitly
 * (invalidateQueries) after a change. Each load names its own loader (src/client/api).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
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
