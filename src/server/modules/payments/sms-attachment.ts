/**
 * PUT /api/payments/{id}/sms: a decider attaches an SMS received by one of their own receiving
 * phones to a pending payment (nothing is decided: they then confirm by hand). The SMS row is
 * locked, so it is attached to one payment at most. Someone else's payment or SMS is a 404.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, receivingPhones, smsMessages, type PaymentRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { loadRow } from '../../policies/load-row.ts';
import * as paymentPolicy from '../../policies/payment.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import type { PaymentReview } from './payment-review.ts';

export function createSmsAttachment(db: Db, review: PaymentReview, now: () => Date) {
  return async function attachSms(
    user: SessionUser,
    id: string,
    smsId: string,
  ): Promise<PaymentRow> {
    const payment = await loadRow(review.decisionFacts(id), {
      notFound: 'PAYMENT_NOT_FOUND',
      allow: (row) => paymentPolicy.canDecide(user, row),
      forbidden: 'not-found',
    });
    return db.transaction(async (tx) => {
      await loadRow(
        tx
          .select({ id: smsMessages.id })
          .from(smsMessages)
          .innerJoin(receivingPhones, eq(receivingPhones.id, smsMessages.phoneId))
          .where(and(eq(smsMessages.id, smsId), eq(receivingPhones.ownerId, user.id))),
        { notFound: 'SMS_NOT_FOUND', lock: { of: smsMessages } },
      );
      const [taken] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.smsId, smsId));
      if (taken) throw appError('SMS_ALREADY_ATTACHED');
      const [row] = await tx
        .update(payments)
        .set({ smsId, updatedAt: now() })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      if (!row) throw appError('PAYMENT_ALREADY_DECIDED');
      await recordAudit(tx, user, {
        action: 'payment.attach_sms',
        entity: 'payments',
        entityId: row.id,
        before: { smsId: payment.smsId },
        after: { smsId },
      });
      return row;
    });
  };
}
