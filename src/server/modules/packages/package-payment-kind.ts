/**
 * A package bought by mobile money: decided by an admin; confirming gives the package's course
 * count to choose from the catalogue (the purchase row, whose id is the payment's).
 */
import { and, eq, sql } from 'drizzle-orm';
import { paymentMessages } from '../../../contract/payments.ts';
import { enrollments, packagePurchases, packages, payments } from '../../db/schema/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { PaymentKindPlugin } from '../payments/index.ts';

export const packagePaymentKind: PaymentKindPlugin = {
  kind: 'package',
  auditAction: 'package_purchase.decide',

  async itemForRequest(tx, _buyer, packageId) {
    const pkg = await loadRow(
      tx
        .select({ id: packages.id, price: packages.price, numbers: packages.mobileMoneyInfo })
        .from(packages)
        .where(and(eq(packages.id, packageId), eq(packages.isActive, true))),
      { notFound: 'PACKAGE_NOT_FOUND' },
    );
    return { id: pkg.id, amount: pkg.price, numbers: pkg.numbers };
  },

  async onRequest(tx, payment) {
    await tx.insert(packagePurchases).values({
      id: payment.id,
      userId: payment.buyerId,
      packageId: payment.itemId,
      coursesRemaining: 0,
      purchaseDate: payment.createdAt,
    });
  },

  async itemFacts(executor, packageId) {
    const [pkg] = await executor
      .select({ title: packages.name, courseCount: packages.courseCount })
      .from(packages)
      .where(eq(packages.id, packageId));
    return pkg && { title: pkg.title, ownerId: null, courseCount: pkg.courseCount };
  },

  async onConfirm(tx, payment, at) {
    const [purchase] = await tx
      .update(packagePurchases)
      .set({
        validatedAt: at,
        coursesRemaining: sql`(select ${packages.courseCount} from ${packages} where ${packages.id} = ${packagePurchases.packageId})`,
      })
      .where(eq(packagePurchases.id, payment.id))
      .returning({ coursesRemaining: packagePurchases.coursesRemaining });
    return { coursesRemaining: purchase?.coursesRemaining ?? 0 };
  },

  async onReverse(tx, payment) {
    // The courses chosen with it are closed again; nothing is left to choose.
    await tx.delete(enrollments).where(eq(enrollments.packagePurchaseId, payment.id));
    await tx
      .update(packagePurchases)
      .set({ validatedAt: null, coursesRemaining: 0, coursesSelected: sql`'{}'::text[]` })
      .where(eq(packagePurchases.id, payment.id));
  },

  notice(outcome, pkg, reason) {
    if (outcome === 'confirmed')
      return {
        type: 'package_confirmed',
        title: 'Package validé',
        message: `Votre achat du package « ${pkg.title} » est validé : choisissez vos ${pkg.courseCount} cours dans le catalogue.`,
        link: '/catalog',
      };
    if (outcome === 'reversed')
      return {
        type: 'payment_reversed',
        title: paymentMessages.reversed,
        message: `La validation automatique de votre achat du package « ${pkg.title} » a été annulée : il sera vérifié par une personne.`,
        link: '/packages',
      };
    return {
      type: 'package_rejected',
      title: 'Package rejeté',
      message: `Votre achat du package « ${pkg.title} » a été rejeté.${reason ? ` Motif : ${reason}.` : ''}`,
      link: '/packages',
    };
  },

  reviewLink: () => '/admin/dashboard?onglet=offres',
  itemTitleSql: sql`(select ${packages.name} from ${packages} where ${packages.id} = ${payments.itemId})`,
  ownerIdSql: sql`null`,
};
