import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bundleMessages,
  quoteTransitions,
  type bundleInputSchema,
  type bundlePaymentCreateSchema,
  type bundlePaymentDecisionSchema,
  type quotePageQuerySchema,
  type quoteRequestCreateSchema,
  type quoteRequestUpdateSchema,
} from '../../../contract/bundles.ts';
import { CURRENCY_SUFFIX, NUMBER_LOCALE } from '../../../contract/currency.ts';
import type { paymentPageQuerySchema } from '../../../contract/packages.ts';
import { pageOffset } from '../../../contract/paging.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  bundlePayments,
  courses,
  enrollments,
  quoteRequests,
  trainingBundles,
  users,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/audit-record.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { mobileMoneyNumbers } from '../packages/packages.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { recordTransactionId } from '../payments/mobile-money-proof.ts';

type QuoteInput = z.output<typeof quoteRequestCreateSchema>;
type PaymentInput = z.output<typeof bundlePaymentCreateSchema>;
type DecisionInput = z.output<typeof bundlePaymentDecisionSchema>;
type BundleInput = z.output<typeof bundleInputSchema>;
type PaymentPageQuery = z.output<typeof paymentPageQuerySchema>;
type QuotePageQuery = z.output<typeof quotePageQuerySchema>;
type QuoteUpdate = z.output<typeof quoteRequestUpdateSchema>;

export interface BundlesDeps {
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload. */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
  /** The clock decisions are dated by. */
  now: () => Date;
  /** A quote is mailed to its requester, who may have no account. */
  mailer: Mailer;
  publicUrl: string;
  onMailError: (err: unknown) => void;
}

/**
 * Takes a deleted course out of every bundle, in the deleting transaction (bundles hold course
 * ids in an array, which no foreign key can cascade). Call it wherever a course is deleted.
 */
export async function removeCourseFromBundles(tx: Db | Tx, courseId: string): Promise<void> {
  await tx
    .update(trainingBundles)
    .set({ courseIds: sql`array_remove(${trainingBundles.courseIds}, ${courseId}::uuid)` })
    .where(sql`${courseId}::uuid = any(${trainingBundles.courseIds})`);
}

const quoteColumns = {
  id: quoteRequests.id,
  bundleId: quoteRequests.bundleId,
  bundleName: trainingBundles.name,
  contactName: quoteRequests.contactName,
  companyName: quoteRequests.companyName,
  email: quoteRequests.email,
  phone: quoteRequests.phone,
  numberOfEmployees: quoteRequests.numberOfEmployees,
  message: quoteRequests.message,
  status: quoteRequests.status,
  quotedPrice: quoteRequests.quotedPrice,
  adminNotes: quoteRequests.adminNotes,
  createdAt: quoteRequests.createdAt,
  updatedAt: quoteRequests.updatedAt,
};

const formatFc = (amount: number) =>
  `${new Intl.NumberFormat(NUMBER_LOCALE).format(amount)} ${CURRENCY_SUFFIX}`;

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

