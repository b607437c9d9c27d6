import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  certificationMessages,
  certificationTypeLabels,
  type CertificationType,
} from '../../../contract/certifications.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  certifications,
  courses,
  enrollments,
  lessons,
  quizAttempts,
  quizzes,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-columns.ts';
import * as certificationPolicy from '../../policies/certification.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import type { Delivery, NotificationsService } from '../notifications/index.ts';
import { activeAt } from '../subscriptions/index.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { newCertificateNumber } from './certificate-number.ts';

export interface CertificationsDeps {
  notifications: NotificationsService;
  /** Absolute address of the site: the QR code leads to `${publicUrl}/verify/{number}`. */
  publicUrl: string;
  /** The clock certificates are dated and judged by (tests move it). */
  now: () => Date;
}

/** The learner's notification of a new certificate (the seed words its demo ones alike). */
export const certificateIssuedNotice = (courseTitle: string, type: CertificationType) => ({
  type: 'certificate_issued' as const,
  title: certificationMessages.issuedTitle,
  message: `Félicitations ! Vous avez terminé le cours « ${courseTitle} » : votre ${certificationTypeLabels[type].toLowerCase()} est disponible.`,
  link: '/certifications',
});

/** Where a certificate's PDF is downloaded. */
export const certificatePdfPath = (id: string) => `/api/certifications/${id}/pdf`;

/** A safe, readable file name: "certificat-introduction-a-python.pdf". */
function pdfFileName(courseTitle: string): string {
  const slug = courseTitle
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `certificat-${slug || 'kelasi'}.pdf`;
}

/**
 * What a certificate states, read with its holder and course: printed on the PDF and answered to
 * anyone checking its number.
 */
const certificateFacts = {
  holderName: users.name,
  courseTitle: courses.title,
  issuedAt: certifications.issuedAt,
  type: certifications.type,
  expiresAt: certifications.expiresAt,
};

const course = qualified(courses.id);
const student = qualified(enrollments.userId);
const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** How far the enrolment (joined with its course) is from the course's certificate. */
const completionState = {
  title: courses.title,
  lessonCount: count(sql`select count(*)::int from ${lessons} l where l.course_id = ${course}`),
  lessonsLeft: count(sql`select count(*)::int from ${lessons} l
    where l.course_id = ${course}
      and not (l.id::text = any(${qualified(enrollments.completedLessons)}))`),
  quizzesLeft: count(sql`select count(*)::int from ${quizzes} q
    where q.course_id = ${course} and q.is_published
      and not exists (select 1 from ${quizAttempts} a
        where a.quiz_id = q.id and a.student_id = ${student}
          and a.is_passed and a.completed_at is not null)`),
  issued: sql<boolean>`exists (select 1 from ${certifications} x
    where x.user_id = ${student} and x.course_id = ${course})`,
};

/** Every lesson completed and every published quiz passed, not yet certified. */
function certificateDue(state: {
  lessonCount: number;
  lessonsLeft: number;
  quizzesLeft: number;
  issued: boolean;
}) {
  // A course without lessons is never "completed".
  return (
    !state.issued && state.lessonCount > 0 && state.lessonsLeft === 0 && state.quizzesLeft === 0
  );
}

