import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import {
  announcements,
  choices,
  courses,
  enrollments,
  exchangeRates,
  lessons,
  liveClassRegistrations,
  liveClasses,
  notifications,
  packagePurchases,
  packages,
  payments,
  questions,
  quizzes,
  quoteRequests,
  subscriptionPlans,
  trainingBundles,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { DEMO_PAYMENT_SCREENSHOT, seedDemoFiles } from '../../src/server/db/seed/demo-files.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import { expectSeededScreenshot } from '../helpers/stored-files.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { verifyPassword } from '../../src/server/modules/auth/password.ts';
import { COURSE_CATEGORIES } from '../../src/contract/common.ts';
import { questionInputSchema } from '../../src/contract/quizzes-editor.ts';
import { normalizeDrcPhone } from '../../src/contract/phone.ts';
import { normalizeTransactionId, transactionIdPattern } from '../../src/contract/transaction-id.ts';

const slow = { timeout: 60_000 };

async function withDatabase(run: (database: Database) => Promise<void>): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await run(database);
  } finally {
    await database.close();
  }
}

async function counts(database: Database) {
  const { db } = database;
  return {
    users: await db.$count(users),
    courses: await db.$count(courses),
    lessons: await db.$count(lessons),
    enrollments: await db.$count(enrollments),
    plans: await db.$count(subscriptionPlans),
    packages: await db.$count(packages),
    bundles: await db.$count(trainingBundles),
    announcements: await db.$count(announcements),
    quizzes: await db.$count(quizzes),
    questions: await db.$count(questions),
    choices: await db.$count(choices),
  };
}

/** Runs a statement that must fail, and returns the PostgreSQL error code. */
async function failureCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
  throw new Error('The statement was expected to fail');
}

