/** Subscription plans and the users' subscriptions (prices in dollars). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { planTypes, subscriptionDurations } from '../../../contract/subscriptions.ts';
import {
  id,
  tstz,
  dollars,
  textList,
  flag,
  mobileMoneyNumbers,
  decimal,
  timestamps,
} from './columns.ts';
import { userRef } from './accounts.ts';
import { certificationTypeEnum } from './certifications.ts';
import { payments } from './payments.ts';

export const planTypeEnum = pgEnum('plan_type', planTypes);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull(),
    type: planTypeEnum().notNull(),
    monthlyPrice: dollars().notNull(),
    yearlyPrice: dollars().notNull(),
    /** Null means unlimited. */
    courseLimit: integer(),
    features: textList(),
    hasCertification: flag(false),
    certificationType: certificationTypeEnum(),
    hasInternship: flag(false),
    /** Percent kept by the platform on instructor plans. */
    commissionRate: decimal(5),
    /** The platform's numbers to pay this plan to; a method is offered only if present. */
    mobileMoneyInfo: mobileMoneyNumbers(),
    isActive: flag(true),
    ...timestamps,
  },
  (t) => [
    index('subscription_plans_type_idx').on(t.type),
    check('subscription_plans_prices_check', sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0`),
    check(
      'subscription_plans_course_limit_check',
      sql`${t.courseLimit} is null or ${t.courseLimit} >= 0`,
    ),
    check(
      'subscription_plans_commission_rate_check',
      sql`${t.commissionRate} is null or ${t.commissionRate} between 0 and 100`,
    ),
  ],
);

export const subscriptionDurationEnum = pgEnum('subscription_duration', subscriptionDurations);

/** The effect of a subscription's payment; its id is the payment's. */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: uuid()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** A plan with subscriptions cannot be deleted (money records); deactivate it. */
    planId: uuid()
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    duration: subscriptionDurationEnum().notNull().default('monthly'),
    /** Set when the payment is confirmed; cleared if that decision is reversed. */
    startDate: tstz(),
    endDate: tstz(),
    isActive: flag(true),
    coursesUsed: integer().notNull().default(0),
    autoRenew: flag(false),
    ...timestamps,
  },
  (t) => [
    index('user_subscriptions_user_id_idx').on(t.userId),
    index('user_subscriptions_plan_id_idx').on(t.planId),
    check('user_subscriptions_courses_used_check', sql`${t.coursesUsed} >= 0`),
  ],
);

export type NewSubscriptionPlanRow = typeof subscriptionPlans.$inferInsert;
