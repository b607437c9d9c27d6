import { and, eq, or, sql } from 'drizzle-orm';
import { UPLOAD_TYPES } from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  enrollments,
  lessons,
  liveClasses,
  liveClassRegistrations,
  paymentRequests,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import * as coursePolicy from '../../policies/course.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { objectPathFor, type CompleteUpload, type UploadsService } from './uploads.service.ts';

/**
 * Who may fetch an uploaded file: its uploader and admins always; others through what uses it.
 * A course's cover image is seen by whoever may see the course (the catalogue shows it to
 * visitors). A lesson's file reaches whoever may read one of the lessons using it
 * (coursePolicy.canReadLesson: everyone for a free lesson of a visible course). One query over
 * the lessons that reference the file (and, for an image, one over the courses it is the cover of).
 * The screenshot of a course payment (always an image, uploaded by its buyer) is also seen by
 * the course's instructor, who decides on the payment: one query over the payments citing it;
 * that of a paid live class's registration by the class's instructor: one query likewise.
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
    // Only images can be covers (the course editor checks it): other files skip this query.
    if (UPLOAD_TYPES[upload.extension].kind === 'image') {
      const covers = await db
        .select({
          status: courses.status,
          instructorId: courses.instructorId,
          progress: enrollments.progress,
        })
        .from(courses)
        .leftJoin(
          enrollments,
          and(
            eq(enrollments.courseId, courses.id),
            user ? eq(enrollments.userId, user.id) : sql`false`,
          ),
        )
        .where(eq(courses.thumbnail, objectPath));
      if (covers.some((course) => coursePolicy.canSee(user, course))) return upload;
      // Covers first (the catalogue asks for them all the time), then payment screenshots.
      if (user) {
        const proofs = await db
          .select({ instructorId: courses.instructorId })
          .from(paymentRequests)
          .innerJoin(courses, eq(courses.id, paymentRequests.courseId))
          .where(eq(paymentRequests.proofImage, objectPath));
        if (proofs.some((course) => coursePolicy.canEdit(user, course))) return upload;
        // A paid live class's screenshot: its instructor decides on the registration.
        const registrations = await db
          .select({ instructorId: liveClasses.instructorId })
          .from(liveClassRegistrations)
          .innerJoin(liveClasses, eq(liveClasses.id, liveClassRegistrations.liveClassId))
          .where(eq(liveClassRegistrations.proofImage, objectPath));
        if (registrations.some((liveClass) => liveClassPolicy.canManage(user, liveClass)))
          return upload;
      }
    }
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
    const allowed = uses.some((use) => coursePolicy.canReadLesson(user, use, use));
    if (allowed) return upload;
    throw appError(user ? 'OBJECT_FORBIDDEN' : 'UNAUTHORIZED');
  };
}