export function createCertificationsService(db: Db, deps: CertificationsDeps) {
  const verifyUrl = (number: string) =>
    `${deps.publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(number)}`;

  /** The certificate type the user's active plan gives, else national. */
  async function typeFor(tx: Tx, userId: string, now: Date): Promise<CertificationType> {
    const [plan] = await tx
      .select({ type: subscriptionPlans.certificationType })
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(
        and(
          eq(userSubscriptions.userId, userId),
          activeAt(now),
          eq(subscriptionPlans.hasCertification, true),
          isNotNull(subscriptionPlans.certificationType),
        ),
      )
      .orderBy(desc(userSubscriptions.endDate))
      .limit(1);
    return plan?.type ?? 'national';
  }

  /** How far one enrolment is from its certificate, as committed when asked. */
  const stateOf = db
    .select(completionState)
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(
      and(
        eq(enrollments.userId, sql.placeholder('userId')),
        eq(enrollments.courseId, sql.placeholder('courseId')),
      ),
    )
    .prepare('certificate_state_of');

  const service = {
    /**
     * Issues the course's certificate if it is due, once the caller's own write (a lesson
     * completed, a quiz passed) is committed: one read when it is not, the usual answer; the
     * issuing transaction (issueIfComplete) only when it is. No lock is needed: of two writes at
     * the same moment, the one committed last is checked after both commits and sees them. A
     * process stopped between a commit and its check leaves the certificate to the next check
     * (a lesson marked complete again).
     */
    async issueIfDue(userId: string, courseId: string): Promise<Delivery | null> {
      const [state] = await stateOf.execute({ userId, courseId });
      if (!state || !certificateDue(state)) return null;
      return db.transaction((tx) => service.issueIfComplete(tx, userId, courseId));
    },

    /**
     * Issues the user's certificate for the course when they have completed every lesson and
     * passed each published quiz, once (issueIfDue calls it). The user's enrolment row is
     * locked first, so a transaction that also writes it waits, and the state is read after;
     * the unique (user, course) pair keeps a single certificate whatever happens. Answers the
     * notification's mail, to send after the commit, when a certificate was issued.
     */
    async issueIfComplete(tx: Tx, userId: string, courseId: string): Promise<Delivery | null> {
      const [enrollment] = await tx
        .select({ id: enrollments.id })
        .from(enrollments)
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
        .for('update');
      if (!enrollment) return null;
      const [state] = await tx
        .select(completionState)
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.id, enrollment.id));
      if (!state || !certificateDue(state)) return null;

      const now = deps.now();
      const id = randomUUID();
      const type = await typeFor(tx, userId, now);
      const [issued] = await tx
        .insert(certifications)
        .values({
          id,
          userId,
          courseId,
          type,
          certificateNumber: newCertificateNumber(),
          issuedAt: now,
          // Certificates of completion do not expire (decision 0008); the column stays for
          // certificates an admin may date.
          expiresAt: null,
          pdfUrl: certificatePdfPath(id),
        })
        .onConflictDoNothing({ target: [certifications.userId, certifications.courseId] })
        .returning({ id: certifications.id });
      if (!issued) return null;
      return deps.notifications.notify(tx, {
        userId,
        ...certificateIssuedNotice(state.title, type),
      });
    },

    /** GET /api/my-certifications: the caller's certificates, newest first. */
    async mine(user: SessionUser) {
      const rows = await db
        .select({
          id: certifications.id,
          type: certifications.type,
          certificateNumber: certifications.certificateNumber,
          issuedAt: certifications.issuedAt,
          expiresAt: certifications.expiresAt,
          courseId: certifications.courseId,
          courseTitle: courses.title,
        })
        .from(certifications)
        .innerJoin(courses, eq(courses.id, certifications.courseId))
        .where(eq(certifications.userId, user.id))
        .orderBy(desc(certifications.issuedAt), desc(certifications.id));
      return rows.map((row) => ({ ...row, pdfUrl: certificatePdfPath(row.id) }));
    },

    /** GET /api/certifications/{id}/pdf: the file and its name; the holder and admins only. */
    async pdf(user: SessionUser, id: string) {
      const instructor = alias(users, 'instructor');
      // Someone else's certificate is as unknown as a missing one.
      const row = await loadRow(
        db
          .select({
            userId: certifications.userId,
            certificateNumber: certifications.certificateNumber,
            ...certificateFacts,
            instructorName: instructor.name,
          })
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .innerJoin(courses, eq(courses.id, certifications.courseId))
          .innerJoin(instructor, eq(instructor.id, courses.instructorId))
          .where(eq(certifications.id, id)),
        {
          notFound: 'CERTIFICATE_NOT_FOUND',
          allow: (r) => certificationPolicy.canDownload(user, r),
          forbidden: 'not-found',
        },
      );
      const bytes = await certificatePdf({
        ...row,
        verifyUrl: verifyUrl(row.certificateNumber),
      });
      return { bytes, fileName: pdfFileName(row.courseTitle) };
    },

    /** GET /api/certifications/verify/{number}: what anyone may know of a certificate. */
    async verify(number: string) {
      const row = await loadRow(
        db
          .select(certificateFacts)
          .from(certifications)
          .innerJoin(users, eq(users.id, certifications.userId))
          .innerJoin(courses, eq(courses.id, certifications.courseId))
          .where(eq(certifications.certificateNumber, number.toUpperCase())),
        { notFound: 'CERTIFICATE_NOT_FOUND' },
      );
      const expired = row.expiresAt !== null && row.expiresAt.getTime() <= deps.now().getTime();
      return { ...row, validity: expired ? ('expired' as const) : ('valid' as const) };
    },
  };
  return service;
}

export type CertificationsService = ReturnType<typeof createCertificationsService>;
