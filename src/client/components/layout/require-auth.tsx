import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Role } from '@contract/auth';
import { Loading } from './loading';
import { useAuth } from '@client/api/auth';
import { signInHref } from '@client/lib/return-path';

/**
 * Route guard (spec 01 §2, spec 02 §2): "Chargement..." while the session loads, /login when
 * nobody is signed in, / when the user's role is not allowed. Comfort only: the server decides.
 */
export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  // The sign-in page returns here afterwards.
  if (!user) return <Redirect to={signInHref()} replace />;
  if (roles && !roles.includes(user.role)) return <Redirect to="/" replace />;
  return <>{children}</>;
}
