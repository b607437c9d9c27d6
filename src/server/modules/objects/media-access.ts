import { and, eq, or, sql } from 'drizzle-orm';
import { UPLOAD_TYPES } from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, lessons } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { found } from '../../policies/load-row.ts';
import * as paymentPolicy from '../../policies/payment.ts';
import * as uploadPolicy from '../../policies/upload.ts';
import { objectPathFor, type CompleteUpload, type UploadsService } from './uploads.service.ts';

/**
 * Who may fetch an uploaded file: its uploader and admins always; others through what uses it.
 * A course's cover image is seen by whoever may see the course (the catalogue shows it to
 * visitors). A lesson's file reaches whoever may read one of the lessons using it
 * (coursePolicy.canReadLesson: everyone for a free lesson of a visible course). One query over
 * the lessons that reference the file (and, for an image, one over the courses it is the cover of).
 * The screenshot of a payment (always an image, uploaded by its buyer) is also seen by whoever
 * decides the payment (policies/payment.ts): one query over the payments citing it.
 */
export function createMediaAccess(
  db: Db,
  uploads: UploadsService,
  /** Who decides each payment citing a screenshot (the payments module's read side). */
  proofDeciders: (objectPath: string) => Promise<paymentPolicy.PaymentDecisionFacts[]>,
) {
  return async function authorize(
    user: SessionUser | null,
    fileName: string,
  ): Promise<CompleteUpload> {
    const upload = found(await uploads.findComplete(fileName), 'OBJECT_NOT_FOUND');
    if (uploadPolicy.canUse(user, upload)) return upload;

    const objectPath = objectPathFor(upload);
    // The caller's enrolment in a course (none for a visitor): what coursePolicy reads.
    const callersEnrolment = and(
      eq(enrollments.courseId, courses.id),
      user ? eq(enrollments.userId, user.id) : sql`false`,
    );
    // Only images can be covers (the course editor checks it): other files skip this query.
    if (UPLOAD_TYPES[upload.extension].kind === 'image') {
      const covers = await db
        .select({
          status: courses.status,
          instructorId: courses.instructorId,
          progress: enrollments.progress,
        })
        .from(courses)
        .leftJoin(enrollments, callersEnrolment)
        .where(eq(courses.thumbnail, objectPath));
      if (covers.some((course) => coursePolicy.canSee(user, course))) return upload;
      // Covers first (the catalogue asks for them all the time), then payment screenshots.
      if (user) {
        const proofs = await proofDeciders(objectPath);
        if (proofs.some((payment) => paymentPolicy.canDecide(user, payment))) return upload;
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
      .leftJoin(enrollments, callersEnrolment)
      .where(or(eq(lessons.videoUrl, objectPath), eq(lessons.fileUrl, objectPath)));

    // A file nothing uses (any more) is told as missing to all but its uploader and admins.
    found(uses[0], 'OBJECT_NOT_FOUND');
    const allowed = uses.some((use) => coursePolicy.canReadLesson(user, use, use));
    if (allowed) return upload;
    throw appError(user ? 'OBJECT_FORBIDDEN' : 'UNAUTHORIZED');
  };
}
