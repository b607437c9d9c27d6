import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * Who may manage a live class (edit, delete, decide its payments, see every registration and the
 * meeting link): its instructor and admins. Students reach the meeting link only through a
 * confirmed registration of their own (the live-classes service selects it for them alone).
 */
export function canManage(user: SessionUser | null, liveClass: { instructorId: string }): boolean {
  return !!user && (user.role === 'admin' || user.id === liveClass.instructorId);
}
