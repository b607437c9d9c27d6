/** Test shortcuts over the row factories the seed uses too (src/server/db/factories). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../../src/server/db/factories/accounts.ts';
import { createCertification } from '../../src/server/db/factories/certifications.ts';
import {
  createPackage,
  createPackagePurchase,
  createPaymentRequest,
  createSubscription,
  createSubscriptionPlan,
} from '../../src/server/db/factories/commerce.ts';
import { createEnrollment } from '../../src/server/db/factories/enrollments.ts';
import { createInternship } from '../../src/server/db/factories/internships.ts';
import { createLiveClass } from '../../src/server/db/factories/live-classes.ts';
import { createQuiz, createQuizAttempt } from '../../src/server/db/factories/quizzes.ts';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { lessons } from '../../src/server/db/schema/index.ts';
import { Agent, uniqueEmail } from './app.ts';

export {
  createCourse as insertCourse,
  createLesson as insertLesson,
} from '../../src/server/db/factories/courses.ts';

type PaymentStatus = 'pending' | 'confirmed' | 'rejected';

const DAY_MS = 24 * 60 * 60 * 1000;
let seq = 0;

/** A user of any role (admins cannot self-register), signed in through the real login call. */
export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  role: 'student' | 'instructor' | 'admin',
  name?: string,
) {
  seq += 1;
  const email = uniqueEmail(role);
  const user = await createUser(db, { email, name: name ?? `${role} ${seq}`, role });
  // One address per user, so the login rate limit never trips across a test file.
  const agent = new Agent(app, { remoteAddress: `10.50.${seq % 250}.${(seq * 7) % 250}` });
  const res = await agent.post('/api/auth/login', { email, password: DEFAULT_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { agent, user };
}

/** A new signed-in student enrolled directly in `courseId`, with the enrolment. */
export async function enrolledStudent(
  app: FastifyInstance,
  db: Db,
  courseId: string,
  name?: string,
) {
  const student = await signedInUser(app, db, 'student', name);
  const enrollment = await insertEnrollment(db, student.user.id, courseId);
  return { ...student, enrollment };
}

export async function activeSubscription(
  db: Db,
  userId: string,
  opts: { courseLimit?: number | null; endInDays?: number; status?: PaymentStatus } = {},
) {
  const plan = await createSubscriptionPlan(db, { courseLimit: opts.courseLimit ?? null });
  const status = opts.status ?? 'confirmed';
  // Only a confirmation starts the period: a pending or rejected one has no dates.
  const started = status === 'confirmed';
  return createSubscription(db, {
    userId,
    planId: plan.id,
    status,
    startDate: started ? new Date() : null,
    endDate: started ? new Date(Date.now() + (opts.endInDays ?? 30) * DAY_MS) : null,
  });
}

export async function confirmedPackagePurchase(db: Db, userId: string, coursesRemaining: number) {
  const pack = await createPackage(db, { courseCount: Math.max(coursesRemaining, 1) });
  return createPackagePurchase(db, {
    userId,
    packageId: pack.id,
    amountPaid: pack.price,
    coursesRemaining,
    status: 'confirmed',
  });
}

export function paymentFor(db: Db, userId: string, courseId: string, status: PaymentStatus) {
  return createPaymentRequest(db, { userId, courseId, status });
}

/** A published live class of `course`, by its instructor, in three days and paid (5 $). */
export function insertPaidLiveClass(
  db: Db,
  course: { id: string; instructorId: string },
  input: Omit<Parameters<typeof createLiveClass>[1], 'courseId' | 'instructorId'> = {},
) {
  return createLiveClass(db, {
    courseId: course.id,
    instructorId: course.instructorId,
    scheduledAt: new Date(Date.now() + 3 * DAY_MS),
    isFree: false,
    price: 5,
    isPublished: true,
    ...input,
  });
}

// --- Course editor tests: rows that hang off a course -----------------------------------

/** An enrolment written directly (no payment or subscription rules). */
export function insertEnrollment(db: Db, userId: string, courseId: string, progress = 0) {
  return createEnrollment(db, { userId, courseId, progress });
}

/** A quiz with one question, two choices and a finished attempt by `studentId`. */
export async function insertQuizWithAttempt(db: Db, courseId: string, studentId: string) {
  const { quiz, questions } = await createQuiz(db, {
    courseId,
    isPublished: true,
    questions: [
      {
        questionText: 'Combien font 2 + 2 ?',
        choices: [{ choiceText: '4', isCorrect: true }, { choiceText: '5' }],
      },
    ],
  });
  const attempt = await createQuizAttempt(db, {
    quizId: quiz.id,
    studentId,
    score: 1,
    maxScore: 1,
    completedAt: new Date(),
  });
  return { quiz, question: questions[0]!, attempt };
}

/** A certificate, an internship and a live class tied to a course. */
export async function insertCourseRecords(
  db: Db,
  courseId: string,
  userId: string,
  instructorId: string,
) {
  return {
    certification: await createCertification(db, { userId, courseId }),
    internship: await createInternship(db, { userId, courseId }),
    liveClass: await createLiveClass(db, { courseId, instructorId }),
  };
}

type LessonValues = Omit<typeof lessons.$inferInsert, 'courseId' | 'order'>;

/**
 * A course (published unless told) and its lessons, numbered in the order given, written as
 * given: no lesson defaults are added. Answers the course's id.
 */
export async function insertCourseWithLessons(
  db: Db,
  course: Parameters<typeof createCourse>[1],
  courseLessons: LessonValues[],
): Promise<string> {
  const { id } = await createCourse(db, course);
  await db
    .insert(lessons)
    .values(courseLessons.map((lesson, i) => ({ ...lesson, courseId: id, order: i + 1 })));
  return id;
}
