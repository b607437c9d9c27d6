import { and, ne, sql, type SQL } from 'drizzle-orm';
import { payments } from '../db/schema/index.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import { isAdmin } from './roles.ts';

/**
 * Who may decide a payment: admins, and the instructor who owns what was paid for (a course or a
 * live class); for what the platform sells (packages, subscriptions, bundles) admins only. Nobody
 * decides their own payment: an admin's own purchase waits for another admin.
 */
export interface PaymentDecisionFacts {
  buyerId: string;
  /** The instructor paid, or null when the platform is. */
  ownerId: string | null;
}

export function canDecide(user: SessionUser | null, payment: PaymentDecisionFacts): boolean {
  if (!user) return false;
  return isAdmin(user) || (payment.ownerId !== null && user.id === payment.ownerId);
}

/**
 * canDecide and not isOwnPayment, as a condition on `payments`, for the deciders' lists:
 * `ownerId` is the payment's owner as SQL (null for the platform's).
 */
export function decidableWhere(user: SessionUser, ownerId: SQL<string | null>): SQL {
  const notOwn = ne(payments.buyerId, user.id);
  return isAdmin(user) ? notOwn : and(notOwn, sql`${ownerId} = ${user.id}`)!;
}

export const isOwnPayment = (user: SessionUser, payment: PaymentDecisionFacts) =>
  user.id === payment.buyerId;

/** May the owner of a receiving phone decide this payment through it (their SMS)? */
export function phoneMayDecide(
  phoneOwner: { id: string; role: SessionUser['role'] },
  payment: PaymentDecisionFacts,
): boolean {
  if (phoneOwner.id === payment.buyerId) return false;
  // A platform payment is paid to the platform's numbers, which only admins register.
  if (payment.ownerId === null) return isAdmin(phoneOwner);
  return phoneOwner.id === payment.ownerId;
}
