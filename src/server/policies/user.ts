import type { Role } from '../../contract/roles.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * Who may change an account (admins only, by their routes): an admin never demotes nor suspends
 * themselves, and the platform always keeps one active admin (admin.service's keepsAnAdmin).
 */

/** Does giving `role` take the admin role away (so an admin must be kept)? */
export const removesAdmin = (role: Role): boolean => role !== 'admin';

/** An admin giving themselves a lesser role. */
export const isSelfDemotion = (admin: SessionUser, target: { id: string }, role: Role): boolean =>
  target.id === admin.id && removesAdmin(role);

/** The account already has this role: nothing to change. */
export const hasRole = (user: { role: Role }, role: Role): boolean => user.role === role;
