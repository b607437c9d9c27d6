import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * Role checks live in policies (and the HTTP layer's access rules), never inline in a service: a
 * service asks a policy, so who may do what is read in one folder.
 */
export const isAdmin = (user: Pick<SessionUser, 'role'> | null | undefined): boolean =>
  user?.role === 'admin';

/** The owner of a row, or an admin: who may manage most things a user created. */
export const isOwnerOrAdmin = (user: SessionUser | null | undefined, ownerId: string): boolean =>
  !!user && (isAdmin(user) || user.id === ownerId);
