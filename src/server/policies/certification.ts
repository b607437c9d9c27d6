import type { SessionUser } from '../modules/auth/session.service.ts';

/** A certificate's PDF: its holder and admins. Anyone else is told it does not exist (404). */
export function canDownload(user: SessionUser, certificate: { userId: string }): boolean {
  return user.role === 'admin' || user.id === certificate.userId;
}
