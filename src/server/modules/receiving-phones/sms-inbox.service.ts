/**
 * The inbox: each SMS a receiving phone forwards to its secret address, stored once as received
 * with what the templates read from it, then handed to the payment matcher (onSmsStored).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { smsInboxBodySchema } from '../../../contract/receiving-phones.ts';
import { isOperatorSender, readSms, type SmsReading } from '../../../contract/sms-reading.ts';
import type { Db } from '../../db/client.ts';
import { receivingPhones, smsMessages } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuthLimits } from '../auth/index.ts';
import type { SmsTemplatesService } from './sms-templates.service.ts';

export type InboxSms = z.output<typeof smsInboxBodySchema>;

export interface SmsInboxDeps {
  templates: Pick<SmsTemplatesService, 'active'>;
  /** Per secret and per address (createAuthLimits: smsInboxPerPhone, smsInboxPerAddress). */
  limits: Pick<AuthLimits, 'smsInbox'>;
  /**
   * Called (and awaited) once per SMS, after it is stored and committed, never for a duplicate:
   * the payment matcher. What it throws is given to onSmsStoredError, never to the phone.
   */
  onSmsStored: (smsId: string) => Promise<void>;
  onSmsStoredError: (err: unknown, smsId: string) => void;
  /** The time of an SMS the app gives none for. */
  now?: () => Date;
}

/** The largest amount the integer column holds. */
const AMOUNT_MAX = 2_147_483_647;

/** SHA-256 of sender, text and time: the same SMS forwarded twice has the same hash. */
export const smsContentHash = (sender: string, text: string, receivedAt: Date) =>
  createHash('sha256').update(`${sender}\n${text}\n${receivedAt.toISOString()}`).digest('hex');

/** The columns of what was read; the amount only in FC (the currency is kept either way). */
function readColumns(reading: SmsReading | null) {
  if (!reading) return {};
  const { amount, currency } = reading;
  return {
    templateId: reading.templateId,
    transactionId: reading.transactionId,
    amount: currency === 'CDF' && amount !== null && amount <= AMOUNT_MAX ? amount : null,
    currency,
    payerNumber: reading.payerNumber,
  };
}

export function createSmsInboxService(db: Db, deps: SmsInboxDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * POST /api/sms-inbox/{secret}: stores the SMS (once: the same one again answers
     * duplicate: true). A wrong or revoked secret is refused (401) and nothing is stored.
     * `address` is the caller's IP address, for the rate limit.
     */
    async receive(secret: string, sms: InboxSms, address: string) {
      const secretHash = hashToken(secret);
      await deps.limits.smsInbox(address, secretHash);
      const [phone] = await db
        .select({ id: receivingPhones.id, operator: receivingPhones.operator })
        .from(receivingPhones)
        .where(and(eq(receivingPhones.secretHash, secretHash), isNull(receivingPhones.revokedAt)));
      if (!phone) throw appError('SMS_INBOX_UNKNOWN');

      const receivedAt = sms.receivedAt ?? now();
      const contentHash = smsContentHash(sms.sender, sms.text, receivedAt);
      const templates = await deps.templates.active();
      const [stored] = await db
        .insert(smsMessages)
        .values({
          phoneId: phone.id,
          sender: sms.sender,
          body: sms.text,
          receivedAt,
          contentHash,
          senderKnown: isOperatorSender(sms.sender, templates, phone.operator),
          ...readColumns(readSms(sms.text, templates, phone.operator)),
        })
        .onConflictDoNothing({ target: [smsMessages.phoneId, smsMessages.contentHash] })
        .returning({ id: smsMessages.id });

      if (!stored) {
        const [first] = await db
          .select({ id: smsMessages.id })
          .from(smsMessages)
          .where(and(eq(smsMessages.phoneId, phone.id), eq(smsMessages.contentHash, contentHash)));
        if (!first) throw appError('SMS_INBOX_UNKNOWN');
        return { id: first.id, duplicate: true };
      }
      try {
        await deps.onSmsStored(stored.id);
      } catch (err) {
        deps.onSmsStoredError(err, stored.id);
      }
      return { id: stored.id, duplicate: false };
    },
  };
}

export type SmsInboxService = ReturnType<typeof createSmsInboxService>;
