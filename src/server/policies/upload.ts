import type { UploadKind } from '../../contract/objects.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import { isAdmin } from './roles.ts';

/**
 * Who may use an upload. Only its uploader sends bytes to an upload address; its uploader and
 * admins may use the finished file anywhere (a lesson, a cover) and always fetch it. Students
 * upload images only (the screenshot of a payment); instructors and admins any accepted kind.
 */
export interface UploadFacts {
  /** Who asked for the upload address (null once their account is deleted). */
  userId: string | null;
}

/** May this user send the bytes of this upload (claim, resume, cancel)? */
export const isUploader = (user: SessionUser | null, upload: UploadFacts): boolean =>
  !!user && user.id === upload.userId;

/** May this user fetch the finished file, or point a lesson or a cover at it? */
export const canUse = (user: SessionUser | null, upload: UploadFacts): boolean =>
  isAdmin(user) || isUploader(user, upload);

/** May this user upload a file of this kind? */
export const mayUploadKind = (user: SessionUser, kind: UploadKind): boolean =>
  user.role !== 'student' || kind === 'image';
