/**
 * Payments confirmed by the operator's SMS that the receiving phone forwards
 * (docs/decisions/0014-sms-matching.md). A payment is matched to an SMS only when the SMS:
 * - was received by the phone the payment was paid to (its operator and number), owned by
 *   someone who may decide the payment;
 * - comes from one of the operator's sender names (a fake SMS from an ordinary number never
 *   matches);
 * - carries the payment's transaction ID, or, when the request has none, the payer's number and
 *   enough money within 24 hours, with exactly one request and one SMS fitting;
 * - states at least the price, in FC, and names the payer's number given with the request when
 *   the template reads one.
 * With auto-confirmation on, the match is decided through the payment flow's own decision
 * (`decidedVia = 'sms'`); otherwise ("review") the SMS is attached for the decider to see.
 * It works in either order: when the SMS arrives, and when the request is made.
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  payments,
  receivingPhones,
  smsMessages,
  users,
  type PaymentRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import * as paymentPolicy from '../../policies/payment.ts';
import type { PaymentFlow } from './payment-flow.ts';

/** How far apart an SMS and a request without transaction ID may be. */
export const SMS_MATCH_WINDOW_MS = 24 * 60 * 60 * 1000;

export type MatchOutcome = 'confirmed' | 'attached' | null;

/** The SMS not yet tied to any payment. */
const unattached = sql`not exists (select 1 from ${payments} p2 where p2.sms_id = ${smsMessages.id})`;

