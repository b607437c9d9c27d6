import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bundleMessages as m } from '../../src/contract/bundles.ts';
import {
  createPaymentRequest,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import { courses, enrollments, payments, quoteRequests } from '../../src/server/db/schema/index.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { bothDecisionOrders, raceDecisions, raceIt } from '../helpers/races.ts';
import { auditLinesOf, notificationsOf } from '../helpers/rows.ts';
import { cast, expectAccess } from '../helpers/access.ts';
import { insertCourse, insertEnrollment, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let visitor: Agent;
let individualId: string;
let corporateId: string;
let courseIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Agent(t.app);
  const { user } = await signedInUser(t.app, t.db, 'instructor');
  const rows = await Promise.all(
    ['HTML et CSS', 'JavaScript', 'Brouillon', 'Supprimé'].map((title, i) =>
      insertCourse(t.db, {
        instructorId: user.id,
        title,
        duration: 4 + i,
        level: 'beginner',
        status: title === 'Brouillon' ? 'draft' : 'published',
      }),
    ),
  );
  courseIds = rows.map((r) => r.id);
  individualId = (
    await createTrainingBundle(t.db, {
      name: 'Parcours Web',
      sector: 'Numérique',
      targetAudience: 'individual',
      courseIds,
      estimatedPrice: 75_000,
      duration: 18,
      mobileMoneyInfo: { mpesa: '+243810000201', orange: '+243840000201' },
    })
  ).id;
  corporateId = (
    await createTrainingBundle(t.db, {
      name: 'Bureautique Entreprise',
      sector: 'Administration',
      targetAudience: 'corporate',
      courseIds: [courseIds[0]!],
    })
  ).id;
  await t.db.delete(courses).where(eq(courses.id, courseIds[3]!));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/training-bundles', () => {
  it('embeds each bundle’s published courses, never a draft or a deleted one', async () => {
    const res = await visitor.get('/api/training-bundles');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; courses: { title: string }[] }[];
    const web = list.find((b) => b.id === individualId)!;
    expect(web).toMatchObject({
      targetAudience: 'individual',
      estimatedPrice: 75_000,
      duration: 18,
      mobileMoneyInfo: { mpesa: '+243810000201', orange: '+243840000201' },
    });
    expect(web.courses).toEqual([
      { id: courseIds[0], title: 'HTML et CSS', duration: 4, level: 'beginner' },
      { id: courseIds[1], title: 'JavaScript', duration: 5, level: 'beginner' },
    ]);
    expect(list.find((b) => b.id === corporateId)).toMatchObject({
      targetAudience: 'corporate',
      estimatedPrice: null,
    });
  });
});

describe('POST /api/quote-requests', () => {
  const quote = (agent: Agent, body: Record<string, unknown> = {}) =>
    agent.post('/api/quote-requests', {
      bundleId: corporateId,
      contactName: 'Mireille Kalonji',
      companyName: 'Brasserie du Katanga',
      email: ' Contact@Brasserie.cd ',
      phone: '+243 81 555 0101',
      numberOfEmployees: 40,
      message: 'Formation de 40 agents administratifs.',
      ...body,
    });

  it('takes a quote request from a visitor, and records a signed-in caller', async () => {
    const res = await quote(visitor);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      userId: null,
      email: 'contact@brasserie.cd',
      numberOfEmployees: 40,
    });
    const { agent, user } = await signedInUser(t.app, t.db, 'student');
    const mine = await quote(agent, { companyName: '', message: '' });
    const [recorded] = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, mine.json().id));
    expect(recorded).toMatchObject({ userId: user.id, companyName: null, message: null });
  });

  it('requires contact name, email and phone, employees ≥ 1, and a known bundle', async () => {
    const before = (await t.db.select().from(quoteRequests)).length;
    const missing = await quote(visitor, { contactName: ' ', email: 'pas-un-email', phone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      contactName: m.contactRequired,
      email: 'Email invalide',
      phone: m.phoneRequired,
    });
    const employees = await quote(visitor, { numberOfEmployees: 0 });
    expect(employees.json().fields).toEqual({ numberOfEmployees: m.employeesMin });
    const unknown = await quote(visitor, { bundleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toEqual({ message: m.bundleNotFound, code: 'BUNDLE_NOT_FOUND' });
    expect(await t.db.select().from(quoteRequests)).toHaveLength(before);
  });
});

