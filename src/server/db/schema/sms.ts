/**
 * Receiving phones and the operator SMS they forward (docs/decisions/0014-sms-matching.md). A
 * phone belongs to an instructor (their courses and live classes) or an admin (the platform's
 * numbers). Every SMS is stored as received and never edited; what a template read from it is
 * written beside it once, when it arrives.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, tstz, textList, flag, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';
import { paymentMethodEnum } from './payment-enums.ts';

export const receivingPhones = pgTable(
  'receiving_phones',
  {
    id: id(),
    ownerId: userRef(),
    operator: paymentMethodEnum().notNull(),
    /** "+243XXXXXXXXX": the number buyers pay to. */
    phoneNumber: text().notNull(),
    /** Off ("review") by default: a match is only shown to the decider. */
    autoConfirm: flag(false),
    /** SHA-256 of the forwarding address's secret; the secret itself is shown once. */
    secretHash: text().notNull(),
    revokedAt: tstz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('receiving_phones_secret_hash_idx').on(t.secretHash),
    index('receiving_phones_owner_id_idx').on(t.ownerId),
    index('receiving_phones_phone_number_idx')
      .on(t.phoneNumber)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** Per operator: a named-group regular expression and the sender names real messages come from. */
export const smsTemplates = pgTable('sms_templates', {
  id: id(),
  operator: paymentMethodEnum().notNull(),
  name: text().notNull(),
  /** Named groups: transactionId, amount, currency, payer, date. */
  pattern: text().notNull(),
  /** The operator's short codes or names ("M-PESA"); anything else is "expéditeur inconnu". */
  senders: textList(),
  /** Shipped templates are written from documented formats, not from a real DR Congo SMS. */
  verified: flag(false),
  isActive: flag(true),
  ...timestamps,
});

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    /** Kept with a revoked phone: an SMS is a record. */
    phoneId: uuid()
      .notNull()
      .references(() => receivingPhones.id, { onDelete: 'cascade' }),
    sender: text().notNull(),
    body: text().notNull(),
    /** When the phone says it received it (else when it reached us). */
    receivedAt: tstz().notNull(),
    /** SHA-256 of sender, text and time: the same SMS forwarded twice is stored once. */
    contentHash: text().notNull(),
    // What the templates read when it arrived.
    templateId: uuid().references(() => smsTemplates.id, { onDelete: 'set null' }),
    senderKnown: flag(false),
    transactionId: text(),
    /** Whole FC, as the SMS states it. */
    amount: integer(),
    currency: text(),
    /** "+243…", when the template reads the payer's number. */
    payerNumber: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_messages_phone_id_content_hash_idx').on(t.phoneId, t.contentHash),
    index('sms_messages_transaction_id_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    index('sms_messages_phone_id_received_at_idx').on(t.phoneId, t.receivedAt),
  ],
);

export type SmsMessageRow = typeof smsMessages.$inferSelect;
