import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  bundleMessages,
  type bundleInputSchema,
  type bundlePaymentCreateSchema,
} from '../../../contract/bundles.ts';
import type { paymentPageQuerySchema } from '../../../contract/packages.ts';
import type { paymentDecisionSchema } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { courses, payments, trainingBundles, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as bundlePolicy from '../../policies/bundle.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SessionUser } from '../auth/index.ts';
import { updatePriced } from '../audit/index.ts';
import { mobileMoneyNumbers, type PaymentFlow, reviewedPaymentColumns } from '../payments/index.ts';
import { readPage } from '../../lib/paged-list.ts';
import { bundlePaymentKind } from './bundle-payment-kind.ts';
import { createBundleQuotes } from './bundle-quotes.ts';

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
  const onePayment = (id: string) =>
    loadRow(bundlePayments().where(and(isBundle, eq(payments.id, id))), {
      notFound: 'BUNDLE_PAYMENT_NOT_FOUND',
    });
  const adminPayments = () =>
    db
      .select(adminPaymentColumns)
      .from(payments)
      .innerJoin(trainingBundles, eq(trainingBundles.id, payments.itemId))
      .innerJoin(users, eq(users.id, payments.buyerId));

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

  return {
    ...createBundleQuotes(db, deps),

    /**
     * GET /api/training-bundles: the active bundles with their published courses embedded, in two
     * queries whatever their number. A course deleted since is simply not found.
     */
    async list() {
      const bundles = await withCourses(bundlePolicy.onSaleWhere);
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
      const current = await loadRow(
        db
          .select({ courseIds: trainingBundles.courseIds })
          .from(trainingBundles)
          .where(eq(trainingBundles.id, id)),
        { notFound: 'BUNDLE_NOT_FOUND' },
      );
      const values = await bundleValues(input, current.courseIds);
      await updatePriced(db, admin, {
        table: trainingBundles,
        id,
        notFound: 'BUNDLE_NOT_FOUND',
        prices: { estimatedPrice: trainingBundles.estimatedPrice },
        set: { ...values, updatedAt: deps.now() },
        action: 'bundle.price',
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
