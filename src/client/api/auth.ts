import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { authEndpoints, User } from '@contract/auth';
import { isConnectionError } from '@client/lib/connection';
import { forgetOfflineData } from '@client/lib/offline-app';
import { getQueryFn } from '@client/lib/query-client';
import { call, sender } from './call';

type Endpoints = typeof authEndpoints;

/** Cache key of the session user (null when signed out). */
export const ME_KEY = ['/api/auth/me'] as const;

/**
 * The session user, or null when signed out. Spec 01 §4: a 401 means signed out; any other
 * failure is only logged and also means signed out. One exception, for studying offline (issue
 * 30): when the check never reached the server, the user last signed in on this device is kept
 * (the server still checks every call once the network is back).
 */
const loadSessionUser = getQueryFn<User>({ on401: 'returnNull' });
const sessionQuery = queryOptions({
  queryKey: ME_KEY,
  // Asked even offline: the answer then comes from this device (`rememberedUser`).
  networkMode: 'always',
  queryFn: async (context): Promise<User | null> => {
    try {
      const user = (await loadSessionUser(context)) ?? null;
      rememberUser(user);
      return user;
    } catch (err) {
      // A cancelled load is not a verdict on the session: let the query library handle it.
      if (context.signal.aborted) throw err;
      const remembered = isConnectionError(err) ? rememberedUser() : null;
      if (remembered) return remembered;
      console.error('Session check failed', err);
      return null;
    }
  },
});

const LAST_USER_KEY = 'kelasi:last-user';
/** Whose data this phone keeps for offline use. */
const OFFLINE_OWNER_KEY = 'kelasi:offline-owner';

/** A page the server rendered said who is signed in: this device remembers it too. */
export function rememberServedUser(queryClient: QueryClient) {
  const served = queryClient.getQueryData<User | null>(ME_KEY);
  if (served !== undefined) rememberUser(served);
}

function rememberUser(user: User | null) {
  try {
    // Someone else on this phone: the last learner's saved courses are not theirs to read.
    const owner = localStorage.getItem(OFFLINE_OWNER_KEY);
    if (user && owner !== user.id) {
      if (owner) void forgetOfflineData();
      localStorage.setItem(OFFLINE_OWNER_KEY, user.id);
    }
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage refused: offline, this device simply knows no one.
  }
}

function rememberedUser(): User | null {
  try {
    return JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') as User | null;
  } catch {
    return null;
  }
}

/** Forgets everything cached for the previous user, then stores the new session user. */
function setSessionUser(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] });
  queryClient.setQueryData(ME_KEY, user);
  rememberUser(user);
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
    onSettled: () => {
      setSessionUser(queryClient, null);
      void forgetOfflineData();
    },
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
