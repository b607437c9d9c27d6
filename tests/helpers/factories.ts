import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import {
  courses,
  lessons,
  packagePurchases,
  packages,
  paymentRequests,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/password.ts';
import { Agent, uniqueEmail } from './app.ts';

type CourseInput = Partial<typeof courses.$inferInsert> & { instructorId: string };
type LessonInput = Partial<typeof lessons.$inferInsert> & { courseId: string };

let seq = 0;

export async function insertCourse(db: Db, input: CourseInput) {
  seq += 1;
  const [row] = await db
    .insert(courses)
    .values({
      title: `Cours ${seq}`,
      description: `Description du cours ${seq}`,
      category: 'Programmation',
      status: 'published',
      ...input,
    })
    .returning();
  return row!;
}

export async function insertLesson(db: Db, input: LessonInput) {
  seq += 1;
  const [row] = await db
    .insert(lessons)
    .values({
      title: `Leçon ${seq}`,
      content: `Contenu de la leçon ${seq}`,
      duration: 10,
      order: seq,
      ...input,
    })
    .returning();
  return row!;
}

/** A user of any role (admins cannot self-register), signed in through the real login call. */
export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  role: 'student' | 'instructor' | 'admin',
  name?: string,
) {
  const email = uniqueEmail(role);
  const password = 'motdepasse1';
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: name ?? `${role} ${++seq}`,
      role,
      passwordHash: await hashPassword(password),
    })
    .returning();
  const agent = new Agent(app, { remoteAddress: `10.50.${seq % 250}.${(seq * 7) % 250}` });
  const res = await agent.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { agent, user: user! };
}

export async function activeSubscription(
  db: Db,
  userId: string,
  opts: {
    courseLimit?: number | null;
    endInDays?: number;
    status?: 'pending' | 'confirmed' | 'rejected';
  } = {},
) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({
      name: `Plan ${++seq}`,
      description: 'Plan de test',
      type: 'student',
      monthlyPrice: 10,
      yearlyPrice: 100,
      courseLimit: opts.courseLimit ?? null,
      features: ['Accès aux cours'],
    })
    .returning();
  const [sub] = await db
    .insert(userSubscriptions)
    .values({
      userId,
      planId: plan!.id,
      phoneNumber: '+243810000000',
      status: opts.status ?? 'confirmed',
      startDate: new Date(),
      endDate: sql`now() + make_interval(days => ${opts.endInDays ?? 30})`,
    })
    .returning();
  return sub!;
}

export async function confirmedPackagePurchase(db: Db, userId: string, coursesRemaining: number) {
  const [pack] = await db
    .insert(packages)
    .values({ name: `Pack ${++seq}`, courseCount: Math.max(coursesRemaining, 1), price: 30000 })
    .returning();
  const [purchase] = await db
    .insert(packagePurchases)
    .values({
      userId,
      packageId: pack!.id,
      amountPaid: 30000,
      coursesRemaining,
      paymentMethod: 'mpesa',
      phoneNumber: '+243810000000',
      status: 'confirmed',
    })
    .returning();
  return purchase!;
}

export async function paymentFor(
  db: Db,
  userId: string,
  courseId: string,
  status: 'pending' | 'confirmed' | 'rejected',
) {
  const [row] = await db
    .insert(paymentRequests)
    .values({
      userId,
      courseId,
      amount: 25000,
      paymentMethod: 'airtel',
      phoneNumber: '+243990000000',
      status,
    })
    .returning();
  return row!;
}

// --- Course editor tests: rows that hang off a course -----------------------------------

import {
  certifications,
  choices,
  enrollments,
  internships,
  liveClasses,
  questions,
  quizAttempts,
  quizzes,
} from '../../src/server/db/schema.ts';

/** An enrolment written directly (no payment or subscription rules). */
export async function insertEnrollment(db: Db, userId: string, courseId: string, progress = 0) {
  const [row] = await db.insert(enrollments).values({ userId, courseId, progress }).returning();
  return row!;
}

/** A quiz with one question, two choices and a finished attempt by `studentId`. */
export async function insertQuizWithAttempt(db: Db, courseId: string, studentId: string) {
  const [quiz] = await db
    .insert(quizzes)
    .values({ courseId, title: `Quiz ${++seq}`, isPublished: true })
    .returning();
  const [question] = await db
    .insert(questions)
    .values({ quizId: quiz!.id, questionText: 'Combien font 2 + 2 ?' })
    .returning();
  await db.insert(choices).values([
    { questionId: question!.id, choiceText: '4', isCorrect: true, order: 1 },
    { questionId: question!.id, choiceText: '5', order: 2 },
  ]);
  const [attempt] = await db
    .insert(quizAttempts)
    .values({ quizId: quiz!.id, studentId, score: 1, maxScore: 1, completedAt: new Date() })
    .returning();
  return { quiz: quiz!, question: question!, attempt: attempt! };
}

/** A certificate, an internship and a live class tied to a course. */
export async function insertCourseRecords(
  db: Db,
  courseId: string,
  userId: string,
  instructorId: string,
) {
  const [certification] = await db
    .insert(certifications)
    .values({ userId, courseId, certificateNumber: `KEL-TEST-${++seq}-${Date.now()}` })
    .returning();
  const [internship] = await db
    .insert(internships)
    .values({
      userId,
      courseId,
      companyName: 'Vodacom Congo',
      position: 'Stagiaire développeur',
      startDate: new Date('2025-01-06'),
      endDate: new Date('2025-03-28'),
    })
    .returning();
  const [liveClass] = await db
    .insert(liveClasses)
    .values({ courseId, instructorId, title: `Direct ${seq}`, scheduledAt: new Date() })
    .returning();
  return { certification: certification!, internship: internship!, liveClass: liveClass! };
}
