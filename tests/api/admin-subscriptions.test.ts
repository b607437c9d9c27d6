/**
 * The admin's subscriptions, plans and exchange rate (issue "Admin", parts 4 and 5): who may
 * call them, paging, each decision once with its audit line in the same transaction, the plan
 * rules in French, deleting a plan in use, and the rate the public plans follow at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { pagingMessages } from '../../src/contract/paging.ts';
import {
  adminSubscriptionMessages,
  exchangeRateMessages,
  planMessages as pm,
} from '../../src/contract/subscriptions.ts';
import {
  createSubscription,
  createSubscriptionPlan,
} from '../../src/server/db/factories/commerce.ts';
import {
  auditLog,
  exchangeRates,
  payments,
  subscriptionPlans,
  userSubscriptions,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { cast, expectAccess, type Cast } from '../helpers/access.ts';
import { signedInUser } from '../helpers/factories.ts';
import { planForm } from '../helpers/forms.ts';

const clock = new Date('2026-11-23T10:00:00Z');

let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await cast(t);
});
afterAll(async () => {
  await t?.close();
});

const student = () => signedInUser(t.app, t.db, 'student');
const admin = () => c.admin.agent;

async function pendingSubscription(planId?: string) {
  const s = await student();
  const plan = planId ?? (await createSubscriptionPlan(t.db, {})).id;
  const row = await createSubscription(t.db, {
    userId: s.user.id,
    planId: plan,
    amountPaid: 10,
    amountAskedCdf: 28_000,
    paymentMethod: 'mpesa',
    transactionId: `TX${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    createdAt: clock,
  });
  return { ...row, user: s.user };
}

/** The transaction that wrote a row's current version (PostgreSQL's xmin system column). */
const tables = {
  payments,
  user_subscriptions: userSubscriptions,
  exchange_rates: exchangeRates,
  audit_log: auditLog,
};
async function writerOf(table: keyof typeof tables, id: string) {
  const from = tables[table];
  const [row] = await t.db
    .select({ xmin: sql<string>`xmin::text` })
    .from(from)
    .where(eq(from.id, id));
  return row?.xmin;
}

