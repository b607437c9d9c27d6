/**
 * The one payments module, kind by kind: course, package, subscription, training bundle and paid
 * live class all go through the same request → decision → effect → audit → notification flow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PaymentKind } from '../../src/contract/payments-labels.ts';
import { paymentMessages } from '../../src/contract/payments.ts';
import {
  createPackage,
  createSubscriptionPlan,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import {
  auditLog,
  enrollments,
  liveClassRegistrations,
  notifications,
  packagePurchases,
  payments,
  userSubscriptions,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, insertPaidLiveClass, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let instructor: Signed;
let admin: Signed;
let otherAdmin: Signed;
const numbers = { mpesa: '+243810000777', airtel: '+243990000777' };

beforeAll(async () => {
  t = await createTestApp();
  instructor = await signedInUser(t.app, t.db, 'instructor');
  admin = await signedInUser(t.app, t.db, 'admin');
  otherAdmin = await signedInUser(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const paidCourse = (price = 25_000) =>
  insertCourse(t.db, { instructorId: instructor.user.id, price, mobileMoneyInfo: numbers });

/** What a kind needs to be bought, decided and checked, from a fresh item. */
interface KindCase {
  kind: PaymentKind;
  /** Who decides besides admins (null: admins only). */
  decider: () => Signed;
  /** A fresh item and the spec's request for it. */
  setUp(): Promise<{
    request: (buyer: Signed, body?: Record<string, unknown>) => ReturnType<Signed['agent']['post']>;
    /** How many times the confirmation's effect happened for this buyer. */
    effects: (buyerId: string) => Promise<number>;
  }>;
}

const proof = { paymentMethod: 'mpesa', phoneNumber: '0812345678' };
/** The spec's request of a kind: its path and the fields naming the item, plus the proof. */
const buying =
  (path: string, fields: Record<string, unknown> = {}) =>
  (buyer: Signed, body?: Record<string, unknown>) =>
    buyer.agent.post(path, { ...fields, ...proof, ...body });
/** How many rows of `table` are the buyer's and meet `also`. */
const buyerRows = (table: PgTable & { userId: AnyPgColumn }, also: SQL) => (buyerId: string) =>
  t.db.$count(table, and(eq(table.userId, buyerId), also));
/** How many times `courseId` was opened to the buyer. */
const enrolledIn = (courseId: string) => buyerRows(enrollments, eq(enrollments.courseId, courseId));

const kinds: KindCase[] = [
  {
    kind: 'course',
    decider: () => instructor,
    async setUp() {
      const course = await paidCourse();
      return {
        request: buying('/api/payment-requests', { courseId: course.id }),
        effects: enrolledIn(course.id),
      };
    },
  },
  {
    kind: 'package',
    decider: () => admin,
    async setUp() {
      const pkg = await createPackage(t.db, { courseCount: 3, mobileMoneyInfo: numbers });
      return {
        request: buying('/api/package-purchases', { packageId: pkg.id }),
        effects: buyerRows(packagePurchases, eq(packagePurchases.coursesRemaining, 3)),
      };
    },
  },
  {
    kind: 'subscription',
    decider: () => admin,
    async setUp() {
      const plan = await createSubscriptionPlan(t.db, { mobileMoneyInfo: numbers });
      return {
        request: buying('/api/subscriptions', { planId: plan.id, duration: 'monthly' }),
        effects: buyerRows(userSubscriptions, isNotNull(userSubscriptions.startDate)),
      };
    },
  },
  {
    kind: 'bundle',
    decider: () => admin,
    async setUp() {
      const course = await paidCourse();
      const bundle = await createTrainingBundle(t.db, {
        targetAudience: 'individual',
        estimatedPrice: 40_000,
        courseIds: [course.id],
        mobileMoneyInfo: numbers,
      });
      return {
        request: buying('/api/bundle-payments', { bundleId: bundle.id }),
        effects: enrolledIn(course.id),
      };
    },
  },
  {
    kind: 'live_class',
    decider: () => instructor,
    async setUp() {
      const course = await paidCourse();
      const liveClass = await insertPaidLiveClass(t.db, course);
      return {
        request: buying(`/api/live-classes/${liveClass.id}/register`),
        effects: buyerRows(
          liveClassRegistrations,
          eq(liveClassRegistrations.paymentStatus, 'confirmed'),
        ),
      };
    },
  },
];

