/**
 * What deciders and buyers read of payments, for every kind alike, each list in one query: the
 * review columns (the pasted SMS, how it was decided, the operator's SMS that matches it), the
 * buyer's "Mes paiements", and the deciders' pending counts.
 */
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentKind } from '../../../contract/payments-labels.ts';
import type { Db } from '../../db/client.ts';
import { payments, receivingPhones, smsMessages, users } from '../../db/schema/index.ts';
import * as paymentPolicy from '../../policies/payment.ts';
import type { SessionUser } from '../auth/index.ts';
import type { AnyPaymentKind } from './payment-kind.ts';

interface SmsJson {
  id: string;
  sender: string;
  body: string;
  receivedAt: string;
  senderKnown: boolean;
  transactionId: string | null;
  amount: number | null;
  currency: string | null;
  payerNumber: string | null;
}

/**
 * The operator SMS beside a payment: the one attached to it, else one carrying its transaction ID
 * received by the phone it was paid to. Null: "aucun SMS reçu".
 */
const matchedSms = sql<SmsJson | null>`(select json_build_object(
    'id', s.id, 'sender', s.sender, 'body', s.body, 'receivedAt', s.received_at,
    'senderKnown', s.sender_known, 'transactionId', s.transaction_id, 'amount', s.amount,
    'currency', s.currency, 'payerNumber', s.payer_number)
  from ${smsMessages} s join ${receivingPhones} r on r.id = s.phone_id
  where s.id = ${payments.smsId}
    or (${payments.smsId} is null and ${payments.transactionId} is not null
      and s.transaction_id = ${payments.transactionId} and r.phone_number = ${payments.payeeNumber})
  order by (s.id = ${payments.smsId}) desc nulls last, s.received_at
  limit 1)`.mapWith((value: SmsJson | string | null) => {
  if (value === null) return null;
  const sms = typeof value === 'string' ? (JSON.parse(value) as SmsJson) : value;
  return { ...sms, receivedAt: new Date(sms.receivedAt) };
});

/** Columns every decider's list adds to its rows (contract: paymentReviewShape). */
export const paymentReviewColumns = {
  smsText: payments.smsText,
  decidedVia: payments.decidedVia,
  sms: matchedSms,
};

/**
 * What an admin's list of one kind adds to its rows (contract: reviewedPaymentShape): the buyer
 * (join `users` on the payment's buyer), the screenshot, the decision's date and the review.
 */
export const reviewedPaymentColumns = {
  user: { id: users.id, name: users.name, email: users.email },
  proofImage: payments.proofImage,
  decidedAt: payments.decidedAt,
  ...paymentReviewColumns,
};

/** A CASE over the registered kinds, e.g. the item's title of any payment. */
function byKind(kinds: AnyPaymentKind[], pick: (kind: AnyPaymentKind) => SQL<string | null>) {
  const whens = kinds.map((k) => sql`when ${k.kind} then ${pick(k)}`);
  return sql<string | null>`(case ${payments.kind} ${sql.join(whens, sql` `)} end)`;
}

/** How many pending payments the attach-an-SMS list offers. */
const PENDING_LIST_LIMIT = 50;

export function createPaymentReview(db: Db, kinds: () => AnyPaymentKind[]) {
  /** Pending, decided by `user` (policies/payment.ts as SQL), never their own. */
  const waitingFor = (user: SessionUser) =>
    and(
      eq(payments.status, 'pending'),
      paymentPolicy.decidableWhere(
        user,
        byKind(kinds(), (k) => k.ownerIdSql),
      ),
    );
  /** What deciding a payment depends on (policies/payment.ts), and the SMS attached to it. */
  const deciding = () =>
    db
      .select({
        buyerId: payments.buyerId,
        ownerId: byKind(kinds(), (k) => k.ownerIdSql),
        smsId: payments.smsId,
      })
      .from(payments);
  return {
    /** GET /api/my-payments: every payment of the buyer's, newest first. */
    mine(user: SessionUser) {
      return db
        .select({
          id: payments.id,
          kind: payments.kind,
          itemId: payments.itemId,
          itemTitle: byKind(kinds(), (k) => k.itemTitleSql),
          amount: payments.amount,
          currency: payments.currency,
          paymentMethod: payments.paymentMethod,
          transactionId: payments.transactionId,
          status: payments.status,
          decidedVia: payments.decidedVia,
          createdAt: payments.createdAt,
          decidedAt: payments.decidedAt,
        })
        .from(payments)
        .where(eq(payments.buyerId, user.id))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** Who decides each payment citing a screenshot (media access). */
    proofDeciders(objectPath: string) {
      return deciding().where(eq(payments.proofImage, objectPath));
    },

    /** Who decides one payment, for a decider's action on it. */
    decisionFacts(paymentId: string) {
      return deciding().where(eq(payments.id, paymentId));
    },

    /** GET /api/payments/pending: the latest pending payments the caller decides, no SMS yet. */
    pending(user: SessionUser) {
      return db
        .select({
          id: payments.id,
          kind: payments.kind,
          itemTitle: byKind(kinds(), (k) => k.itemTitleSql),
          buyerName: users.name,
          amount: payments.amount,
          paymentMethod: payments.paymentMethod,
          phoneNumber: payments.phoneNumber,
          transactionId: payments.transactionId,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.buyerId))
        .where(and(waitingFor(user), isNull(payments.smsId)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(PENDING_LIST_LIMIT);
    },

    /**
     * GET /api/payments/pending-counts: per kind, the pending payments the caller may decide
     * (an instructor: their courses' and classes'; an admin: all), never their own.
     */
    async pendingCounts(user: SessionUser): Promise<Record<PaymentKind, number>> {
      const rows = await db
        .select({ kind: payments.kind, n: sql<number>`count(*)::int` })
        .from(payments)
        .where(waitingFor(user))
        .groupBy(payments.kind);
      const counts = { course: 0, package: 0, subscription: 0, bundle: 0, live_class: 0 };
      for (const row of rows) counts[row.kind] = row.n;
      return counts;
    },
  };
}

export type PaymentReview = ReturnType<typeof createPaymentReview>;
