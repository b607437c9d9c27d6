/**
 * The demo student's certificates: one national, one international, each on a course she has
 * really completed (every lesson done, each published quiz passed), as the automatic issue would
 * have made them (src/server/modules/certifications).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { CertificationType } from '../../../contract/certifications.ts';
import type { Tx } from '../client.ts';
import { createCertification } from '../factories/certifications.ts';
import { createNotification } from '../factories/notifications.ts';
import { createQuizAttempt } from '../factories/quizzes.ts';
import { courses, enrollments, lessons, quizzes } from '../schema/index.ts';
import {
  certificateIssuedNotice,
  certificatePdfPath,
} from '../../modules/certifications/certifications.service.ts';
import { loadQuestions } from '../../modules/quizzes/quiz-questions.ts';

export interface DemoCertificate {
  courseId: string;
  type: CertificationType;
  /** When the last quiz was passed, and the certificate issued with it. */
  issuedAt: Date;
}

/**
 * Makes the student's enrolment in each course complete (all lessons done, 100 %), writes a
 * passed attempt of each published quiz with the right answers, then the certificate and the
 * notification that announced it.
 */
export async function insertDemoCertifications(
  tx: Tx,
  userId: string,
  certificates: DemoCertificate[],
): Promise<void> {
  for (const { courseId, type, issuedAt } of certificates) {
    const courseLessons = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.order));
    if (courseLessons.length === 0) throw new Error(`Demo certificate on a course without lessons`);
    const [enrollment] = await tx
      .update(enrollments)
      .set({ completedLessons: courseLessons.map((l) => l.id), progress: 100 })
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .returning({ id: enrollments.id });
    if (!enrollment) throw new Error('Demo certificate on a course the student is not enrolled in');

    const published = await tx
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(and(eq(quizzes.courseId, courseId), eq(quizzes.isPublished, true)));
    const quizIds = published.map((q) => q.id);
    // Each quiz passed with full marks, an hour before the certificate.
    for (const [index, quizId] of quizIds.entries()) {
      const asked = await loadQuestions(tx, quizId);
      const answers: Record<string, string | string[]> = {};
      for (const q of asked) {
        const right = q.choices.filter((c) => c.isCorrect).map((c) => c.id);
        answers[q.id] = q.type === 'multiple_choice' ? right : right[0]!;
      }
      const points = asked.reduce((sum, q) => sum + q.points, 0);
      const completedAt = new Date(issuedAt.getTime() - index * 60_000);
      await createQuizAttempt(tx, {
        quizId,
        studentId: userId,
        answers,
        score: points,
        maxScore: points,
        isPassed: true,
        startedAt: new Date(completedAt.getTime() - 15 * 60_000),
        completedAt,
        createdAt: new Date(completedAt.getTime() - 15 * 60_000),
      });
    }

    const [course] = await tx
      .select({ title: courses.title })
      .from(courses)
      .where(eq(courses.id, courseId));
    const id = randomUUID();
    await createCertification(tx, {
      id,
      userId,
      courseId,
      type,
      issuedAt,
      expiresAt: null,
      pdfUrl: certificatePdfPath(id),
    });
    await createNotification(tx, {
      userId,
      ...certificateIssuedNotice(course!.title, type),
      createdAt: issuedAt,
      readAt: new Date(issuedAt.getTime() + 30 * 60_000),
    });
  }
}
