import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentMessages } from '../../src/contract/payments.ts';
import { subscriptionMessages as m } from '../../src/contract/subscriptions.ts';
import {
  createPaymentRequest,
  createSubscriptionPlan,
} from '../../src/server/db/factories/commerce.ts';
import {
  exchangeRates,
  notifications,
  payments,
  userSubscriptions,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { cast, expectAccess, type Cast } from '../helpers/access.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

const DAY = 24 * 3600 * 1000;
/** The app's clock: tests move it to see periods end, without touching the data. */
let clock = new Date('2026-11-23T10:00:00Z');

/** The platform's numbers for the plans: M-Pesa and Airtel Money (not Orange). */
const PLATFORM_NUMBERS = { mpesa: '+243810000301', airtel: '+243990000301' };

let t: TestApp;
let c: Cast;
let planId: string;
let yearlyPlanId: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await cast(t);
  await t.db.insert(exchangeRates).values({ cdfPerUsd: 2500 });
  planId = (
    await createSubscriptionPlan(t.db, {
      name: 'Étudiant Premium',
      monthlyPrice: 10,
      yearlyPrice: 100,
      courseLimit: 2,
      mobileMoneyInfo: PLATFORM_NUMBERS,
    })
  ).id;
  yearlyPlanId = (
    await createSubscriptionPlan(t.db, {
      name: 'Annuel',
      monthlyPrice: 5,
      yearlyPrice: 50,
      mobileMoneyInfo: PLATFORM_NUMBERS,
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const request = (agent: Signed['agent'], body: Record<string, unknown> = {}) =>
  agent.post('/api/subscriptions', {
    planId,
    duration: 'monthly',
    paymentMethod: 'mpesa',
    phoneNumber: '081 234 5678',
    ...body,
  });
type Signed = Awaited<ReturnType<typeof signedInUser>>;
const student = () => signedInUser(t.app, t.db, 'student');
const decide = (id: string, status: string, agent = c.admin.agent) =>
  agent.put(`/api/admin/subscriptions/${id}/status`, { status });

describe('GET /api/subscription-plans', () => {
  it('lists the active plans to everyone, in $ and in FC at the platform rate', async () => {
    const hidden = await createSubscriptionPlan(t.db, { name: 'Ancien plan', isActive: false });
    const res = await c.visitor.get('/api/subscription-plans');
    expect(res.statusCode).toBe(200);
    const plans = res.json() as { id: string; monthlyPriceCdf: number; yearlyPriceCdf: number }[];
    expect(plans.map((p) => p.id)).not.toContain(hidden.id);
    expect(plans.find((p) => p.id === planId)).toMatchObject({
      monthlyPrice: 10,
      yearlyPrice: 100,
      monthlyPriceCdf: 25_000,
      yearlyPriceCdf: 250_000,
      courseLimit: 2,
      mobileMoneyInfo: PLATFORM_NUMBERS,
    });
  });
});

describe('who may do what', () => {
  it('lets signed-in users request, and only admins decide', async () => {
    await expectAccess(c, (a) => a.get('/api/my-subscription'), { visitor: 401, student: 200 });
    await expectAccess(c, (a) => a.post('/api/subscriptions', {}), { visitor: 401, student: 400 });
    const pending = (await request((await student()).agent)).json() as { id: string };
    await expectAccess(c, (a) => decide(pending.id, 'nope', a), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
  });
});

describe('POST /api/subscriptions', () => {
  it('records a pending request at the plan price, with the FC amount of the day', async () => {
    const s = await student();
    const res = await request(s.agent, {
      phoneNumber: '+243 81 234 56 78',
      transactionId: ' pp1 ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      planId,
      status: 'pending',
      state: 'pending',
      duration: 'monthly',
      amountPaid: 10,
      amountAskedCdf: 25_000,
      startDate: null,
      endDate: null,
    });
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.userId, s.user.id));
    expect(row).toMatchObject({ id: res.json().id, planId, startDate: null, endDate: null });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(payment).toMatchObject({
      kind: 'subscription',
      itemId: planId,
      buyerId: s.user.id,
      status: 'pending',
      amount: 25_000,
      amountUsd: 10,
      paymentMethod: 'mpesa',
      payeeNumber: PLATFORM_NUMBERS.mpesa,
      phoneNumber: '+243812345678',
      transactionId: 'PP1',
    });
    const mine = (await s.agent.get('/api/my-subscription')).json();
    expect(mine).toMatchObject({ isActive: false, subscription: { state: 'pending' } });
  });

  it('refuses bad input in French and records nothing', async () => {
    const s = await student();
    const noPhone = await request(s.agent, { phoneNumber: '' });
    expect(noPhone.statusCode).toBe(400);
    expect(Object.keys(noPhone.json().fields)).toEqual(['phoneNumber']);
    const badMethod = await request(s.agent, { paymentMethod: 'visa' });
    expect(badMethod.json().fields).toEqual({ paymentMethod: m.methodInvalid });
    const badDuration = await request(s.agent, { duration: 'weekly' });
    expect(badDuration.json().fields).toEqual({ duration: m.durationInvalid });
    const unknown = await request(s.agent, { planId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.planNotFound, code: 'PLAN_NOT_FOUND' });
    const inactive = await createSubscriptionPlan(t.db, {
      isActive: false,
      mobileMoneyInfo: PLATFORM_NUMBERS,
    });
    expect((await request(s.agent, { planId: inactive.id })).statusCode).toBe(404);
    // A method the plan has no number for cannot be paid by (receiving numbers for every kind).
    const orange = await request(s.agent, { paymentMethod: 'orange' });
    expect(orange.statusCode).toBe(400);
    expect(orange.json()).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      fields: { paymentMethod: paymentMessages.methodUnavailable },
    });
    const noNumbers = await createSubscriptionPlan(t.db, { mobileMoneyInfo: null });
    const unpayable = await request(s.agent, { planId: noNumbers.id });
    expect(unpayable.statusCode).toBe(400);
    expect(unpayable.json().code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    expect(
      await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, s.user.id)),
    ).toEqual([]);
  });

  raceIt('takes one request at a time: a second one, even in parallel, answers 409', async () => {
    const s = await student();
    const results = await Promise.all(Array.from({ length: 10 }, () => request(s.agent)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: m.alreadySubscribed,
      code: 'SUBSCRIPTION_EXISTS',
    });
    expect(
      await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, s.user.id)),
    ).toHaveLength(1);
  });

  it('refuses a transaction ID already given for any payment', async () => {
    // A payment of another kind (a course) already carries it.
    await createPaymentRequest(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
      transactionId: 'MP-DEJA-VU',
    });
    const s = await student();
    const res = await request(s.agent, { transactionId: 'mp-deja-vu' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TRANSACTION_ID_USED');
    expect(
      await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, s.user.id)),
    ).toEqual([]);
  });
});