const paymentOf = async (buyerId: string, kind: PaymentKind) => {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.buyerId, buyerId), eq(payments.kind, kind)));
  return row!;
};
const decide = (agent: Signed['agent'], id: string, status: 'confirmed' | 'rejected') =>
  agent.put(`/api/payments/${id}/decision`, { status });
const notificationsOf = (userId: string, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, type as 'payment_pending')),
    );

describe.each(kinds)('a $kind payment', ({ kind, decider, setUp }) => {
  it('is priced by the server, tells whoever decides, and shows in "Mes paiements"', async () => {
    const { request } = await setUp();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const res = await request(buyer, { amount: 1 });
    expect([200, 201]).toContain(res.statusCode);
    const payment = await paymentOf(buyer.user.id, kind);
    expect(payment).toMatchObject({
      status: 'pending',
      currency: 'CDF',
      payeeNumber: numbers.mpesa,
    });
    expect(payment.amount).toBeGreaterThan(1);
    // The deciders' bell: the instructor, or every admin.
    const deciders = decider() === instructor ? [instructor] : [admin, otherAdmin];
    for (const who of deciders)
      expect((await notificationsOf(who.user.id, 'payment_pending')).length).toBeGreaterThan(0);
    const counts = (await decider().agent.get('/api/payments/pending-counts')).json() as Record<
      PaymentKind,
      number
    >;
    expect(counts[kind]).toBeGreaterThan(0);
    const mine = (await buyer.agent.get('/api/my-payments')).json() as {
      id: string;
      kind: string;
    }[];
    expect(mine).toEqual([expect.objectContaining({ id: payment.id, kind, status: 'pending' })]);
  });

  it('a second request for the same item while one is pending changes nothing', async () => {
    const { request } = await setUp();
    const buyer = await signedInUser(t.app, t.db, 'student');
    await request(buyer);
    const again = await request(buyer, {
      transactionId: `RETRY-${kind.replace('_', '-').toUpperCase()}`,
    });
    // A live class answers the registration as it stands (200); the others refuse (409).
    expect([200, 409]).toContain(again.statusCode);
    const rows = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.buyerId, buyer.user.id), eq(payments.kind, kind)));
    expect(rows).toHaveLength(1);
  });

  raceIt('20 parallel decisions have one effect, one audit line and one notification', async () => {
    const { request, effects } = await setUp();
    const buyer = await signedInUser(t.app, t.db, 'student');
    await request(buyer);
    const payment = await paymentOf(buyer.user.id, kind);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide(i % 2 ? admin.agent : decider().agent, payment.id, i % 3 ? 'confirmed' : 'rejected'),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = answers.find((r) => r.statusCode === 200)!.json() as { status: string };
    expect(await effects(buyer.user.id)).toBe(winner.status === 'confirmed' ? 1 : 0);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.entityId, payment.id)));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.after).toMatchObject({ status: winner.status, via: 'person' });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(told).toHaveLength(1);
  });

  it('an admin never decides their own payment; another admin does', async () => {
    const { request } = await setUp();
    const buyer = await signedInUser(t.app, t.db, 'admin');
    const res = await request(buyer);
    if (res.statusCode >= 400) {
      // Some items refuse admins as buyers for their own reasons; none of them is a 5xx.
      expect(res.statusCode).toBeLessThan(500);
      return;
    }
    const payment = await paymentOf(buyer.user.id, kind);
    const own = await decide(buyer.agent, payment.id, 'confirmed');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'PAYMENT_OWN_DECISION' });
    expect((await paymentOf(buyer.user.id, kind)).status).toBe('pending');
    expect((await decide(otherAdmin.agent, payment.id, 'confirmed')).statusCode).toBe(200);
  });
});