describe("S'inscrire au Pack: a bundle paid by mobile money", () => {
  type Signed = Awaited<ReturnType<typeof signedInUser>>;
  const student = () => signedInUser(t.app, t.db, 'student');
  const pay = (agent: Signed['agent'], body: Record<string, unknown> = {}) =>
    agent.post('/api/bundle-payments', {
      bundleId: individualId,
      paymentMethod: 'mpesa',
      phoneNumber: '0812345678',
      ...body,
    });
  let admin: Signed;
  const decide = (id: string, status: string, agent?: Signed['agent']) =>
    (agent ?? admin.agent).put(`/api/admin/bundle-payments/${id}/status`, { status });
  const paymentsOf = (userId: string) =>
    t.db
      .select()
      .from(payments)
      .where(and(eq(payments.buyerId, userId), eq(payments.kind, 'bundle')));

  beforeAll(async () => {
    admin = await signedInUser(t.app, t.db, 'admin');
  });

  it('is for signed-in users; only admins decide', async () => {
    const c = await cast(t);
    await expectAccess(c, (a) => a.get('/api/bundle-payments/my'), { visitor: 401, student: 200 });
    await expectAccess(c, (a) => a.post('/api/bundle-payments', {}), {
      visitor: 401,
      student: 400,
    });
    await expectAccess(c, (a) => a.post('/api/quote-requests', {}), { visitor: 400, student: 400 });
    const { id } = (await pay(c.student.agent)).json() as { id: string };
    await expectAccess(c, (a) => decide(id, 'x', a), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
  });

  it('records a pending payment at the bundle price, listed for its student', async () => {
    const s = await student();
    const res = await pay(s.agent, { transactionId: 'mp-pack-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bundleId: individualId,
      bundleName: 'Parcours Web',
      amount: 75_000,
      status: 'pending',
      phoneNumber: '+243812345678',
      transactionId: 'MP-PACK-1',
    });
    expect((await s.agent.get('/api/bundle-payments/my')).json()).toHaveLength(1);
  });

  raceIt(
    'refuses a company bundle, a method not offered, a second pending payment, a reused ID',
    async () => {
      const s = await student();
      const corporate = await pay(s.agent, { bundleId: corporateId });
      expect(corporate.json()).toEqual({ message: m.notForSale, code: 'BUNDLE_ON_QUOTE' });
      const airtel = await pay(s.agent, { paymentMethod: 'airtel' });
      expect(airtel.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      // A payment of another kind (a course, by someone else) already carries it.
      await createPaymentRequest(t.db, {
        userId: (await student()).user.id,
        courseId: courseIds[0]!,
        transactionId: 'OM-DEJA',
      });
      const reused = await pay(s.agent, { transactionId: 'om-deja' });
      expect(reused.json().code).toBe('TRANSACTION_ID_USED');
      expect(await paymentsOf(s.user.id)).toEqual([]);
      const results = await Promise.all(Array.from({ length: 6 }, () => pay(s.agent)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json().code).toBe(
        'PAYMENT_ALREADY_PENDING',
      );
    },
  );

  it('confirming enrols the student in every published course of the bundle, once', async () => {
    const s = await student();
    await insertEnrollment(t.db, s.user.id, courseIds[0]!, 40);
    const { id } = (await pay(s.agent)).json() as { id: string };
    const res = await decide(id, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    const mine = await t.db.select().from(enrollments).where(eq(enrollments.userId, s.user.id));
    expect(mine.map((e) => e.courseId).sort()).toEqual([courseIds[0], courseIds[1]].sort());
    // The enrolment the student had keeps its progress; the new one is the payment's.
    expect(mine.find((e) => e.courseId === courseIds[0])).toMatchObject({
      progress: 40,
      paymentId: null,
    });
    expect(mine.find((e) => e.courseId === courseIds[1])!.paymentId).toBe(id);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({
      kind: 'bundle',
      itemId: individualId,
      status: 'confirmed',
      decidedById: admin.user.id,
    });
    const told = await notificationsOf(t.db, s.user.id);
    expect(told.map((n) => n.type)).toEqual(['payment_confirmed']);
    expect((await decide(id, 'rejected')).json().code).toBe('PAYMENT_ALREADY_DECIDED');
  });

  raceIt('has one effect when decisions race; a rejection enrols nobody', async () => {
    // Whichever comes first wins; on PGlite the first sent always does, so both orders are run.
    for (const order of bothDecisionOrders) {
      const s = await student();
      const { id } = (await pay(s.agent)).json() as { id: string };
      const winner = await raceDecisions(8, order, (status) => decide(id, status));
      const [row] = await paymentsOf(s.user.id);
      expect(row).toMatchObject({ id, status: winner, decidedById: admin.user.id });
      // One effect: the bundle's published courses, once, named by the payment (none if rejected).
      const mine = await t.db.select().from(enrollments).where(eq(enrollments.userId, s.user.id));
      expect(mine.map((e) => `${e.courseId} ${e.paymentId}`).sort()).toEqual(
        winner === 'confirmed' ? [courseIds[0], courseIds[1]].map((c) => `${c} ${id}`).sort() : [],
      );
      const told = await notificationsOf(t.db, s.user.id);
      expect(told.map((n) => n.type)).toEqual([
        winner === 'confirmed' ? 'payment_confirmed' : 'payment_rejected',
      ]);
      const lines = await auditLinesOf(t.db, id);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        action: 'bundle_payment.decide',
        actorId: admin.user.id,
        after: { status: winner, via: 'person' },
      });
    }
    const other = await student();
    const second = (await pay(other.agent)).json() as { id: string };
    await decide(second.id, 'rejected');
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, other.user.id)),
    ).toEqual([]);
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'confirmed');
    expect(unknown.json().code).toBe('BUNDLE_PAYMENT_NOT_FOUND');
  });
});
