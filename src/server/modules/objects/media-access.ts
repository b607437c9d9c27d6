import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, lessons } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import * as coursePolicy from '../../policies/course.ts';
import { objectPathFor, type CompleteUpload, type UploadsService } from './uploads.service.ts';

/**
 * Who may fetch an uploaded file: its uploader and admins always; others through a lesson that
 * uses it — everyone for a free lesson of a visible course, else those who may read the course
 * (enrolled, its instructor). One query over the lessons that reference the file.
 */
export function createMediaAccess(db: Db, uploads: UploadsService) {
  return async function authorize(
    user: SessionUser | null,
    fileName: string,
  ): Promise<CompleteUpload> {
    const upload = await uploads.findComplete(fileName);
    if (!upload) throw appError('OBJECT_NOT_FOUND');
    if (user && (user.role === 'admin' || user.id === upload.userId)) return upload;

    const objectPath = objectPathFor(upload);
    const uses = await db
      .select({
        isFree: lessons.isFree,
        status: courses.status,
        instructorId: courses.instructorId,
        progress: enrollments.progress,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(
        enrollments,
        and(
          eq(enrollments.courseId, courses.id),
          user ? eq(enrollments.userId, user.id) : sql`false`,
        ),
      )
      .where(or(eq(lessons.videoUrl, objectPath), eq(lessons.fileUrl, objectPath)));

    if (uses.length === 0) throw appError('OBJECT_NOT_FOUND');
    const allowed = uses.some(
      (use) =>
        coursePolicy.canSee(user, use) && (use.isFree || coursePolicy.canReadContent(user, use)),
    );
    if (allowed) return upload;
    throw appError(user ? 'OBJECT_FORBIDDEN' : 'UNAUTHORIZED');
  };
}