describe('seedIfEmpty', () => {
  it('seeds an empty database with a French demo catalogue and accounts, once', slow, async () => {
    await withDatabase(async (database) => {
      const { db } = database;
      expect(await seedIfEmpty(db)).toBe(true);

      const allCourses = await db.select().from(courses);
      expect(allCourses.length).toBeGreaterThanOrEqual(18);
      expect(new Set(allCourses.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
      expect(new Set(allCourses.map((c) => c.level))).toEqual(
        new Set(['beginner', 'intermediate', 'advanced']),
      );
      expect(
        allCourses.some(
          (c) => c.accessType === 'free' && c.price === 0 && c.status === 'published',
        ),
      ).toBe(true);
      expect(allCourses.some((c) => c.accessType === 'package' && c.status === 'published')).toBe(
        true,
      );
      expect(allCourses.filter((c) => c.status === 'draft').length).toBeGreaterThanOrEqual(2);
      expect(allCourses.some((c) => c.status === 'archived')).toBe(true);

      const priced = allCourses.filter((c) => c.price > 0 && c.status === 'published');
      expect(priced.length).toBeGreaterThan(0);
      for (const course of priced) {
        const info = course.mobileMoneyInfo;
        expect(info?.instructions, course.title).toBeTruthy();
        const numbers = [info?.mpesa, info?.airtel, info?.orange].filter(Boolean);
        expect(numbers.length, course.title).toBeGreaterThan(0);
        for (const n of numbers) expect(n).toMatch(/^\+243\d{9}$/);
      }
      // Every mobile-money number of the demo is one the forms accept, in the stored form.
      const moneyNumbers = [
        ...allCourses.flatMap((c) => [c.mobileMoneyInfo?.mpesa, c.mobileMoneyInfo?.airtel]),
        ...allCourses.map((c) => c.mobileMoneyInfo?.orange),
        ...(await db.select().from(packages)).flatMap((p) =>
          Object.values(p.mobileMoneyInfo ?? {}),
        ),
        // The payers' numbers, every kind of payment alike.
        ...(await db.select().from(payments)).map((r) => r.phoneNumber),
      ].filter((n): n is string => !!n);
      expect(moneyNumbers.length).toBeGreaterThan(10);
      for (const n of moneyNumbers) expect(normalizeDrcPhone(n), n).toBe(n);
      expect(new Set(allCourses.map((c) => c.instructorId)).size).toBeGreaterThanOrEqual(3);

      const allLessons = await db.select().from(lessons);
      for (const course of allCourses.filter((c) => c.status === 'published')) {
        const own = allLessons
          .filter((l) => l.courseId === course.id)
          .sort((a, b) => a.order - b.order);
        expect(own.length, course.title).toBeGreaterThanOrEqual(3);
        expect(own.length, course.title).toBeLessThanOrEqual(6);
        expect(own.map((l) => l.order)).toEqual(own.map((_, i) => i + 1));
        expect(own[0]?.isFree, course.title).toBe(true);
        for (const lesson of own) {
          const words = (lesson.content ?? '').split(/\s+/).filter(Boolean).length;
          expect(words, lesson.title).toBeGreaterThanOrEqual(120);
          expect(words, lesson.title).toBeLessThanOrEqual(400);
          expect(lesson.content).toMatch(/\n\n/);
          // French text: common French words and accented letters.
          expect(lesson.content).toMatch(/\b(le|la|les|des|est|pour)\b/);
          expect(lesson.content).toMatch(/[éèàçêô]/);
        }
      }
      expect(
        allLessons.some((l) => l.videoUrl?.startsWith('https://www.youtube.com/watch?v=')),
      ).toBe(true);
      expect(allLessons.some((l) => l.fileUrl?.endsWith('.pdf'))).toBe(true);

      for (const account of Object.values(demoAccounts)) {
        const [user] = await db.select().from(users).where(eq(users.email, account.email));
        expect(user, account.email).toBeDefined();
        expect(user?.role).toBe(account.role);
        expect(user?.name).toBe(account.name);
        expect(await verifyPassword(user?.passwordHash ?? '', account.password)).toBe(true);
        expect(await verifyPassword(user?.passwordHash ?? '', 'mauvais-mot-de-passe')).toBe(false);
      }

      const plans = await db.select().from(subscriptionPlans);
      expect(plans.some((p) => p.type === 'student' && /premium/i.test(p.name))).toBe(true);
      expect(plans.some((p) => p.type === 'instructor' && /professional/i.test(p.name))).toBe(true);
      for (const plan of plans) expect(plan.yearlyPrice).toBeLessThan(plan.monthlyPrice * 12);

      const bundles = await db.select().from(trainingBundles);
      const courseIds = new Set(allCourses.map((c) => c.id));
      expect(new Set(bundles.map((b) => b.targetAudience))).toEqual(
        new Set(['individual', 'corporate']),
      );
      for (const bundle of bundles)
        for (const id of bundle.courseIds) expect(courseIds.has(id)).toBe(true);

      const notes = await db.select().from(announcements);
      expect(notes.some((a) => !a.isPublished)).toBe(true);
      expect(new Set(notes.map((a) => a.type))).toEqual(new Set(['info', 'warning', 'success']));

      const [student] = await db
        .select()
        .from(users)
        .where(eq(users.email, demoAccounts.student.email));
      const own = await db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, student?.id ?? ''));
      expect(
        own.some((e) => e.progress > 0 && e.progress < 100 && e.completedLessons.length > 0),
      ).toBe(true);
      expect(own.some((e) => e.progress === 100)).toBe(true);

      // The demo student's bell: a confirmed payment (read) for a course she is enrolled in, and
      // an unread notification.
      const bell = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, student?.id ?? ''));
      const payment = bell.find((n) => n.type === 'payment_confirmed');
      expect(payment?.title).toBe('Paiement confirmé');
      expect(payment?.readAt).not.toBeNull();
      expect(own.some((e) => payment?.link === `/course/${e.courseId}/learn`)).toBe(true);
      expect(bell.some((n) => n.readAt === null)).toBe(true);

      // Quizzes: every course with lessons has a published one, mixing the three types.
      const allQuizzes = await db.select().from(quizzes);
      const allQuestions = await db.select().from(questions);
      const allChoices = await db.select().from(choices);
      for (const course of allCourses.filter((c) => allLessons.some((l) => l.courseId === c.id)))
        expect(
          allQuizzes.some((q) => q.courseId === course.id && q.isPublished),
          course.title,
        ).toBe(true);
      let untimed = 0;
      for (const quiz of allQuizzes) {
        expect(quiz.passingScore, quiz.title).toBeGreaterThanOrEqual(50);
        expect(quiz.passingScore, quiz.title).toBeLessThanOrEqual(100);
        if (quiz.timeLimit === null) untimed += 1;
        else {
          expect(quiz.timeLimit, quiz.title).toBeGreaterThanOrEqual(5);
          expect(quiz.timeLimit, quiz.title).toBeLessThanOrEqual(15);
        }
        const own = allQuestions
          .filter((q) => q.quizId === quiz.id)
          .sort((a, b) => a.order - b.order);
        expect(own.length, quiz.title).toBeGreaterThanOrEqual(4);
        expect(own.length, quiz.title).toBeLessThanOrEqual(6);
        expect(own.map((q) => q.order)).toEqual(own.map((_, i) => i + 1));
        expect(new Set(own.map((q) => q.type)), quiz.title).toEqual(
          new Set(['single_choice', 'multiple_choice', 'true_false']),
        );
        for (const question of own) {
          const options = allChoices
            .filter((c) => c.questionId === question.id)
            .sort((a, b) => a.order - b.order);
          const correct = options.filter((c) => c.isCorrect).length;
          if (question.type === 'true_false') {
            expect(
              options.map((c) => c.choiceText),
              question.questionText,
            ).toEqual(['Vrai', 'Faux']);
            expect(correct, question.questionText).toBe(1);
          } else if (question.type === 'single_choice') {
            expect(options.length, question.questionText).toBeGreaterThanOrEqual(2);
            expect(correct, question.questionText).toBe(1);
          } else {
            expect(options.length, question.questionText).toBeGreaterThanOrEqual(2);
            expect(correct, question.questionText).toBeGreaterThanOrEqual(1);
          }
          expect(new Set(options.map((c) => c.choiceText)).size, question.questionText).toBe(
            options.length,
          );
          expect([1, 2], question.questionText).toContain(question.points);
          // The quiz editor would accept it as it is.
          const parsed = questionInputSchema.safeParse({
            questionText: question.questionText,
            type: question.type,
            points: question.points,
            explanation: question.explanation,
            choices: options.map((c) => ({ choiceText: c.choiceText, isCorrect: c.isCorrect })),
          });
          expect(parsed.error?.issues, question.questionText).toBeUndefined();
        }
        expect(
          own.some((q) => q.points === 2),
          quiz.title,
        ).toBe(true);
        // An explanation on most questions, in French.
        const explained = own.filter((q) => q.explanation);
        expect(explained.length, quiz.title).toBeGreaterThan(own.length / 2);
        const text = [quiz.title, quiz.description, ...own.map((q) => q.questionText)].join(' ');
        expect(text, quiz.title).toMatch(/\b(le|la|les|des|est|une)\b/);
        expect(text, quiz.title).toMatch(/[àâçéèêîôûù]/);
      }
      expect(untimed).toBeLessThanOrEqual(1);

      const before = await counts(database);
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await counts(database)).toEqual(before);
    });
  });

  it('shows the demo student commerce in every state', slow, async () => {
    await withDatabase(async (database) => {
      const { db } = database;
      expect(await seedIfEmpty(db)).toBe(true);
      const now = Date.now();
      const userId = async (email: string) =>
        (await db.select().from(users).where(eq(users.email, email)))[0]!.id;
      const grace = await userId(demoAccounts.student.email);
      const admin = await userId(demoAccounts.admin.email);

      // The platform rate, set by the admin.
      const rates = await db.select().from(exchangeRates);
      expect(rates).toEqual([expect.objectContaining({ cdfPerUsd: 2800, setById: admin })]);

      // Every payment of the demo, whatever it paid for.
      const allPayments = await db.select().from(payments);
      const paymentOf = (id: string | null) => allPayments.find((p) => p.id === id);

      // Course payments: pending (with its screenshot), confirmed and rejected.
      const coursePayments = allPayments.filter((p) => p.kind === 'course');
      const gracePayments = coursePayments.filter((p) => p.buyerId === grace);
      expect(new Set(gracePayments.map((p) => p.status))).toEqual(
        new Set(['pending', 'confirmed', 'rejected']),
      );
      const pendingPayment = gracePayments.find((p) => p.status === 'pending')!;
      expect(pendingPayment.proofImage).toBe(DEMO_PAYMENT_SCREENSHOT);
      expect(pendingPayment.paymentMethod).toBe('orange');

      // Package purchases: Pack Carrière pending, Pack Expert rejected by the admin, and a
      // confirmed one whose chosen courses are enrolments tied to it.
      const allPackages = await db.select().from(packages);
      const packageName = (id: string) => allPackages.find((p) => p.id === id)?.name;
      // A purchase with its payment's status, decision and money (the effect row keeps none).
      const purchases = (
        await db
          .select({ purchase: packagePurchases, payment: payments })
          .from(packagePurchases)
          .innerJoin(payments, eq(payments.id, packagePurchases.id))
      ).map(({ purchase, payment }) => ({
        ...purchase,
        status: payment.status,
        decidedById: payment.decidedById,
        decidedAt: payment.decidedAt,
        amountPaid: payment.amount,
        paymentMethod: payment.paymentMethod,
        kind: payment.kind,
        itemId: payment.itemId,
        buyerId: payment.buyerId,
      }));
      expect(purchases).toHaveLength(allPayments.filter((p) => p.kind === 'package').length);
      const gracePurchases = purchases.filter((p) => p.userId === grace);
      expect(new Set(gracePurchases.map((p) => p.status))).toEqual(
        new Set(['pending', 'confirmed', 'rejected']),
      );
      const pendingPurchases = gracePurchases.filter((p) => p.status === 'pending');
      expect(pendingPurchases.map((p) => packageName(p.packageId))).toEqual(['Pack Carrière']);
      const rejected = gracePurchases.find((p) => p.status === 'rejected')!;
      expect(packageName(rejected.packageId)).toBe('Pack Expert');
      expect(rejected.decidedById).toBe(admin);
      expect(rejected.decidedAt).toBeInstanceOf(Date);
      expect(rejected.validatedAt).toBeNull();
      expect(purchases.some((p) => p.userId !== grace && p.status === 'confirmed')).toBe(true);
      const allEnrolments = await db.select().from(enrollments);
      for (const purchase of purchases) {
        const pkg = allPackages.find((p) => p.id === purchase.packageId)!;
        expect(purchase).toMatchObject({
          kind: 'package',
          itemId: purchase.packageId,
          buyerId: purchase.userId,
        });
        expect(purchase.amountPaid).toBe(pkg.price);
        expect(pkg.mobileMoneyInfo?.[purchase.paymentMethod]).toBeTruthy();
        if (purchase.status !== 'confirmed') {
          expect(purchase.coursesRemaining).toBe(0);
          expect(purchase.coursesSelected).toEqual([]);
          continue;
        }
        expect(purchase.validatedAt).toBeInstanceOf(Date);
        expect(purchase.coursesRemaining + purchase.coursesSelected.length).toBe(pkg.courseCount);
        const tied = allEnrolments.filter((e) => e.packagePurchaseId === purchase.id);
        expect(tied.map((e) => e.courseId).sort()).toEqual([...purchase.coursesSelected].sort());
        for (const e of tied) expect(e.userId).toBe(purchase.userId);
      }

      // Subscriptions: Grâce's active, another expired, another waiting for the admin.
      const subscriptions = (
        await db
          .select({ subscription: userSubscriptions, payment: payments })
          .from(userSubscriptions)
          .innerJoin(payments, eq(payments.id, userSubscriptions.id))
      ).map(({ subscription, payment }) => ({ ...subscription, status: payment.status }));
      expect(subscriptions).toHaveLength(
        allPayments.filter((p) => p.kind === 'subscription').length,
      );
      // Confirmed ones have their period started; a pending one has none.
      for (const s of subscriptions)
        expect(s.startDate !== null, s.id).toBe(s.status === 'confirmed');
      const active = subscriptions.filter(
        (s) => s.status === 'confirmed' && s.endDate!.getTime() > now,
      );
      expect(active.map((s) => s.userId)).toContain(grace);
      expect(
        subscriptions.some((s) => s.status === 'confirmed' && s.endDate!.getTime() < now),
      ).toBe(true);
      expect(subscriptions.some((s) => s.status === 'pending' && s.endDate === null)).toBe(true);

      // Every decision, of every kind, has its author, date and way; nothing pending has any.
      expect(new Set(allPayments.map((p) => p.kind))).toEqual(
        new Set(['course', 'package', 'subscription', 'live_class']),
      );
      for (const record of allPayments) {
        const decided = record.status !== 'pending';
        const label = `${record.kind} ${record.transactionId}`;
        expect(record.decidedById !== null, label).toBe(decided);
        expect(record.decidedAt !== null, label).toBe(decided);
        expect(record.decidedVia, label).toBe(decided ? 'person' : null);
      }

      // Live classes: upcoming and past, free and paid, a draft; Grâce confirmed on a free one
      // and waiting for Patrick on a paid one, with her screenshot; paid decisions traced.
      const classes = await db.select().from(liveClasses);
      expect(classes.some((l) => l.isFree && l.scheduledAt.getTime() > now)).toBe(true);
      expect(classes.some((l) => !l.isFree && l.price > 0 && l.scheduledAt.getTime() > now)).toBe(
        true,
      );
      expect(classes.some((l) => l.scheduledAt.getTime() < now)).toBe(true);
      expect(classes.some((l) => !l.isPublished)).toBe(true);
      const registrations = await db.select().from(liveClassRegistrations);
      // The free seat has no payment; the paid one waits with its screenshot.
      expect(registrations).toContainEqual(
        expect.objectContaining({ userId: grace, paymentStatus: 'confirmed', paymentId: null }),
      );
      const gracePaidSeat = registrations.find(
        (r) => r.userId === grace && r.paymentStatus === 'pending',
      );
      expect(paymentOf(gracePaidSeat?.paymentId ?? null)).toMatchObject({
        kind: 'live_class',
        buyerId: grace,
        itemId: gracePaidSeat?.liveClassId,
        status: 'pending',
        proofImage: expect.stringMatching(/\.png$/),
      });
      // A paid seat follows its payment; every live-class payment holds a seat.
      const paidSeats = registrations.filter((r) => r.paymentId !== null);
      for (const r of paidSeats) expect(r.paymentStatus, r.id).toBe(paymentOf(r.paymentId)?.status);
      expect(paidSeats.map((r) => r.paymentId).sort()).toEqual(
        allPayments
          .filter((p) => p.kind === 'live_class')
          .map((p) => p.id)
          .sort(),
      );

      // Every seeded transaction ID is stored normalized, once across every kind; the database
      // refuses it a second time, whatever the kind.
      const given = allPayments.flatMap((p) => (p.transactionId ? [p.transactionId] : []));
      expect(new Set(allPayments.filter((p) => p.transactionId).map((p) => p.kind)).size).toBe(4);
      expect(new Set(given).size).toBe(given.length);
      for (const id of given) {
        expect(normalizeTransactionId(id), id).toBe(id);
        expect(id).toMatch(transactionIdPattern);
      }
      const reused = allPayments.find((p) => p.kind === 'subscription' && p.transactionId)!;
      expect(
        await failureCode(() =>
          db.insert(payments).values({
            kind: 'course',
            itemId: coursePayments[0]!.itemId,
            buyerId: admin,
            amount: 1000,
            paymentMethod: 'mpesa',
            phoneNumber: '+243810000000',
            transactionId: reused.transactionId,
            // Decided: only the transaction ID's index can refuse it, not the one-pending one.
            status: 'rejected',
          }),
        ),
      ).toBe('23505');

      // Quote requests for the corporate bundles: pending and sent (with a price), one sent by a
      // signed-in user, the others anonymous.
      const bundles = await db.select().from(trainingBundles);
      const quotes = await db.select().from(quoteRequests);
      expect(quotes.length).toBeGreaterThanOrEqual(2);
      expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['pending', 'sent']));
      for (const quote of quotes) {
        const bundle = bundles.find((b) => b.id === quote.bundleId);
        expect(bundle?.targetAudience).toBe('corporate');
        expect(quote.companyName).toBeTruthy();
        expect(quote.message).toMatch(/\b(le|la|les|des|nous|de)\b/);
        expect(normalizeDrcPhone(quote.phone)).toBe(quote.phone);
        if (quote.status === 'sent') expect(quote.quotedPrice).toBeGreaterThan(0);
        else expect(quote.quotedPrice).toBeNull();
      }
      expect(quotes.filter((q) => q.userId !== null)).toHaveLength(1);
      expect(quotes.some((q) => q.userId === null)).toBe(true);

      // The demo student's bell tells her of both package decisions.
      const bell = await db.select().from(notifications).where(eq(notifications.userId, grace));
      expect(bell.find((n) => n.type === 'package_rejected')?.link).toBe('/packages');
      expect(bell.some((n) => n.type === 'package_confirmed')).toBe(true);

      // The screenshot: stored as Grâce's complete PNG upload, cited by her pending payment.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-seed-test-'));
      try {
        const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
        const storage = createObjectStorage(config.storage);
        await seedDemoFiles({ db, storage });
        const [proved] = await db.select().from(payments).where(eq(payments.id, pendingPayment.id));
        await expectSeededScreenshot(db, storage, proved!.proofImage!, grace);
        expect(proved!.updatedAt).toEqual(pendingPayment.updatedAt);
        // No payment of any kind still cites a placeholder.
        expect(await db.$count(payments, sql`${payments.proofImage} like '/objects/demo/%'`)).toBe(
          0,
        );
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });
  });

  it(
    'gives every active plan, like every other item on sale, a number to pay it to',
    slow,
    async () => {
      await withDatabase(async (database) => {
        const { db } = database;
        expect(await seedIfEmpty(db)).toBe(true);
        // POST /api/subscriptions refuses a method the plan has no number for
        // (PAYMENT_METHOD_UNAVAILABLE): without numbers, no demo plan could be subscribed to.
        const plans = await db
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.isActive, true));
        expect(plans.length).toBeGreaterThan(0);
        for (const plan of plans) {
          const numbers = Object.values(plan.mobileMoneyInfo ?? {}).filter(Boolean);
          expect(numbers.length, plan.name).toBeGreaterThan(0);
          for (const n of numbers) expect(normalizeDrcPhone(n), plan.name).toBe(n);
        }
        // The demo's subscriptions were paid by a method their plan offers.
        const paid = await db
          .select({ plan: subscriptionPlans, payment: payments })
          .from(payments)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.itemId))
          .where(eq(payments.kind, 'subscription'));
        expect(paid.length).toBeGreaterThan(0);
        for (const { plan, payment } of paid)
          expect(plan.mobileMoneyInfo?.[payment.paymentMethod], plan.name).toBeTruthy();
      });
    },
  );

  it('does not seed a database that already holds a user', slow, async () => {
    await withDatabase(async (database) => {
      const { db } = database;
      await db
        .insert(users)
        .values({ email: 'deja@exemple.cd', passwordHash: 'x', name: 'Déjà Là' });
      expect(await seedIfEmpty(db)).toBe(false);
      expect(await db.$count(users)).toBe(1);
      expect(await db.$count(courses)).toBe(0);
    });
  });
});

