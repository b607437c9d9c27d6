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
