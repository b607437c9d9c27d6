/**
 * A paid live class (docs/decisions/0007-live-classes.md): the seat is held from the request,
 * the class's instructor (or an admin) decides, and the registration follows the decision.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentMessages } from '../../../contract/payments.ts';
import { courses, liveClasses, liveClassRegistrations, payments } from '../../db/schema/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { appError } from '../../http/app-error.ts';
import { qualified } from '../../lib/sql-columns.ts';
import * as liveClassPolicy from '../../policies/live-class.ts';
import { loadRow } from '../../policies/load-row.ts';
import { cdfPerUsd, toCdf, type PaymentKindPlugin } from '../payments/index.ts';

/**
 * Seats a class has given: pending and confirmed registrations. A pending paid registration
 * holds its seat, so confirming it can never overflow maxParticipants.
 */
export const seatsTaken = sql<number>`(select count(*)::int from ${liveClassRegistrations} where ${liveClassRegistrations.liveClassId} = ${qualified(liveClasses.id)} and ${liveClassRegistrations.paymentStatus} in ('pending', 'confirmed'))`;

/** A class costs money when it is not free and has a price. */
export const isPaid = (c: { isFree: boolean; price: number }) => !c.isFree && c.price > 0;

/** A student's pending or confirmed registration to a class (the seat they hold), if any. */
export async function heldSeat(executor: Db | Tx, userId: string, liveClassId: string) {
  const [row] = await executor
    .select({ id: liveClassRegistrations.id })
    .from(liveClassRegistrations)
    .where(
      and(
        eq(liveClassRegistrations.liveClassId, liveClassId),
        eq(liveClassRegistrations.userId, userId),
        inArray(liveClassRegistrations.paymentStatus, ['pending', 'confirmed']),
      ),
    );
  return row ?? null;
}

/**
 * A seat is left in a class whose row the caller locked: not started yet (else 409 past), and
 * under its limit (else 409 full). Counted after the lock, in a statement of its own: it sees the
 * registrations committed by whoever held the lock before.
 */
export async function assertSeatLeft(
  tx: Tx,
  liveClass: { id: string; scheduledAt: Date; maxParticipants: number | null },
  now: Date,
) {
  if (liveClass.scheduledAt <= now) throw appError('LIVE_CLASS_PAST');
  if (liveClass.maxParticipants === null) return;
  const [taken] = await tx
    .select({ seats: seatsTaken })
    .from(liveClasses)
    .where(eq(liveClasses.id, liveClass.id));
  if ((taken?.seats ?? 0) >= liveClass.maxParticipants) throw appError('LIVE_CLASS_FULL');
}

/** The registration that a payment holds the seat of follows each decision. */
const follow = (status: 'pending' | 'confirmed' | 'rejected') =>
  async function (tx: Parameters<PaymentKindPlugin['onConfirm']>[0], payment: { id: string }) {
    await tx
      .update(liveClassRegistrations)
      .set({ paymentStatus: status })
      .where(eq(liveClassRegistrations.paymentId, payment.id));
  };

export function createLiveClassPaymentKind(now: () => Date): PaymentKindPlugin {
  return {
    kind: 'live_class',
    auditAction: 'live_class_registration.decide',

    /**
     * The class row is locked, then the seats counted, in the request's transaction: concurrent
     * registrations never exceed maxParticipants. A pending or confirmed registration is
     * answered as a pending request (the adapter then answers it as it is).
     */
    async itemForRequest(tx, buyer, liveClassId) {
      const liveClass = await loadRow(
        tx
          .select({
            id: liveClasses.id,
            instructorId: liveClasses.instructorId,
            scheduledAt: liveClasses.scheduledAt,
            isPublished: liveClasses.isPublished,
            isFree: liveClasses.isFree,
            price: liveClasses.price,
            maxParticipants: liveClasses.maxParticipants,
            numbers: courses.mobileMoneyInfo,
          })
          .from(liveClasses)
          .leftJoin(courses, eq(courses.id, liveClasses.courseId))
          .where(eq(liveClasses.id, liveClassId)),
        {
          notFound: 'LIVE_CLASS_NOT_FOUND',
          allow: liveClassPolicy.isOpen,
          forbidden: 'not-found',
          lock: { of: liveClasses },
        },
      );
      if (liveClassPolicy.isOwnClass(buyer, liveClass)) throw appError('LIVE_CLASS_OWN');
      if (await heldSeat(tx, buyer.id, liveClassId)) throw appError('PAYMENT_ALREADY_PENDING');
      await assertSeatLeft(tx, liveClass, now());
      // The price may have changed since the caller read it: the locked row decides.
      if (!isPaid(liveClass)) throw appError('CONFLICT');
      return {
        id: liveClass.id,
        amount: toCdf(liveClass.price, await cdfPerUsd(tx)),
        amountUsd: liveClass.price,
        numbers: liveClass.numbers,
      };
    },

    /** A new registration, or a rejected one registering again with a new payment. */
    async onRequest(tx, payment) {
      const row = {
        paymentStatus: 'pending' as const,
        paymentId: payment.id,
        remindedAt: null,
        registeredAt: payment.createdAt,
      };
      await tx
        .insert(liveClassRegistrations)
        .values({ ...row, liveClassId: payment.itemId, userId: payment.buyerId })
        .onConflictDoUpdate({
          target: [liveClassRegistrations.liveClassId, liveClassRegistrations.userId],
          set: row,
        });
    },

    async itemFacts(executor, liveClassId) {
      const [liveClass] = await executor
        .select({ title: liveClasses.title, ownerId: liveClasses.instructorId })
        .from(liveClasses)
        .where(eq(liveClasses.id, liveClassId));
      return liveClass;
    },

    onConfirm: follow('confirmed'),
    onReject: follow('rejected'),
    onReverse: follow('pending'),

    notice(outcome, liveClass, reason) {
      if (outcome === 'confirmed')
        return {
          type: 'payment_confirmed',
          title: 'Inscription confirmée',
          message: reason
            ? `${reason} : votre inscription à « ${liveClass.title} » est confirmée. Le lien de la réunion vous attend sur la page Cours en direct.`
            : `Votre paiement pour le cours en direct « ${liveClass.title} » a été confirmé : votre place est réservée. Le lien de la réunion vous attend sur la page Cours en direct.`,
          link: '/live-classes',
        };
      if (outcome === 'reversed')
        return {
          type: 'payment_reversed',
          title: paymentMessages.reversed,
          message: `La confirmation automatique de votre paiement pour le cours en direct « ${liveClass.title} » a été annulée : il sera vérifié par une personne.`,
          link: '/live-classes',
        };
      return {
        type: 'payment_rejected',
        title: 'Paiement rejeté',
        message: `Votre paiement pour le cours en direct « ${liveClass.title} » a été rejeté.${reason ? ` Motif : ${reason}.` : ''} Vérifiez le numéro et l'ID de transaction, puis inscrivez-vous à nouveau, ou contactez le formateur.`,
        link: '/live-classes',
      };
    },

    reviewLink: () => '/instructor/live-classes',
    itemTitleSql: sql`(select ${liveClasses.title} from ${liveClasses} where ${liveClasses.id} = ${payments.itemId})`,
    ownerIdSql: sql`(select ${liveClasses.instructorId} from ${liveClasses} where ${liveClasses.id} = ${payments.itemId})`,
  };
}
