import type { SessionUser } from '../modules/auth/session.service.ts';
import * as coursePolicy from './course.ts';

/**
 * Who may see a quiz attempt: the student who made it answers and submits it; its result is
 * read by that student, the course's instructor and admins. Anyone else is told it does not
 * exist (404), never that it is someone else's.
 */
export interface AttemptFacts {
  studentId: string;
}

/** Is this the caller's own attempt (to answer, submit, or read)? */
export const isTaker = (user: SessionUser, attempt: AttemptFacts): boolean =>
  user.id === attempt.studentId;

/** May the caller read this completed attempt's result? */
export const canReadResult = (
  user: SessionUser,
  attempt: AttemptFacts & { instructorId: string },
): boolean => isTaker(user, attempt) || coursePolicy.canEdit(user, attempt);
