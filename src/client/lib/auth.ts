import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput, LoginInput, RegisterInput, User } from '@contract/auth';
import { apiRequest } from './api';
import { getQueryFn } from './query-client';

/** Cache key of the session user (null when signed out). */
export const ME_QUERY_KEY = ['/api/auth/me'] as const;

const loadMe = getQueryFn<User>({ on401: 'returnNull' });

/** Spec 01 §4: a 401 means signed out; any other failure is only logged and also means signed out. */
async function fetchSessionUser(context: Parameters<typeof loadMe>[0]): Promise<User | null> {
  try {
    return (await loadMe(context)) ?? null;
  } catch (err) {
    // A cancelled load is not a verdict on the session: let the query library handle it.
    if (context.signal.aborted) throw err;
    console.error('Session check failed', err);
    return null;
  }
}

/** Forgets everything cached for the previous user, then stores the new session user. */
function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  queryClient.setQueryData(ME_QUERY_KEY, user);
}

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/** The signed-in user (null when signed out), loaded once per page load. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: fetchSessionUser,
  });
  const user = data ?? null;
  return { user, isLoading: isPending, isAuthenticated: user !== null };
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<User>('POST', '/api/auth/login', input),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

export function useRegisterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>('POST', '/api/auth/register', input),
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

/** Logs out; the user is cleared locally even if the call fails (e.g. no network). */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('POST', '/api/auth/logout'),
    onSettled: () => setSessionUser(queryClient, null),
  });
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiRequest<{ message: string }>('POST', '/api/auth/change-password', input),
  });
}