/** What the admin reviews: adds the payer, the screenshot and the decision date. */
const adminPaymentColumns = {
  ...paymentColumns,
  user: { id: users.id, name: users.name, email: users.email },
  proofImage: bundlePayments.proofImage,
  decidedAt: bundlePayments.decidedAt,
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
  const adminPayments = () =>
    db
      .select(adminPaymentColumns)
      .from(bundlePayments)
      .innerJoin(trainingBundles, eq(trainingBundles.id, bundlePayments.bundleId))
      .innerJoin(users, eq(users.id, bundlePayments.userId));
  const quotes = (executor: Db | Tx) =>
    executor
      .select(quoteColumns)
      .from(quoteRequests)
      .innerJoin(trainingBundles, eq(trainingBundles.id, quoteRequests.bundleId));

  /**
   * Bundles with their chosen courses embedded, in two queries whatever their number: every
   * field, and each course with whether it is published (the admin edits them all; the public
   * list keeps the published ones). A course deleted since is not found.
   */
  async function withCourses(where: SQL | undefined) {
    const rows = await db
      .select()
      .from(trainingBundles)
      .where(where)
      .orderBy(
        asc(trainingBundles.targetAudience),
        asc(trainingBundles.name),
        asc(trainingBundles.id),
      );
    const ids = [...new Set(rows.flatMap((b) => b.courseIds))];
    const found = ids.length
      ? await db
          .select({
            id: courses.id,
            title: courses.title,
            duration: courses.duration,
            level: courses.level,
            published: sql<boolean>`${courses.status} = 'published'`,
          })
          .from(courses)
          .where(inArray(courses.id, ids))
      : [];
    const byId = new Map(found.map((c) => [c.id, c]));
    return rows.map(({ updatedAt: _updatedAt, ...b }) => ({
      ...b,
      courses: b.courseIds.flatMap((id) => byId.get(id) ?? []),
    }));
  }

  /**
   * The stored values of a bundle: its courses must be published courses of the catalogue (or
   * already in this bundle); the duration defaults to the sum of theirs, in whole hours.
   */
  async function bundleValues(input: BundleInput, current: readonly string[] = []) {
    const found = input.courseIds.length
      ? await db
          .select({ id: courses.id, status: courses.status, duration: courses.duration })
          .from(courses)
          .where(inArray(courses.id, input.courseIds))
      : [];
    const ok = new Map(
      found.filter((c) => c.status === 'published' || current.includes(c.id)).map((c) => [c.id, c]),
    );
    if (input.courseIds.some((id) => !ok.has(id)))
      throw appError('BUNDLE_COURSES_INVALID', {
        fields: { courseIds: bundleMessages.coursesInvalid },
      });
    const sum = [...ok.values()].reduce((total, c) => total + (c.duration ?? 0), 0);
    return {
      name: input.name,
      description: input.description ?? null,
      sector: input.sector,
      targetAudience: input.targetAudience,
      courseIds: input.courseIds,
      estimatedPrice: input.estimatedPrice ?? null,
      duration: input.duration ?? (input.courseIds.length ? Math.round(sum) : null),
      thumbnail: input.thumbnail ?? null,
      mobileMoneyInfo: mobileMoneyNumbers(input.mobileMoneyInfo),
      isActive: input.isActive,
    };
  }

  /** Mails the requester their quote; called after the commit. */
  function mailQuote(quote: {
    email: string;
    contactName: string;
    bundleName: string;
    quotedPrice: number;
  }) {
    deps.mailer
      .send({
        to: quote.email,
        subject: `Votre devis Kelasi : ${quote.bundleName}`,
        text:
          `Bonjour ${quote.contactName},\n\n` +
          `Merci pour votre demande. Notre devis pour le pack « ${quote.bundleName} » s'élève à ${formatFc(quote.quotedPrice)}.\n\n` +
          `Répondez à ce message pour l'accepter ou pour toute question.\n\n` +
          `${deps.publicUrl}/training-packages\n\nL'équipe Kelasi`,
      })
      .catch(deps.onMailError);
  }

  return {
    /**
     * GET /api/training-bundles: the active bundles with their published courses embedded, in two
     * queries whatever their number. A course deleted since is simply not found.
     */
    async list() {
      const bundles = await withCourses(eq(trainingBundles.isActive, true));
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
        // The public sees only the chosen courses still in the catalogue.
        courses: b.courses.flatMap(({ published, ...course }) => (published ? [course] : [])),
      }));
    },

    /** GET /api/admin/training-bundles: every bundle, inactive ones included. */
    adminList() {
      return withCourses(undefined);
    },

    /** POST /api/admin/training-bundles. */
    async create(input: BundleInput) {
      const [row] = await db
        .insert(trainingBundles)
        .values(await bundleValues(input))
        .returning({ id: trainingBundles.id });
      const [bundle] = await withCourses(eq(trainingBundles.id, row!.id));
      return bundle!;
    },

    /** PUT /api/admin/training-bundles/{id}: the whole bundle; isActive false takes it off sale. */
    async update(id: string, input: BundleInput) {
      const [current] = await db
        .select({ courseIds: trainingBundles.courseIds })
        .from(trainingBundles)
        .where(eq(trainingBundles.id, id));
      if (!current) throw appError('BUNDLE_NOT_FOUND');
      const values = await bundleValues(input, current.courseIds);
      const [row] = await db
        .update(trainingBundles)
        .set({ ...values, updatedAt: deps.now() })
        .where(eq(trainingBundles.id, id))
        .returning({ id: trainingBundles.id });
      if (!row) throw appError('BUNDLE_NOT_FOUND');
      const [bundle] = await withCourses(eq(trainingBundles.id, row.id));
      return bundle!;
    },

    /** GET /api/admin/bundle-payments: one page, newest first, optionally of one status. */
    async adminPayments(query: PaymentPageQuery) {
      const where = query.status ? eq(bundlePayments.status, query.status) : undefined;
      const [items, [total]] = await Promise.all([
        adminPayments()
          .where(where)
          .orderBy(desc(bundlePayments.createdAt), desc(bundlePayments.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(bundlePayments).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** GET /api/admin/quote-requests: one page, newest first, optionally of one status. */
    async adminQuotes(query: QuotePageQuery) {
      const where = query.status ? eq(quoteRequests.status, query.status) : undefined;
      const [items, [total]] = await Promise.all([
        quotes(db)
          .where(where)
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(quoteRequests).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /**
     * PATCH /api/admin/quote-requests/{id}: pending → sent → accepted | rejected, each once, on
     * the locked row. The price is set while pending and required to send; notes change any time.
     * A change of status or price is recorded in the audit log in the same transaction; a sent
     * quote is mailed to the requester after the commit.
     */
    async updateQuote(admin: SessionUser, id: string, input: QuoteUpdate) {
      const at = deps.now();
      const result = await db.transaction(async (tx) => {
        const [quote] = await quotes(tx).where(eq(quoteRequests.id, id)).for('update', {
          of: quoteRequests,
        });
        if (!quote) throw appError('QUOTE_REQUEST_NOT_FOUND');
        const status = input.status ?? quote.status;
        if (input.status !== undefined && !quoteTransitions[quote.status].includes(input.status))
          throw appError('QUOTE_TRANSITION_INVALID');
        const priceGiven = input.quotedPrice !== undefined;
        const price = priceGiven ? (input.quotedPrice ?? null) : quote.quotedPrice;
        if (priceGiven && price !== quote.quotedPrice && quote.status !== 'pending')
          throw appError('QUOTE_PRICE_LOCKED');
        if (status === 'sent' && price === null)
          throw appError('QUOTE_PRICE_REQUIRED', {
            fields: { quotedPrice: bundleMessages.quotePriceRequired },
          });
        await tx
          .update(quoteRequests)
          .set({
            status,
            quotedPrice: price,
            ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes ?? null } : {}),
            updatedAt: at,
          })
          .where(eq(quoteRequests.id, id));
        if (status !== quote.status || price !== quote.quotedPrice)
          await recordAudit(
            tx,
            admin,
            {
              action: 'quote_request.update',
              entity: 'quote_requests',
              entityId: id,
              before: { status: quote.status, quotedPrice: quote.quotedPrice },
              after: { status, quotedPrice: price },
            },
            at,
          );
        const [updated] = await quotes(tx).where(eq(quoteRequests.id, id));
        return { updated: updated!, sent: status === 'sent' && quote.status !== 'sent' };
      });
      if (result.sent) mailQuote({ ...result.updated, quotedPrice: result.updated.quotedPrice! });
      return result.updated;
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
      const at = deps.now();
      await db.transaction(async (tx) => {
        const confirm = input.status === 'confirmed';
        const [decided] = await tx
          .update(bundlePayments)
          .set({ status: input.status, decidedById: admin.id, decidedAt: at, updatedAt: at })
          .where(and(eq(bundlePayments.id, id), eq(bundlePayments.status, 'pending')))
          .returning({
            userId: bundlePayments.userId,
            bundleId: bundlePayments.bundleId,
            amount: bundlePayments.amount,
          });
        if (!decided) {
          await onePayment(tx, id);
          throw appError('BUNDLE_PAYMENT_DECIDED');
        }
        await recordAudit(
          tx,
          admin,
          {
            action: 'bundle_payment.decide',
            entity: 'bundle_payments',
            entityId: id,
            before: { status: 'pending' },
            after: { status: input.status, amount: decided.amount },
          },
          at,
        );
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
      const [row] = await adminPayments().where(eq(bundlePayments.id, id));
      return row!;
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