/** A decision lost to a concurrent one (already decided, or the SMS taken meanwhile). */
function lostRace(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'PAYMENT_ALREADY_DECIDED';
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

export function createSmsMatcher(db: Db, flow: PaymentFlow) {
  async function loadSms(smsId: string) {
    const [row] = await db
      .select({
        id: smsMessages.id,
        phoneId: smsMessages.phoneId,
        receivedAt: smsMessages.receivedAt,
        senderKnown: smsMessages.senderKnown,
        transactionId: smsMessages.transactionId,
        amount: smsMessages.amount,
        currency: smsMessages.currency,
        payerNumber: smsMessages.payerNumber,
        operator: receivingPhones.operator,
        phoneNumber: receivingPhones.phoneNumber,
        autoConfirm: receivingPhones.autoConfirm,
        revokedAt: receivingPhones.revokedAt,
        owner: { id: users.id, name: users.name, email: users.email, role: users.role },
      })
      .from(smsMessages)
      .innerJoin(receivingPhones, eq(receivingPhones.id, smsMessages.phoneId))
      .innerJoin(users, eq(users.id, receivingPhones.ownerId))
      .where(eq(smsMessages.id, smsId));
    return row;
  }
  type Sms = NonNullable<Awaited<ReturnType<typeof loadSms>>>;

  const paidToPhone = (sms: Sms) =>
    and(
      eq(payments.status, 'pending'),
      isNull(payments.smsId),
      eq(payments.paymentMethod, sms.operator),
      eq(payments.payeeNumber, sms.phoneNumber),
    );

  /** The one pending payment this SMS may prove, or none. */
  async function candidateFor(sms: Sms): Promise<PaymentRow | undefined> {
    if (sms.transactionId) {
      const withId = await db
        .select()
        .from(payments)
        .where(and(paidToPhone(sms), eq(payments.transactionId, sms.transactionId)));
      if (withId.length) return withId[0];
      // An ID given with another payment (another phone, already decided) proves nothing else.
      const [claimed] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, sms.transactionId));
      if (claimed) return undefined;
    }
    if (!sms.payerNumber || sms.amount === null) return undefined;
    const received = sms.receivedAt.getTime();
    const fitting = await db
      .select()
      .from(payments)
      .where(
        and(
          paidToPhone(sms),
          isNull(payments.transactionId),
          eq(payments.phoneNumber, sms.payerNumber),
          lte(payments.amount, sms.amount),
          gte(payments.createdAt, new Date(received - SMS_MATCH_WINDOW_MS)),
          lte(payments.createdAt, new Date(received + SMS_MATCH_WINDOW_MS)),
        ),
      )
      .limit(2);
    if (fitting.length !== 1) return undefined;
    const payment = fitting[0]!;
    // …and this SMS is the only unattached one of the phone that fits that request.
    const created = payment.createdAt.getTime();
    const [other] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.phoneId, sms.phoneId),
          eq(smsMessages.senderKnown, true),
          eq(smsMessages.currency, 'CDF'),
          eq(smsMessages.payerNumber, payment.phoneNumber),
          gte(smsMessages.amount, payment.amount),
          gte(smsMessages.receivedAt, new Date(created - SMS_MATCH_WINDOW_MS)),
          lte(smsMessages.receivedAt, new Date(created + SMS_MATCH_WINDOW_MS)),
          unattached,
          sql`(${smsMessages.transactionId} is null or not exists (select 1 from ${payments} p3 where p3.transaction_id = ${smsMessages.transactionId}))`,
        ),
      );
    return other?.n === 1 ? payment : undefined;
  }

  /** Matches one stored SMS to the payment it proves, if any. */
  async function matchSms(smsId: string): Promise<MatchOutcome> {
    const sms = await loadSms(smsId);
    // An unknown sender is "expéditeur inconnu": shown, never matched on its own.
    if (!sms || sms.revokedAt || !sms.senderKnown) return null;
    if (sms.currency !== 'CDF' || sms.amount === null) return null;
    const payment = await candidateFor(sms);
    if (!payment) return null;
    if (sms.amount < payment.amount) return null;
    if (sms.payerNumber && sms.payerNumber !== payment.phoneNumber) return null;
    const facts = await flow.factsOf(db, payment);
    if (
      !paymentPolicy.phoneMayDecide(sms.owner, { buyerId: payment.buyerId, ownerId: facts.ownerId })
    )
      return null;
    try {
      if (sms.autoConfirm) {
        await flow.decideAs(
          { actor: sms.owner, via: 'sms', smsId: sms.id },
          payment.id,
          { status: 'confirmed' },
          { transactionId: sms.transactionId },
        );
        return 'confirmed';
      }
      // Review mode: the SMS is shown beside the request; a person decides.
      const [attached] = await db
        .update(payments)
        .set({ smsId: sms.id })
        .where(
          and(eq(payments.id, payment.id), eq(payments.status, 'pending'), isNull(payments.smsId)),
        )
        .returning({ id: payments.id });
      return attached ? 'attached' : null;
    } catch (error) {
      if (lostRace(error)) return null;
      throw error;
    }
  }

  /** A new request: the SMS may have arrived first (people pay, then fill in the form). */
  async function matchPayment(paymentId: string): Promise<MatchOutcome> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
    if (!payment?.payeeNumber) return null;
    const created = payment.createdAt.getTime();
    const proof = payment.transactionId
      ? eq(smsMessages.transactionId, payment.transactionId)
      : and(
          eq(smsMessages.payerNumber, payment.phoneNumber),
          gte(smsMessages.receivedAt, new Date(created - SMS_MATCH_WINDOW_MS)),
          lte(smsMessages.receivedAt, new Date(created + SMS_MATCH_WINDOW_MS)),
        );
    const received = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .innerJoin(receivingPhones, eq(receivingPhones.id, smsMessages.phoneId))
      .where(
        and(
          eq(receivingPhones.phoneNumber, payment.payeeNumber),
          eq(receivingPhones.operator, payment.paymentMethod),
          isNull(receivingPhones.revokedAt),
          unattached,
          proof,
        ),
      )
      .orderBy(asc(smsMessages.receivedAt))
      .limit(5);
    for (const sms of received) {
      const outcome = await matchSms(sms.id);
      if (outcome) return outcome;
    }
    return null;
  }

  return { matchSms, matchPayment };
}

export type SmsMatcher = ReturnType<typeof createSmsMatcher>;