describe('one transaction ID across every kind', () => {
  it('is accepted once, compared after normalization', async () => {
    const buyer = await signedInUser(t.app, t.db, 'student');
    const course = await kinds[0]!.setUp();
    expect((await course.request(buyer, { transactionId: 'mp251125.1432.a1' })).statusCode).toBe(
      201,
    );
    // The same ID, written with a zero-width space, full-width letters and spaces.
    const disguised = ['MP251125\u200B.1432.A1', 'ＭＰ251125.1432.Ａ1', ' MP 251125.1432.A1 '];
    for (const [i, transactionId] of disguised.entries()) {
      const other = await kinds[1 + i]!.setUp();
      const res = await other.request(buyer, { transactionId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'TRANSACTION_ID_USED' });
    }
    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an ID with a look-alike letter from another script, in French', async () => {
    const buyer = await signedInUser(t.app, t.db, 'student');
    const course = await kinds[0]!.setUp();
    const res = await course.request(buyer, { transactionId: 'MP251125.1432.\u0410' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.transactionId).toBe(paymentMessages.transactionInvalid);
    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /api/payments/{id}/decision', () => {
  it('answers who may decide: a student 403, another instructor 403, an unknown id 404', async () => {
    const { request } = await kinds[0]!.setUp();
    const buyer = await signedInUser(t.app, t.db, 'student');
    await request(buyer);
    const payment = await paymentOf(buyer.user.id, 'course');
    const stranger = await signedInUser(t.app, t.db, 'instructor');
    expect((await decide(buyer.agent, payment.id, 'confirmed')).statusCode).toBe(403);
    expect((await decide(stranger.agent, payment.id, 'confirmed')).statusCode).toBe(403);
    expect(
      (await decide(admin.agent, '00000000-0000-4000-8000-000000000000', 'confirmed')).statusCode,
    ).toBe(404);
    const bad = await admin.agent.put(`/api/payments/${payment.id}/decision`, { status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect((await paymentOf(buyer.user.id, 'course')).status).toBe('pending');
  });

  it('tells the buyer the reason of a rejection', async () => {
    const { request } = await kinds[1]!.setUp();
    const buyer = await signedInUser(t.app, t.db, 'student');
    await request(buyer);
    const payment = await paymentOf(buyer.user.id, 'package');
    const res = await admin.agent.put(`/api/payments/${payment.id}/decision`, {
      status: 'rejected',
      reason: 'Aucun paiement reçu',
    });
    expect(res.statusCode).toBe(200);
    const [told] = await notificationsOf(buyer.user.id, 'package_rejected');
    expect(told!.message).toContain('Motif : Aucun paiement reçu.');
  });
});

describe('a paid live class made free', () => {
  it('confirms the registrations still waiting and tells the students', async () => {
    const course = await paidCourse();
    const liveClass = await insertPaidLiveClass(t.db, course);
    const buyer = await signedInUser(t.app, t.db, 'student');
    expect(
      (await buyer.agent.post(`/api/live-classes/${liveClass.id}/register`, proof)).statusCode,
    ).toBe(201);
    const res = await instructor.agent.put(`/api/live-classes/${liveClass.id}`, {
      courseId: course.id,
      title: liveClass.title,
      scheduledAt: liveClass.scheduledAt.toISOString(),
      duration: 60,
      isFree: true,
      price: 0,
      isPublished: true,
    });
    expect(res.statusCode).toBe(200);
    const [registration] = await t.db
      .select()
      .from(liveClassRegistrations)
      .where(eq(liveClassRegistrations.userId, buyer.user.id));
    expect(registration!.paymentStatus).toBe('confirmed');
    const [told] = await notificationsOf(buyer.user.id, 'payment_confirmed');
    expect(told!.message).toContain('devenu gratuit');
  });
});
