/**
 * "S'inscrire au Pack" (docs/decisions/0006-bundle-enrolment.md): an individual bundle paid by
 * mobile money, decided by an admin; confirming enrols the buyer in every published course of
 * the bundle not yet theirs (those enrolments name the payment, so a reversal can undo them).
 */
import { and, eq, sql } from 'drizzle-orm';
import { paymentMessages } from '../../../contract/payments.ts';
import { courses, enrollments, payments, trainingBundles } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as bundlePolicy from '../../policies/bundle.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { PaymentKindPlugin } from '../payments/index.ts';

export const bundlePaymentKind: PaymentKindPlugin = {
  kind: 'bundle',
  auditAction: 'bundle_payment.decide',

  async itemForRequest(tx, _buyer, bundleId) {
    const bundle = await loadRow(
      tx
        .select()
        .from(trainingBundles)
        .where(and(eq(trainingBundles.id, bundleId), bundlePolicy.onSaleWhere)),
      { notFound: 'BUNDLE_NOT_FOUND' },
    );
    if (bundle.targetAudience !== 'individual' || bundle.estimatedPrice === null)
      throw appError('BUNDLE_ON_QUOTE');
    return { id: bundle.id, amount: bundle.estimatedPrice, numbers: bundle.mobileMoneyInfo };
  },

  async itemFacts(executor, bundleId) {
    const [bundle] = await executor
      .select({ title: trainingBundles.name })
      .from(trainingBundles)
      .where(eq(trainingBundles.id, bundleId));
    return bundle && { title: bundle.title, ownerId: null };
  },

  async onConfirm(tx, payment) {
    const open = await tx
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(trainingBundles, eq(trainingBundles.id, payment.itemId))
      .where(
        and(
          sql`${courses.id} = any(${trainingBundles.courseIds})`,
          eq(courses.status, 'published'),
        ),
      );
    if (!open.length) return { enrolled: 0 };
    const enrolled = await tx
      .insert(enrollments)
      .values(open.map((c) => ({ userId: payment.buyerId, courseId: c.id, paymentId: payment.id })))
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning({ id: enrollments.id });
    return { enrolled: enrolled.length };
  },

  async onReverse(tx, payment) {
    await tx.delete(enrollments).where(eq(enrollments.paymentId, payment.id));
  },

  notice(outcome, bundle, reason) {
    if (outcome === 'confirmed')
      return {
        type: 'payment_confirmed',
        title: paymentMessages.confirmed,
        message: `Votre paiement pour le pack « ${bundle.title} » a été confirmé : vous êtes inscrit à tous ses cours.`,
        link: '/student/dashboard',
      };
    if (outcome === 'reversed')
      return {
        type: 'payment_reversed',
        title: paymentMessages.reversed,
        message: `La confirmation automatique de votre paiement pour le pack « ${bundle.title} » a été annulée : il sera vérifié par une personne.`,
        link: '/training-packages',
      };
    return {
      type: 'payment_rejected',
      title: paymentMessages.rejected,
      message: `Votre paiement pour le pack « ${bundle.title} » a été rejeté.${reason ? ` Motif : ${reason}.` : ''}`,
      link: '/training-packages',
    };
  },

  reviewLink: () => '/admin/dashboard?onglet=offres',
  itemTitleSql: sql`(select ${trainingBundles.name} from ${trainingBundles} where ${trainingBundles.id} = ${payments.itemId})`,
  ownerIdSql: sql`null`,
};
