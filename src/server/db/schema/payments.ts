/**
 * Every mobile-money payment, whatever it pays for (docs/decisions/0013-one-payments-module.md):
 * a course, a package, a subscription, a training bundle or a live class. The kind's own table
 * (package purchases, subscriptions, live-class registrations) keeps only the effect.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_CURRENCY } from '../../../contract/payments-labels.ts';
import { id, tstz, dollars, timestamps } from './columns.ts';
import { userRef, users } from './accounts.ts';
import {
  decisionViaEnum,
  paymentKindEnum,
  paymentMethodEnum,
  paymentStatusEnum,
} from './payment-enums.ts';
import { smsMessages } from './sms.ts';

export * from './payment-enums.ts';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    kind: paymentKindEnum().notNull(),
    /** The course, package, plan, bundle or live class paid for (no reference: money stays). */
    itemId: uuid().notNull(),
    buyerId: userRef(),
    /** Whole FC asked, computed on the server when the request was made. */
    amount: integer().notNull(),
    currency: text().notNull().default(PAYMENT_CURRENCY),
    /** The dollar price behind `amount`, for what is priced in dollars (plans, live classes). */
    amountUsd: dollars(),
    paymentMethod: paymentMethodEnum().notNull(),
    /** The payer's number, "+243…". */
    phoneNumber: text().notNull(),
    /** The number the buyer was told to pay to, for the method chosen. */
    payeeNumber: text(),
    /** Normalized (NFKC, upper case, no spaces); unique across every kind. */
    transactionId: text(),
    /** The screenshot of the operator's SMS: an uploaded image's path, optional. */
    proofImage: text(),
    /** The operator's SMS as the buyer pasted it, shown to whoever decides. */
    smsText: text(),
    notes: text(),
    status: paymentStatusEnum().notNull().default('pending'),
    /** Who confirmed or rejected it, when, and how (a person, or a forwarded SMS). */
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz(),
    decidedVia: decisionViaEnum(),
    /** The SMS that confirmed it, or that its decider attached. */
    smsId: uuid().references(() => smsMessages.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('payments_buyer_id_idx').on(t.buyerId, t.createdAt),
    index('payments_kind_item_id_idx').on(t.kind, t.itemId),
    index('payments_pending_idx')
      .on(t.kind, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_transaction_id_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('payments_sms_id_idx')
      .on(t.smsId)
      .where(sql`${t.smsId} is not null`),
    // Who may read a screenshot is found from the payment that cites it.
    index('payments_proof_image_idx')
      .on(t.proofImage)
      .where(sql`${t.proofImage} is not null`),
    // One pending request per buyer and item.
    uniqueIndex('payments_one_pending_idx')
      .on(t.buyerId, t.kind, t.itemId)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
