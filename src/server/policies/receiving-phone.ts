import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { receivingPhones } from '../db/schema/index.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * Whose receiving phones a caller reads and changes: their own, while in service. Someone else's
 * phone, like a revoked one, is as unknown as a missing one (404): its SMS are private.
 */
export function ownWhere(user: SessionUser): SQL {
  return and(eq(receivingPhones.ownerId, user.id), isNull(receivingPhones.revokedAt))!;
}