describe('schema constraints', () => {
  it('cascades, sets null and rejects invalid values', slow, async () => {
    await withDatabase(async (database) => {
      const { db } = database;
      const [teacher, learner] = await db
        .insert(users)
        .values([
          { email: 'prof@exemple.cd', passwordHash: 'x', name: 'Prof', role: 'instructor' },
          { email: 'eleve@exemple.cd', passwordHash: 'x', name: 'Élève' },
        ])
        .returning();
      if (!teacher || !learner) throw new Error('users not created');
      expect(learner.role).toBe('student');

      const [course] = await db
        .insert(courses)
        .values({
          title: 'Cours',
          description: 'Description',
          category: 'Design',
          instructorId: teacher.id,
        })
        .returning();
      if (!course) throw new Error('course not created');
      expect(course).toMatchObject({
        level: 'beginner',
        status: 'draft',
        accessType: 'free',
        price: 0,
      });

      await db.insert(lessons).values({ courseId: course.id, title: 'Leçon 1', order: 1 });
      const [enrolment] = await db
        .insert(enrollments)
        .values({ courseId: course.id, userId: learner.id })
        .returning();
      expect(enrolment).toMatchObject({ progress: 0, completedLessons: [] });

      // One enrolment per user and course.
      expect(
        await failureCode(() =>
          db.insert(enrollments).values({ courseId: course.id, userId: learner.id }),
        ),
      ).toBe('23505');

      await db.delete(courses).where(eq(courses.id, course.id));
      expect(await db.$count(lessons)).toBe(0);
      expect(await db.$count(enrollments)).toBe(0);

      const [bundle] = await db
        .insert(trainingBundles)
        .values({ name: 'Pack', sector: 'Informatique', targetAudience: 'corporate' })
        .returning();
      if (!bundle) throw new Error('bundle not created');
      const [quote] = await db
        .insert(quoteRequests)
        .values({
          bundleId: bundle.id,
          userId: learner.id,
          contactName: 'Contact',
          email: 'contact@exemple.cd',
          phone: '+243810000000',
          numberOfEmployees: 12,
        })
        .returning();
      await db.delete(users).where(eq(users.id, learner.id));
      const [after] = await db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, quote?.id ?? ''));
      expect(after?.userId).toBeNull();

      // Invalid enum value, negative price, out-of-range values.
      expect(
        await failureCode(() =>
          db.execute(
            sql`insert into courses (title, description, category, instructor_id, level) values ('x', 'x', 'Design', ${teacher.id}, 'expert')`,
          ),
        ),
      ).toBe('22P02');
      expect(
        await failureCode(() =>
          db.insert(courses).values({
            title: 'x',
            description: 'x',
            category: 'Design',
            instructorId: teacher.id,
            price: -1,
          }),
        ),
      ).toBe('23514');
      expect(
        await failureCode(() =>
          db.insert(packages).values({ name: 'Vide', courseCount: 0, price: 1000 }),
        ),
      ).toBe('23514');
      expect(
        await failureCode(() =>
          db.insert(quoteRequests).values({
            bundleId: bundle.id,
            contactName: 'Contact',
            email: 'contact@exemple.cd',
            phone: '+243810000000',
            numberOfEmployees: 0,
          }),
        ),
      ).toBe('23514');

      // Emails are unique.
      expect(
        await failureCode(() =>
          db.insert(users).values({ email: 'prof@exemple.cd', passwordHash: 'x', name: 'Bis' }),
        ),
      ).toBe('23505');
    });
  });
});
