/** Training bundles and the quote requests companies send for them. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bundleAudiences, quoteStatuses } from '../../../contract/bundles.ts';
import { id, partOf, flag, mobileMoneyNumbers, timestamps } from './columns.ts';
import { users } from './accounts.ts';

export const bundleAudienceEnum = pgEnum('bundle_audience', bundleAudiences);
export const quoteStatusEnum = pgEnum('quote_status', quoteStatuses);

export const trainingBundles = pgTable(
  'training_bundles',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    sector: text().notNull(),
    targetAudience: bundleAudienceEnum().notNull().default('individual'),
    /** Ids of the included courses (no FK: Postgres cannot reference array elements). */
    courseIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** FC; null for corporate bundles priced on quote. */
    estimatedPrice: integer(),
    /** Hours. */
    duration: integer(),
    thumbnail: text(),
    /** The platform's numbers to pay an individual bundle to; a method is offered only if present. */
    mobileMoneyInfo: mobileMoneyNumbers(),
    isActive: flag(true),
    ...timestamps,
  },
  (t) => [
    index('training_bundles_target_audience_idx').on(t.targetAudience),
    check(
      'training_bundles_estimated_price_check',
      sql`${t.estimatedPrice} is null or ${t.estimatedPrice} >= 0`,
    ),
    check('training_bundles_duration_check', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
);

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    bundleId: partOf(() => trainingBundles.id),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    companyName: text(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    message: text(),
    numberOfEmployees: integer(),
    status: quoteStatusEnum().notNull().default('pending'),
    /** FC. */
    quotedPrice: integer(),
    adminNotes: text(),
    ...timestamps,
  },
  (t) => [
    index('quote_requests_bundle_id_idx').on(t.bundleId),
    index('quote_requests_user_id_idx').on(t.userId),
    index('quote_requests_status_idx').on(t.status),
    check(
      'quote_requests_number_of_employees_check',
      sql`${t.numberOfEmployees} is null or ${t.numberOfEmployees} >= 1`,
    ),
    check(
      'quote_requests_quoted_price_check',
      sql`${t.quotedPrice} is null or ${t.quotedPrice} >= 0`,
    ),
  ],
);

export type NewTrainingBundleRow = typeof trainingBundles.$inferInsert;
