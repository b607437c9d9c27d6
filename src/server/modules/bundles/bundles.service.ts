import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bundleMessages,
  quoteTransitions,
  type bundleInputSchema,
  type bundlePaymentCreateSchema,
  type quotePageQuerySchema,
  type quoteRequestCreateSchema,
  type quoteRequestUpdateSchema,
} from '../../../contract/bundles.ts';
import { formatFc } from '../../../contract/currency.ts';
import type { paymentPageQuerySchema } from '../../../contract/packages.ts';
import type { paymentDecisionSchema } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courses, payments, quoteRequests, trainingBundles, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit, recordPriceChange } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { mobileMoneyNumbers, type PaymentFlow, reviewedPaymentColumns } from '../payments/index.ts';
import { readPage } from '../../lib/paged-list.ts';
import { bundlePaymentKind } from './bundle-payment-kind.ts';

export interface BundlesDeps {
  flow: PaymentFlow;
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

const paymentColumns = {
  id: payments.id,
  bundleId: payments.itemId,
  bundleName: trainingBundles.name,
  amount: payments.amount,
  paymentMethod: payments.paymentMethod,
  phoneNumber: payments.phoneNumber,
  transactionId: payments.transactionId,
  status: payments.status,
  createdAt: payments.createdAt,
};

/** What the admin reviews: adds the payer, the screenshot, the decision and the SMS. */
const adminPaymentColumns = { ...paymentColumns, ...reviewedPaymentColumns };

const isBundle = eq(payments.kind, 'bundle');

export function createBundlesService(db: Db, deps: BundlesDeps) {
  deps.flow.register(bundlePaymentKind);
  const bundlePayments = () =>
    db
      .select(paymentColumns)
      .from(payments)
      .innerJoin(trainingBundles, eq(trainingBundles.id, payments.itemId));
  async function onePayment(id: string) {
    const [row] = await bundlePayments().where(and(isBundle, eq(payments.id, id)));
    if (!row) throw appError('BUNDLE_PAYMENT_NOT_FOUND');
    return row;
  }
  const adminPayments = () =>
    db
      .select(adminPaymentColumns)
      .from(payments)
      .innerJoin(trainingBundles, eq(trainingBundles.id, payments.itemId))
      .innerJoin(users, eq(users.id, payments.buyerId));
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
  async function bundleValues(
    input: z.output<typeof bundleInputSchema>,
    current: readonly string[] = [],
  ) {
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
    async create(input: z.output<typeof bundleInputSchema>) {
      const [row] = await db
        .insert(trainingBundles)
        .values(await bundleValues(input))
        .returning({ id: trainingBundles.id });
      const [bundle] = await withCourses(eq(trainingBundles.id, row!.id));
      return bundle!;
    },

    /** PUT /api/admin/training-bundles/{id}: the whole bundle; isActive false takes it off sale. */
    async update(admin: SessionUser, id: string, input: z.output<typeof bundleInputSchema>) {
      const [current] = await db
        .select({ courseIds: trainingBundles.courseIds })
        .from(trainingBundles)
        .where(eq(trainingBundles.id, id));
      if (!current) throw appError('BUNDLE_NOT_FOUND');
      const values = await bundleValues(input, current.courseIds);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ estimatedPrice: trainingBundles.estimatedPrice })
          .from(trainingBundles)
          .where(eq(trainingBundles.id, id))
          .for('update');
        if (!before) throw appError('BUNDLE_NOT_FOUND');
        await tx
          .update(trainingBundles)
          .set({ ...values, updatedAt: deps.now() })
          .where(eq(trainingBundles.id, id));
        await recordPriceChange(tx, admin, {
          action: 'bundle.price',
          entity: 'training_bundles',
          entityId: id,
          before,
          after: { estimatedPrice: values.estimatedPrice },
        });
      });
      const [bundle] = await withCourses(eq(trainingBundles.id, id));
      return bundle!;
    },

    /** GET /api/admin/bundle-payments: one page, newest first, optionally of one status. */
    adminPayments(query: z.output<typeof paymentPageQuerySchema>) {
      const where = and(isBundle, query.status ? eq(payments.status, query.status) : undefined);
      return readPage(
        query,
        adminPayments().where(where).orderBy(desc(payments.createdAt), desc(payments.id)),
        db.select({ n: count() }).from(payments).where(where),
      );
    },

    /** GET /api/admin/quote-requests: one page, newest first, optionally of one status. */
    adminQuotes(query: z.output<typeof quotePageQuerySchema>) {
      const where = query.status ? eq(quoteRequests.status, query.status) : undefined;
      return readPage(
        query,
        quotes(db).where(where).orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id)),
        db.select({ n: count() }).from(quoteRequests).where(where),
      );
    },

    /**
     * PATCH /api/admin/quote-requests/{id}: pending → sent → accepted | rejected, each once, on
     * the locked row. The price is set while pending and required to send; notes change any time.
     * A change of status or price is recorded in the audit log in the same transaction; a sent
     * quote is mailed to the requester after the commit.
     */
    async updateQuote(
      admin: SessionUser,
      id: string,
      input: z.output<typeof quoteRequestUpdateSchema>,
    ) {
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
    async requestQuote(user: SessionUser | null, input: z.output<typeof quoteRequestCreateSchema>) {
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

    /** POST /api/bundle-payments: a pending payment at the bundle's price (payment flow). */
    async pay(user: SessionUser, input: z.output<typeof bundlePaymentCreateSchema>) {
      const payment = await deps.flow.request(
        bundlePaymentKind,
        user,
        input.bundleId,
        input,
        undefined,
      );
      return onePayment(payment.id);
    },

    /** GET /api/bundle-payments/my. */
    myPayments(user: SessionUser) {
      return bundlePayments()
        .where(and(isBundle, eq(payments.buyerId, user.id)))
        .orderBy(desc(payments.createdAt));
    },

    /** PUT /api/admin/bundle-payments/{id}/status: the payment flow's decision. */
    async decidePayment(
      admin: SessionUser,
      id: string,
      input: z.output<typeof paymentDecisionSchema>,
    ) {
      await deps.flow.decide(admin, id, input, {
        kind: 'bundle',
        notFound: 'BUNDLE_PAYMENT_NOT_FOUND',
      });
      const [row] = await adminPayments().where(eq(payments.id, id));
      return row!;
    },
  };
}

export type BundlesService = ReturnType<typeof createBundlesService>;
