import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { packageMessages as m } from '../../src/contract/packages.ts';
import { paymentMessages } from '../../src/contract/payments.ts';
import { createPackage, createPaymentRequest } from '../../src/server/db/factories/commerce.ts';
import { enrollments, packagePurchases, payments } from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { bothDecisionOrders, raceDecisions, raceIt } from '../helpers/races.ts';
import { auditLinesOf, notificationsOf } from '../helpers/rows.ts';
import { cast, expectAccess, type Cast } from '../helpers/access.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let c: Cast;
let packageId: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  packageId = (
    await createPackage(t.db, {
      name: 'Pack Découverte',
      courseCount: 2,
      price: 30_000,
      mobileMoneyInfo: { mpesa: '+243810000101', airtel: '+243990000101' },
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;
const student = () => signedInUser(t.app, t.db, 'student');
const buy = (agent: Signed['agent'], body: Record<string, unknown> = {}) =>
  agent.post('/api/package-purchases', {
    packageId,
    paymentMethod: 'mpesa',
    phoneNumber: '0812345678',
    ...body,
  });
const decide = (id: string, status: string, agent = c.admin.agent) =>
  agent.put(`/api/admin/package-purchases/${id}/status`, { status });
const purchasesOf = (userId: string) =>
  t.db.select().from(packagePurchases).where(eq(packagePurchases.userId, userId));

describe('GET /api/packages', () => {
  it('lists the active packages to everyone', async () => {
    const old = await createPackage(t.db, { name: 'Ancien', isActive: false });
    const res = await c.visitor.get('/api/packages');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string }[];
    expect(list.map((p) => p.id)).toContain(packageId);
    expect(list.map((p) => p.id)).not.toContain(old.id);
    expect(list.find((p) => p.id === packageId)).toMatchObject({
      name: 'Pack Découverte',
      courseCount: 2,
      price: 30_000,
      mobileMoneyInfo: { mpesa: '+243810000101', airtel: '+243990000101' },
    });
  });
});

describe('access', () => {
  it('lets signed-in users buy and see their purchases, and only admins decide', async () => {
    await expectAccess(c, (a) => a.get('/api/package-purchases/my'), {
      visitor: 401,
      student: 200,
    });
    await expectAccess(c, (a) => a.post('/api/package-purchases', {}), {
      visitor: 401,
      student: 400,
    });
    const { id } = (await buy((await student()).agent)).json() as { id: string };
    await expectAccess(c, (a) => decide(id, 'x', a), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
  });
});

describe('POST /api/package-purchases', () => {
  it('records a pending purchase at the package price, listed in "Mes packages"', async () => {
    const s = await student();
    const res = await buy(s.agent, { phoneNumber: '+243 81 234 56 78', transactionId: 'mp-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      packageId,
      packageName: 'Pack Découverte',
      amountPaid: 30_000,
      coursesRemaining: 0,
      status: 'pending',
      phoneNumber: '+243812345678',
      transactionId: 'MP-1',
    });
    const mine = (await s.agent.get('/api/package-purchases/my')).json();
    expect(mine).toHaveLength(1);
  });

  it('gives the spec messages and records nothing for bad input', async () => {
    const s = await student();
    const noMethod = await buy(s.agent, { paymentMethod: undefined });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().fields).toMatchObject({ paymentMethod: paymentMessages.methodRequired });
    const shortPhone = await buy(s.agent, { phoneNumber: '0812' });
    expect(shortPhone.json().fields).toMatchObject({ phoneNumber: paymentMessages.phoneRequired });
    const orange = await buy(s.agent, { paymentMethod: 'orange' });
    expect(orange.statusCode).toBe(400);
    expect(orange.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const unknown = await buy(s.agent, { packageId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toEqual({ message: m.notFound, code: 'PACKAGE_NOT_FOUND' });
    expect(await purchasesOf(s.user.id)).toEqual([]);
  });

  raceIt('keeps one pending purchase per package, even in parallel', async () => {
    const s = await student();
    const results = await Promise.all(Array.from({ length: 8 }, () => buy(s.agent)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('PAYMENT_ALREADY_PENDING');
    expect(await purchasesOf(s.user.id)).toHaveLength(1);
  });

  it('refuses a transaction ID already given for any payment', async () => {
    // A payment of another kind (a course) already carries it.
    await createPaymentRequest(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
      transactionId: 'AM-DOUBLE',
    });
    const s = await student();
    const res = await buy(s.agent, { transactionId: ' am-double ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRANSACTION_ID_USED');
    expect(await purchasesOf(s.user.id)).toEqual([]);
  });
});

describe('deciding and using a purchase', () => {
  it('validates once: the courses are counted, the buyer is told, then two courses are chosen', async () => {
    const s = await student();
    const { id } = (await buy(s.agent)).json() as { id: string };
    const res = await decide(id, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', coursesRemaining: 2 });
    expect(res.json().validatedAt).not.toBeNull();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({
      kind: 'package',
      itemId: packageId,
      status: 'confirmed',
      decidedById: c.admin.user.id,
    });
    const told = await notificationsOf(t.db, s.user.id);
    expect(told.map((n) => n.type)).toEqual(['package_confirmed']);
    expect((await decide(id, 'rejected')).json().code).toBe('PAYMENT_ALREADY_DECIDED');

    const courses = await Promise.all(
      [1, 2, 3].map((i) =>
        insertCourse(t.db, {
          instructorId: c.owner.user.id,
          accessType: 'package',
          title: `Pack ${i}`,
        }),
      ),
    );
    const codes = [];
    for (const course of courses)
      codes.push((await s.agent.post('/api/enrollments', { courseId: course.id })).statusCode);
    expect(codes).toEqual([201, 201, 403]);
    const [after] = await t.db.select().from(packagePurchases).where(eq(packagePurchases.id, id));
    expect(after).toMatchObject({ coursesRemaining: 0 });
    expect(after!.coursesSelected).toEqual([courses[0]!.id, courses[1]!.id]);
  });

  raceIt('takes exactly the seats left under 20 parallel enrolments', async () => {
    const s = await student();
    const { id } = (await buy(s.agent)).json() as { id: string };
    await decide(id, 'confirmed');
    const courses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertCourse(t.db, {
          instructorId: c.owner.user.id,
          accessType: 'package',
          title: `P${i}`,
        }),
      ),
    );
    const results = await Promise.all(
      courses.map((course) => s.agent.post('/api/enrollments', { courseId: course.id })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, s.user.id)),
    ).toHaveLength(2);
  });

  raceIt('has one effect when decisions race, and a rejection opens nothing', async () => {
    // Whichever comes first wins; on PGlite the first sent always does, so both orders are run.
    for (const order of bothDecisionOrders) {
      const s = await student();
      const { id } = (await buy(s.agent)).json() as { id: string };
      const winner = await raceDecisions(10, order, (status) => decide(id, status));
      const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
      expect(row).toMatchObject({ status: winner, decidedById: c.admin.user.id });
      // One effect: the courses to choose are counted once, on the winner's date (none if rejected).
      const purchases = await purchasesOf(s.user.id);
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject(
        winner === 'confirmed'
          ? { coursesRemaining: 2, validatedAt: row!.decidedAt, coursesSelected: [] }
          : { coursesRemaining: 0, validatedAt: null, coursesSelected: [] },
      );
      expect(
        await t.db.select().from(enrollments).where(eq(enrollments.userId, s.user.id)),
      ).toEqual([]);
      const told = await notificationsOf(t.db, s.user.id);
      expect(told.map((n) => n.type)).toEqual([
        winner === 'confirmed' ? 'package_confirmed' : 'package_rejected',
      ]);
      const lines = await auditLinesOf(t.db, id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        action: 'package_purchase.decide',
        actorId: c.admin.user.id,
        after: { status: winner, via: 'person' },
      });
    }
    const other = await student();
    const second = (await buy(other.agent)).json() as { id: string };
    const rejected = await decide(second.id, 'rejected');
    expect(rejected.json()).toMatchObject({ status: 'rejected', coursesRemaining: 0 });
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'confirmed');
    expect(unknown.json()).toEqual({
      message: m.purchaseNotFound,
      code: 'PACKAGE_PURCHASE_NOT_FOUND',
    });
  });
});
