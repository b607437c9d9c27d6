import { eq, type SQL } from 'drizzle-orm';
import { enrollments } from '../db/schema/index.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * A learner's enrolments are theirs alone: each learner lists, reads and progresses in their own;
 * anyone else's, whoever asks, is answered as missing (404).
 */
export const ownWhere = (user: SessionUser): SQL => eq(enrollments.userId, user.id);
