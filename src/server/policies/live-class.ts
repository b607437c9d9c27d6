import { eq, sql, type SQL } from 'drizzle-orm';
import { liveClasses, liveClassRegistrations } from '../db/schema/index.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import type { LoadRowOptions } from './load-row.ts';
import { isOwnerOrAdmin } from './roles.ts';

/**
 * Who may manage a live class (edit, delete, decide its payments, see every registration and the
 * meeting link): its instructor and admins. Students see the published classes, never register
 * to a class of their own, and reach the meeting link only through a confirmed registration of
 * their own. The instructor's list holds the caller's own classes and their registrations,
 * whoever asks (an admin included).
 */
export function canManage(user: SessionUser | null, liveClass: { instructorId: string }): boolean {
  return isOwnerOrAdmin(user, liveClass.instructorId);
}

/** canManage as loadRow's guard: anyone else is refused with 403 `LIVE_CLASS_FORBIDDEN`. */
export const managedBy = (
  user: SessionUser,
): Pick<LoadRowOptions<{ instructorId: string }>, 'allow' | 'forbidden'> => ({
  allow: (liveClass) => canManage(user, liveClass),
  forbidden: 'LIVE_CLASS_FORBIDDEN',
});

/** A class is attached only to a course of its own instructor. */
export const mayAttachTo = (instructorId: string, course: { instructorId: string }): boolean =>
  course.instructorId === instructorId;

/** A class students see and may register to: a published one. */
export const isOpen = (liveClass: { isPublished: boolean }): boolean => liveClass.isPublished;

/** isOpen as a condition on `liveClasses`, for lists. */
export const openWhere: SQL = eq(liveClasses.isPublished, true);

/** The classes an instructor's list holds (with their registrations): their own. */
export const instructedWhere = (user: SessionUser): SQL => eq(liveClasses.instructorId, user.id);

/** Its instructor does not register to their own class. */
export const isOwnClass = (user: SessionUser, liveClass: { instructorId: string }): boolean =>
  user.id === liveClass.instructorId;

/** A class with the caller's registration joined to it (paymentStatus null without one). */
interface JoinFacts {
  instructorId: string;
  paymentStatus: string | null;
}

/** The meeting link (and the calendar file): managers and the confirmed registered student. */
export function canJoin(user: SessionUser, liveClass: JoinFacts): boolean {
  return canManage(user, liveClass) || liveClass.paymentStatus === 'confirmed';
}

/** A class exists for the caller when it is published or they may join it; else it is a 404. */
export function canSee(user: SessionUser, liveClass: JoinFacts & { isPublished: boolean }) {
  return isOpen(liveClass) || canJoin(user, liveClass);
}

/** canJoin for a student's own registration, as a column: the link only once confirmed. */
export const meetingUrlForRegistrant = sql<
  string | null
>`case when ${liveClassRegistrations.paymentStatus} = 'confirmed' then ${liveClasses.meetingUrl} end`;
