import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { authEndpoints, User } from '@contract/auth';
import { getQueryFn } from '@client/lib/query-client';
import { call, sender } from './call';

type Endpoints = typeof authEndpoints;

/** Cache key of the session user (null when signed out). */
const ME_KEY = ['/api/auth/me'] as const;

/**
 * The session user, or null when signed out. Spec 01 §4: a 401 means signed out; any other
 * failure is only logged and also means signed out.
 */
const loadSessionUser = getQueryFn<User>({ on401: 'returnNull' });
const sessionQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (context): Promise<User | null> => {
    try {
      return (await loadSessionUser(context)) ?? null;
    } catch (err) {
      // A cancelled load is not a verdict on the session: let the query library handle it.
      if (context.signal.aborted) throw err;
      console.error('Session check failed', err);
      return null;
    }
  },
});

/** Forgets everything cached for the previous user, then stores the new session user. */
function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
  queryClient.setQueryData(ME_KEY, user);
}

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user (null when signed out), loaded once per page load. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(sessionQuery);
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['login']>('POST', '/api/auth/login'),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['register']>('POST', '/api/auth/register'),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

/** Logs out; the user is cleared locally even if the call fails (e.g. no network). */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<Endpoints['logout']>('POST', '/api/auth/logout'),
    onSettled: () => setSessionUser(queryClient, null),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: sender<Endpoints['changePassword']>('POST', '/api/auth/change-password'),
  });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: sender<Endpoints['forgotPassword']>('POST', '/api/auth/forgot-password'),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: sender<Endpoints['resetPassword']>('POST', '/api/auth/reset-password'),
  });
}