describe('PUT /api/admin/subscriptions/{id}/status', () => {
  it('confirms once: the period starts now, the buyer is told, a second decision is 409', async () => {
    const s = await student();
    const { id } = (await request(s.agent)).json() as { id: string };
    const res = await decide(id, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'confirmed',
      state: 'active',
      startDate: clock.toISOString(),
      endDate: new Date('2026-12-23T10:00:00Z').toISOString(),
    });
    const [row] = await t.db.select().from(userSubscriptions).where(eq(userSubscriptions.id, id));
    expect(row).toMatchObject({ startDate: clock, endDate: new Date('2026-12-23T10:00:00Z') });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, id));
    expect(payment).toMatchObject({
      status: 'confirmed',
      decidedById: c.admin.user.id,
      decidedAt: clock,
    });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.user.id));
    expect(told.map((n) => n.type)).toEqual(['subscription_confirmed']);
    for (const status of ['confirmed', 'rejected']) {
      const again = await decide(id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('PAYMENT_ALREADY_DECIDED');
    }
    expect((await s.agent.get('/api/my-subscription')).json()).toMatchObject({
      isActive: true,
      subscription: { state: 'active' },
    });
    // Active: a new request waits until it ends.
    expect((await request(s.agent)).statusCode).toBe(409);
  });

  raceIt('has exactly one effect when confirmations and rejections race', async () => {
    const s = await student();
    const { id } = (await request(s.agent)).json() as { id: string };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(id, i % 2 ? 'rejected' : 'confirmed')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, s.user.id));
    expect(told).toHaveLength(1);
  });

  it('rejects: nothing starts, and the user may ask again', async () => {
    const s = await student();
    const { id } = (await request(s.agent)).json() as { id: string };
    const res = await decide(id, 'rejected');
    expect(res.json()).toMatchObject({ status: 'rejected', state: 'rejected', startDate: null });
    expect((await request(s.agent)).statusCode).toBe(201);
  });

  it('refuses unknown ids and statuses other than confirmed or rejected', async () => {
    const unknown = await decide('00000000-0000-4000-8000-000000000000', 'confirmed');
    expect(unknown.json()).toEqual({ message: m.notFound, code: 'SUBSCRIPTION_NOT_FOUND' });
    const s = await student();
    const { id } = (await request(s.agent)).json() as { id: string };
    const pending = await decide(id, 'pending');
    expect(pending.statusCode).toBe(400);
    // Every decision body is the payments module's: its message.
    expect(pending.json().fields).toEqual({ status: paymentMessages.statusInvalid });
  });
});

describe('periods end by the clock', () => {
  it('expires a month after confirmation, then takes a new request and no more seats', async () => {
    const start = clock;
    try {
      const s = await student();
      const { id } = (await request(s.agent)).json() as { id: string };
      await decide(id, 'confirmed');
      const course = await insertCourse(t.db, {
        instructorId: c.owner.user.id,
        accessType: 'package',
      });
      clock = new Date(start.getTime() + 29 * DAY);
      expect((await s.agent.get('/api/my-subscription')).json().subscription.state).toBe('active');
      const first = await s.agent.post('/api/enrollments', { courseId: course.id });
      expect(first.statusCode).toBe(201);
      const later = await insertCourse(t.db, {
        instructorId: c.owner.user.id,
        accessType: 'package',
      });

      clock = new Date(start.getTime() + 31 * DAY);
      const mine = (await s.agent.get('/api/my-subscription')).json();
      expect(mine).toMatchObject({ isActive: false, subscription: { state: 'expired' } });
      const enrol = await s.agent.post('/api/enrollments', { courseId: later.id });
      expect(enrol.json().code).toBe('SUBSCRIPTION_REQUIRED');
      expect((await request(s.agent)).statusCode).toBe(201);
    } finally {
      clock = start;
    }
  });

  it('gives a yearly subscription a year', async () => {
    const s = await student();
    const { id } = (
      await request(s.agent, { planId: yearlyPlanId, duration: 'yearly' })
    ).json() as {
      id: string;
      amountPaid: number;
    };
    const res = (await decide(id, 'confirmed')).json();
    expect(res).toMatchObject({ amountPaid: 50, amountAskedCdf: 125_000 });
    expect(res.endDate).toBe(new Date('2027-11-23T10:00:00Z').toISOString());
  });
});
