import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { liveClassMessages } from '../../src/contract/live-classes.ts';
import { exchangeRateMessages, planMessages } from '../../src/contract/subscriptions.ts';
import { createSubscriptionPlan } from '../../src/server/db/factories/commerce.ts';
import {
  exchangeRates,
  liveClasses,
  payments,
  subscriptionPlans,
} from '../../src/server/db/schema/index.ts';
import { useCast } from '../helpers/access.ts';
import { planForm } from '../helpers/forms.ts';
import { signedInUser } from '../helpers/factories.ts';

/**
 * Issue "Made solid", point 2: every FC amount fits its column. A dollar price at the highest
 * rate an admin may set used to overflow (500); prices and rates are now bounded so that it fits,
 * and anything beyond is a 400 with a French message that changes nothing.
 */

// A live class is paid to the numbers of its course.
const { t, c } = useCast({ course: { price: 0, mobileMoneyInfo: { mpesa: '+243810000302' } } });

const proof = {
  paymentMethod: 'mpesa',
  phoneNumber: '081 234 5678',
};

const planBody = (over: Record<string, unknown> = {}) =>
  planForm({
    name: 'Plan entreprise',
    description: 'Pour une équipe',
    monthlyPrice: 1000,
    yearlyPrice: 10_000,
    features: 'Certificat',
    mobileMoneyInfo: { mpesa: '+243810000301' },
    ...over,
  });

const classBody = (price: number) => ({
  courseId: c.course.id,
  title: 'Masterclass',
  description: '',
  scheduledAt: new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString(),
  duration: 60,
  meetingUrl: 'https://meet.jit.si/kelasi-masterclass',
  isFree: false,
  price,
  maxParticipants: null,
  isPublished: true,
});

describe('bounded prices and rates', () => {
  it('refuses a rate above 100 000 FC/$ and a dollar price above 10 000 $, changing nothing', async () => {
    const rates = await t.db.select({ n: count() }).from(exchangeRates);
    const rate = await c.admin.agent.put('/api/admin/exchange-rate', { cdfPerUsd: 1_000_000 });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().fields).toEqual({ cdfPerUsd: exchangeRateMessages.rateInvalid });
    expect(exchangeRateMessages.rateInvalid).toBe(
      'Le taux doit être un nombre entier de FC, entre 1 et 100 000',
    );
    expect(await t.db.select({ n: count() }).from(exchangeRates)).toEqual(rates);

    const plans = await t.db.$count(subscriptionPlans);
    const plan = await c.admin.agent.post(
      '/api/admin/subscription-plans',
      planBody({ monthlyPrice: 1_000_000 }),
    );
    expect(plan.statusCode).toBe(400);
    expect(plan.json().fields).toEqual({ monthlyPrice: planMessages.priceTooHigh });
    expect(planMessages.priceTooHigh).toBe('Le prix ne peut pas dépasser 10 000 $');
    expect(await t.db.$count(subscriptionPlans)).toBe(plans);

    const classes = await t.db.$count(liveClasses);
    const lc = await c.owner.agent.post('/api/live-classes', classBody(10_001));
    expect(lc.statusCode).toBe(400);
    expect(lc.json().fields).toEqual({ price: liveClassMessages.priceTooHigh });
    expect(await t.db.$count(liveClasses)).toBe(classes);
  });

  it('the dearest plan and live class at the highest rate are asked in FC, without overflow', async () => {
    const rate = await c.admin.agent.put('/api/admin/exchange-rate', { cdfPerUsd: 100_000 });
    expect(rate.statusCode).toBe(200);

    const plan = await createSubscriptionPlan(t.db, {
      monthlyPrice: 10_000,
      yearlyPrice: 10_000,
      mobileMoneyInfo: { mpesa: '+243810000301' },
    });
    const buyer = await signedInUser(t.app, t.db, 'student');
    const sub = await buyer.agent.post('/api/subscriptions', {
      ...proof,
      planId: plan.id,
      duration: 'yearly',
      transactionId: 'MAXPLAN1',
    });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json()).toMatchObject({ amountPaid: 10_000, amountAskedCdf: 1_000_000_000 });

    const lc = await c.owner.agent.post('/api/live-classes', classBody(3000));
    expect(lc.statusCode, lc.body).toBe(201);
    const student = await signedInUser(t.app, t.db, 'student');
    const reg = await student.agent.post(`/api/live-classes/${lc.json().id}/register`, {
      ...proof,
      transactionId: 'MAXCLASS1',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const [payment] = await t.db
      .select({ amount: payments.amount })
      .from(payments)
      .where(eq(payments.itemId, lc.json().id));
    expect(payment).toEqual({ amount: 300_000_000 });
  });
});
