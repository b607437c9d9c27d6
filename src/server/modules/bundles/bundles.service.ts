import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  bundlePaymentCreateSchema,
  bundlePaymentDecisionSchema,
  quoteRequestCreateSchema,
} from '../../../contract/bundles.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  bundlePayments,
  courses,
  enrollments,
  quoteRequests,
  trainingBundles,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { recordTransactionId } from '../payments/mobile-money-proof.ts';

type QuoteInput = z.output<typeof quoteRequestCreateSchema>;
type PaymentInput = z.output<typeof bundlePaymentCreateSchema>;
type DecisionInput = z.output<typeof bundlePaymentDecisionSchema>;

export interface BundlesDeps {
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload. */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
}

const paymentColumns = {
  id: bundlePayments.id,
  bundleId: bundlePayments.bundleId,
  bundleName: trainingBundles.name,
  amount: bundlePayments.amount,
  paymentMethod: bundlePayments.paymentMethod,
  phoneNumber: bundlePayments.phoneNumber,
  transactionId: bundlePayments.transactionId,
  status: bundlePayments.status,
  createdAt: bundlePayments.createdAt,
};

export function createBundlesService(db: Db, deps: BundlesDeps) {
  const payments = (executor: Db | Tx) =>
    executor
      .select(paymentColumns)
      .from(bundlePayments)
      .innerJoin(trainingBundles, eq(trainingBundles.id, bundlePayments.bundleId));
  async function onePayment(executor: Db | Tx, id: string) {
    const [row] = await payments(executor).where(eq(bundlePayments.id, id));
    if (!row) throw appError('BUNDLE_PAYMENT_NOT_FOUND');
    return row;
  }

  return {
    /**
     * GET /api/training-bundles: the active bundles with their published courses embedded, in two
     * queries whatever their number. A course deleted since is simply not found.
     */
    async list() {
      const bundles = await db
        .select()
        .from(trainingBundles)
        .where(eq(trainingBundles.isActive, true))
        .orderBy(asc(trainingBundles.targetAudience), asc(trainingBundles.name));
      const ids = [...new Set(bundles.flatMap((b) => b.courseIds))];
      const found = ids.length
        ? await db
            .select({
              id: courses.id,
              title: courses.title,
              duration: courses.duration,
              level: courses.level,
            })
            .from(courses)
            .where(and(inArray(courses.id, ids), eq(courses.status, 'published')))
        : [];
      const byId = new Map(found.map((c) => [c.id, c]));
      return bundles.map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        sector: b.sector,
        targetAudience: b.targetAudience,
        estimatedPrice: b.estimatedPrice,
        duration: b.duration,
        thumbnail: b.thumbnail,
        mobileMoneyInfo: b.mobileMoneyInfo,
        courses: b.courseIds.flatMap((id) => byId.get(id) ?? []),
      }));
    },

    /** POST /api/quote-requests: anyone may ask; a signed-in caller is recorded with it. */
    async requestQuote(user: SessionUser | null, input: QuoteInput) {
      const [bundle] = await db
        .select({ id: trainingBundles.id })
        .from(trainingBundles)
        .where(and(eq(trainingBundles.id, input.bundleId), eq(trainingBundles.isActive, true)));
      if (!bundle) throw appError('BUNDLE_NOT_FOUND');
      const [created] = await db
        .insert(quoteRequests)
        .values({
          bundleId: bundle.id,
          userId: user?.id ?? null,
          contactName: input.contactName,
          companyName: input.companyName ?? null,
          email: input.email,
          phone: input.phone,
          numberOfEmployees: input.numberOfEmployees ?? null,
          message: input.message ?? null,
        })
        .returning({ id: quoteRequests.id, status: quoteRequests.status });
      return created!;
    },

    /**
     * POST /api/bundle-payments: a pending payment for an individual bundle at its price, by a
     * method the bundle offers. One pending payment per student and bundle (unique index).
     */
    async pay(user: SessionUser, input: PaymentInput) {
      const [bundle] = await db
        .select()
        .from(trainingBundles)
        .where(and(eq(trainingBundles.id, input.bundleId), eq(trainingBundles.isActive, true)));
      if (!bundle) throw appError('BUNDLE_NOT_FOUND');
      if (bundle.targetAudience !== 'individual' || bundle.estimatedPrice === null)
        throw appError('BUNDLE_ON_QUOTE');
      if (!bundle.mobileMoneyInfo?.[input.paymentMethod]?.trim())
        throw appError('PAYMENT_METHOD_UNAVAILABLE', {
          fields: { paymentMethod: paymentMessages.methodUnavailable },
        });
      const proofImage = input.proofImage
        ? await deps.assertOwnProof(user, input.proofImage)
        : null;
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(bundlePayments)
          .values({
            userId: user.id,
            bundleId: bundle.id,
            amount: bundle.estimatedPrice!,
            paymentMethod: input.paymentMethod,
            phoneNumber: input.phoneNumber,
            transactionId: input.transactionId ?? null,
            proofImage,
          })
          .onConflictDoNothing({
            target: [bundlePayments.userId, bundlePayments.bundleId],
            where: sql`status = 'pending'`,
          })
          .returning({ id: bundlePayments.id });
        if (!created) throw appError('BUNDLE_PAYMENT_PENDING');
        await recordTransactionId(tx, input.transactionId, 'bundle_payment', created.id);
        return created.id;
      });
      return onePayment(db, id);
    },

    /** GET /api/bundle-payments/my. */
    myPayments(user: SessionUser) {
      return payments(db)
        .where(eq(bundlePayments.userId, user.id))
        .orderBy(desc(bundlePayments.createdAt));
    },

    /**
     * PUT /api/admin/bundle-payments/{id}/status: pending → confirmed | rejected, once. Confirming
     * enrols the student in every published course of the bundle not yet theirs, in the same
     * transaction as the decision, its author and the student's notification.
     */
    async decidePayment(admin: SessionUser, id: string, input: DecisionInput) {
      let deliver: Delivery | undefined;
      await db.transaction(async (tx) => {
        const confirm = input.status === 'confirmed';
        const [decided] = await tx
          .update(bundlePayments)
          .set({ status: input.status, decidedById: admin.id, decidedAt: sql`now()` })
          .where(and(eq(bundlePayments.id, id), eq(bundlePayments.status, 'pending')))
          .returning({ userId: bundlePayments.userId, bundleId: bundlePayments.bundleId });
        if (!decided) {
          await onePayment(tx, id);
          throw appError('BUNDLE_PAYMENT_DECIDED');
        }
        const [bundle] = await tx
          .select({ name: trainingBundles.name, courseIds: trainingBundles.courseIds })
          .from(trainingBundles)
          .where(eq(trainingBundles.id, decided.bundleId));
        if (confirm && bundle!.courseIds.length) {
          const open = await tx
            .select({ id: courses.id })
            .from(courses)
            .where(and(inArray(courses.id, bundle!.courseIds), eq(courses.status, 'published')));
          if (open.length)
            await tx
              .insert(enrollments)
              .values(open.map((c) => ({ userId: decided.userId, courseId: c.id })))
              .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] });
        }
        deliver = await deps.notifications.notify(tx, {
          userId: decided.userId,
          type: confirm ? 'payment_confirmed' : 'payment_rejected',
          title: confirm ? paymentMessages.confirmed : paymentMessages.rejected,
          message: confirm
            ? `Votre paiement pour le pack « ${bundle!.name} » a été confirmé : vous êtes inscrit à tous ses cours.`
            : `Votre paiement pour le pack « ${bundle!.name} » a été rejeté.`,
          link: confirm ? '/student/dashboard' : '/training-packages',
        });
      });
      deliver?.();
      return onePayment(db, id);
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