async function auditLinesOf(entityId: string) {
  return t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe('who may call the admin endpoints', () => {
  it('refuses visitors, students and instructors on every one of them', async () => {
    const plan = await createSubscriptionPlan(t.db, {});
    const refused = { visitor: 401, student: 403, outsider: 403, owner: 403, other: 403 };
    await expectAccess(c, (a) => a.get('/api/admin/subscriptions'), { ...refused, admin: 200 });
    await expectAccess(c, (a) => a.get('/api/admin/subscription-plans'), {
      ...refused,
      admin: 200,
    });
    await expectAccess(c, (a) => a.post('/api/admin/subscription-plans', {}), {
      ...refused,
      admin: 400,
    });
    await expectAccess(c, (a) => a.put(`/api/admin/subscription-plans/${plan.id}`, {}), {
      ...refused,
      admin: 400,
    });
    await expectAccess(c, (a) => a.delete(`/api/admin/subscription-plans/${crypto.randomUUID()}`), {
      ...refused,
      admin: 404,
    });
    await expectAccess(c, (a) => a.get('/api/admin/exchange-rate'), { ...refused, admin: 200 });
    await expectAccess(c, (a) => a.put('/api/admin/exchange-rate', {}), {
      ...refused,
      admin: 400,
    });
    const pending = await pendingSubscription();
    await expectAccess(
      c,
      (a) => a.put(`/api/admin/subscriptions/${pending.id}/status`, { status: 'nope' }),
      { ...refused, admin: 400 },
    );
  });
});

describe('GET /api/admin/subscriptions', () => {
  it('answers one page with the total, pending first, with the buyer and the proof', async () => {
    const plan = await createSubscriptionPlan(t.db, { name: 'Plan paginé' });
    for (let i = 0; i < 4; i += 1) {
      const s = await pendingSubscription(plan.id);
      await t.db
        .update(payments)
        .set({ status: 'rejected', decidedVia: 'person' })
        .where(eq(payments.id, s.id));
    }
    const newest = await pendingSubscription(plan.id);
    const [all] = await t.db.select({ n: count() }).from(userSubscriptions);

    const first = await admin().get('/api/admin/subscriptions?pageSize=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ total: all!.n, page: 1, pageSize: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.items.every((s: { status: string }) => s.status === 'pending')).toBe(true);
    const mine = (await admin().get('/api/admin/subscriptions?status=pending&pageSize=100')).json();
    expect(mine.items.find((s: { id: string }) => s.id === newest.id)).toMatchObject({
      planName: 'Plan paginé',
      status: 'pending',
      state: 'pending',
      amountPaid: 10,
      amountAskedCdf: 28_000,
      paymentMethod: 'mpesa',
      phoneNumber: '+243810000000',
      transactionId: newest.payment.transactionId,
      proofImage: null,
      user: { id: newest.user.id, name: newest.user.name, email: newest.user.email },
    });

    const rejected = (
      await admin().get('/api/admin/subscriptions?status=rejected&pageSize=3')
    ).json();
    expect(rejected.total).toBe(4);
    expect(rejected.items).toHaveLength(3);
    const last = (
      await admin().get('/api/admin/subscriptions?status=rejected&pageSize=3&page=2')
    ).json();
    expect(last.items).toHaveLength(1);
    const ids = new Set([...rejected.items, ...last.items].map((s: { id: string }) => s.id));
    expect(ids.size).toBe(4);
    const beyond = (await admin().get('/api/admin/subscriptions?status=rejected&page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 4, page: 9 });
  });

  it('refuses bad paging and filters in French', async () => {
    const big = await admin().get('/api/admin/subscriptions?pageSize=101');
    expect(big.statusCode).toBe(400);
    expect(big.json().fields).toEqual({ pageSize: pagingMessages.pageSize });
    const zero = await admin().get('/api/admin/subscriptions?page=0');
    expect(zero.json().fields).toEqual({ page: pagingMessages.page });
    const status = await admin().get('/api/admin/subscriptions?status=active');
    expect(status.json().fields).toEqual({ status: adminSubscriptionMessages.statusFilterInvalid });
  });
});

describe('PUT /api/admin/subscriptions/{id}/status', () => {
  const decide = (id: string, status: string) =>
    admin().put(`/api/admin/subscriptions/${id}/status`, { status });

  it('confirms a pending one once, with its audit line in the same transaction', async () => {
    const s = await pendingSubscription();
    const res = await decide(s.id, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', state: 'active' });
    const lines = await auditLinesOf(s.id);
    expect(lines).toHaveLength(1);
    // The line is the payment's (entity 'payments', its id), with the period it started.
    expect(lines[0]).toMatchObject({
      action: 'subscription.decide',
      entity: 'payments',
      entityId: s.payment.id,
      actorId: c.admin.user.id,
      actorEmail: c.admin.user.email,
      before: { status: 'pending' },
      after: {
        status: 'confirmed',
        amount: 28_000,
        via: 'person',
        startDate: clock.toISOString(),
        endDate: new Date('2026-12-23T10:00:00Z').toISOString(),
      },
      createdAt: clock,
    });
    // The decision, its effect and its audit line: one transaction.
    const writer = await writerOf('audit_log', lines[0]!.id);
    expect(writer).toBe(await writerOf('payments', s.id));
    expect(writer).toBe(await writerOf('user_subscriptions', s.id));

    for (const again of ['confirmed', 'rejected']) {
      const refused = await decide(s.id, again);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PAYMENT_ALREADY_DECIDED');
    }
    expect(await auditLinesOf(s.id)).toHaveLength(1);
  });

  it('rejects a pending one once; nothing else is accepted, and nothing refused is audited', async () => {
    const s = await pendingSubscription();
    const back = await decide(s.id, 'pending');
    expect(back.statusCode).toBe(400);
    expect(await auditLinesOf(s.id)).toHaveLength(0);

    const res = await decide(s.id, 'rejected');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', state: 'rejected', startDate: null });
    const lines = await auditLinesOf(s.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      entity: 'payments',
      before: { status: 'pending' },
      after: { status: 'rejected', via: 'person' },
    });
    expect(await writerOf('audit_log', lines[0]!.id)).toBe(await writerOf('payments', s.id));

    expect((await decide(s.id, 'confirmed')).statusCode).toBe(409);
    expect(await auditLinesOf(s.id)).toHaveLength(1);
  });

  it('refuses to confirm a second active subscription, without an audit line', async () => {
    const s = await pendingSubscription();
    const plan = await createSubscriptionPlan(t.db, {});
    await createSubscription(t.db, {
      userId: s.user.id,
      planId: plan.id,
      status: 'confirmed',
      startDate: clock,
      endDate: new Date(clock.getTime() + 86_400_000),
    });
    const res = await decide(s.id, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SUBSCRIPTION_OTHER_ACTIVE');
    expect(await auditLinesOf(s.id)).toHaveLength(0);
  });
});

describe('the plans', () => {
  it('says every rule of the spec in French and records nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(subscriptionPlans);
    const empty = await admin().post('/api/admin/subscription-plans', {
      name: ' ',
      description: '',
      type: 'student',
      monthlyPrice: -1,
      yearlyPrice: -0.5,
      features: ' , ,',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: pm.nameRequired,
      description: pm.descriptionRequired,
      monthlyPrice: pm.pricePositive,
      yearlyPrice: pm.pricePositive,
      features: pm.featuresRequired,
    });
    const missing = await admin().post('/api/admin/subscription-plans', {});
    expect(missing.json().fields).toMatchObject({
      name: pm.nameRequired,
      description: pm.descriptionRequired,
      monthlyPrice: pm.pricePositive,
      yearlyPrice: pm.pricePositive,
      features: pm.featuresRequired,
      type: pm.typeInvalid,
    });
    const others = await admin().post(
      '/api/admin/subscription-plans',
      planForm({
        courseLimit: 1.5,
        commissionRate: 101,
        certificationType: 'mondiale',
        type: 'teacher',
      }),
    );
    expect(others.json().fields).toEqual({
      courseLimit: pm.courseLimitInvalid,
      commissionRate: pm.commissionInvalid,
      certificationType: pm.certificationTypeInvalid,
      type: pm.typeInvalid,
    });
    const [after] = await t.db.select({ n: count() }).from(subscriptionPlans);
    expect(after!.n).toBe(before!.n);
  });

  it('creates a plan with its features split and trimmed, and edits it', async () => {
    const res = await admin().post('/api/admin/subscription-plans', planForm());
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      name: 'Étudiant Plus',
      type: 'student',
      monthlyPrice: 12.5,
      yearlyPrice: 120,
      features: ['Accès illimité', 'Certificat national', 'Support'],
      courseLimit: null,
      commissionRate: null,
      hasCertification: true,
      certificationType: 'national',
      isActive: true,
      subscriptionCount: 0,
    });
    const edited = await admin().put(
      `/api/admin/subscription-plans/${plan.id}`,
      planForm({
        type: 'instructor',
        features: ['Cours illimités'],
        courseLimit: 50,
        commissionRate: 15,
        certificationType: '',
        isActive: false,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'instructor',
      features: ['Cours illimités'],
      courseLimit: 50,
      commissionRate: 15,
      certificationType: null,
      isActive: false,
    });
    const list = (await admin().get('/api/admin/subscription-plans')).json();
    expect(list.find((p: { id: string }) => p.id === plan.id)).toMatchObject({ isActive: false });
    const publicList = (await c.visitor.get('/api/subscription-plans')).json();
    expect(publicList.map((p: { id: string }) => p.id)).not.toContain(plan.id);

    const unknown = await admin().put(
      `/api/admin/subscription-plans/${crypto.randomUUID()}`,
      planForm(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PLAN_NOT_FOUND');
  });

  it('deactivates a plan in use instead of deleting it, and says so', async () => {
    const plan = await createSubscriptionPlan(t.db, { name: 'Plan utilisé' });
    await pendingSubscription(plan.id);
    const res = await admin().delete(`/api/admin/subscription-plans/${plan.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deactivated: true });
    const [row] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plan.id));
    expect(row).toMatchObject({ isActive: false });
    const list = (await admin().get('/api/admin/subscription-plans')).json();
    expect(list.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      isActive: false,
      subscriptionCount: 1,
    });
    const publicList = (await c.visitor.get('/api/subscription-plans')).json();
    expect(publicList.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });

  raceIt('never fails when a plan is deleted while someone subscribes to it', async () => {
    for (let i = 0; i < 3; i += 1) {
      const plan = await createSubscriptionPlan(t.db, {
        mobileMoneyInfo: { mpesa: '+243810000401' },
      });
      const s = await student();
      const [removed, requested] = await Promise.all([
        admin().delete(`/api/admin/subscription-plans/${plan.id}`),
        s.agent.post('/api/subscriptions', {
          planId: plan.id,
          duration: 'monthly',
          paymentMethod: 'mpesa',
          phoneNumber: '0812345678',
        }),
      ]);
      expect(removed.statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, plan.id));
      if (requested.statusCode === 201) {
        // The request went first: the plan is kept, switched off.
        expect(removed.json()).toEqual({ deactivated: true });
        expect(row).toMatchObject({ isActive: false });
      } else {
        expect(requested.statusCode).toBe(404);
        expect(removed.json()).toEqual({ deactivated: false });
        expect(row).toBeUndefined();
      }
    }
  });

  it('deletes a plan no one uses', async () => {
    const plan = await createSubscriptionPlan(t.db, { name: 'Plan vide' });
    const res = await admin().delete(`/api/admin/subscription-plans/${plan.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deactivated: false });
    const rows = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, plan.id));
    expect(rows).toHaveLength(0);
    const again = await admin().delete(`/api/admin/subscription-plans/${plan.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('the exchange rate', () => {
  it('is followed at once by the public plans, and each change is audited', async () => {
    const plan = await createSubscriptionPlan(t.db, {
      name: 'Plan au taux',
      monthlyPrice: 10,
      yearlyPrice: 100,
    });
    const current = (await admin().get('/api/admin/exchange-rate')).json();
    expect(current.cdfPerUsd).toBeGreaterThan(0);

    const res = await admin().put('/api/admin/exchange-rate', { cdfPerUsd: 2950 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cdfPerUsd: 2950, setBy: c.admin.user.name });
    expect((await admin().get('/api/admin/exchange-rate')).json()).toMatchObject({
      cdfPerUsd: 2950,
    });
    const publicRes = await c.visitor.get('/api/subscription-plans');
    expect(publicRes.headers['cache-control']).toBe('private, no-cache');
    expect(publicRes.json().find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      monthlyPriceCdf: 29_500,
      yearlyPriceCdf: 295_000,
    });

    const [rate] = await t.db
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.cdfPerUsd, 2950), eq(exchangeRates.setById, c.admin.user.id)));
    const lines = await auditLinesOf(rate!.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'exchange_rate.set',
      entity: 'exchange_rates',
      actorId: c.admin.user.id,
      before: { cdfPerUsd: current.cdfPerUsd },
      after: { cdfPerUsd: 2950 },
    });
    expect(await writerOf('audit_log', lines[0]!.id)).toBe(
      await writerOf('exchange_rates', rate!.id),
    );

    await admin().put('/api/admin/exchange-rate', { cdfPerUsd: 3000 });
    const next = (await c.visitor.get('/api/subscription-plans')).json();
    expect(next.find((p: { id: string }) => p.id === plan.id)).toMatchObject({
      monthlyPriceCdf: 30_000,
    });
  });

  it('refuses a rate that is not a positive whole number, and changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(exchangeRates);
    for (const cdfPerUsd of [0, -5, 2800.5, 'abc', null]) {
      const res = await admin().put('/api/admin/exchange-rate', { cdfPerUsd });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ cdfPerUsd: exchangeRateMessages.rateInvalid });
    }
    const [after] = await t.db.select({ n: count() }).from(exchangeRates);
    expect(after!.n).toBe(before!.n);
  });
});
