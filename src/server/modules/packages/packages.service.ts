import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  packageInputSchema,
  packagePurchaseCreateSchema,
  paymentPageQuerySchema,
} from '../../../contract/packages.ts';
import type { paymentDecisionSchema } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import { enrollments, packagePurchases, packages, payments, users } from '../../db/schema/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import { updatePriced } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { mobileMoneyNumbers, type PaymentFlow, reviewedPaymentColumns } from '../payments/index.ts';
import { readPage } from '../../lib/paged-list.ts';
import { packagePaymentKind } from './package-payment-kind.ts';

export interface PackagesDeps {
  flow: PaymentFlow;
  /** The clock decisions are dated by. */
  now: () => Date;
}

/** A package as buyers see it (contract: packageSchema). */
const publicPackageColumns = {
  id: packages.id,
  name: packages.name,
  courseCount: packages.courseCount,
  price: packages.price,
  description: packages.description,
  mobileMoneyInfo: packages.mobileMoneyInfo,
};

/** A package as the admin edits it (contract: adminPackageSchema). */
const packageColumns = {
  ...publicPackageColumns,
  isActive: packages.isActive,
  createdAt: packages.createdAt,
};

/** A purchase: the package's effect (this table) and its payment (same id). */
const purchaseColumns = {
  id: packagePurchases.id,
  userId: packagePurchases.userId,
  packageId: packagePurchases.packageId,
  packageName: packages.name,
  courseCount: packages.courseCount,
  amountPaid: payments.amount,
  coursesRemaining: packagePurchases.coursesRemaining,
  coursesSelected: packagePurchases.coursesSelected,
  paymentMethod: payments.paymentMethod,
  phoneNumber: payments.phoneNumber,
  transactionId: payments.transactionId,
  status: payments.status,
  purchaseDate: packagePurchases.purchaseDate,
  validatedAt: packagePurchases.validatedAt,
};

/** What the admin reviews: adds the buyer, the screenshot, the decision and the SMS. */
const adminPurchaseColumns = { ...purchaseColumns, ...reviewedPaymentColumns };

export function createPackagesService(db: Db, deps: PackagesDeps) {
  deps.flow.register(packagePaymentKind);
  const purchases = (executor: Db | Tx) =>
    executor
      .select(purchaseColumns)
      .from(packagePurchases)
      .innerJoin(payments, eq(payments.id, packagePurchases.id))
      .innerJoin(packages, eq(packages.id, packagePurchases.packageId));
  const onePurchase = (executor: Db | Tx, id: string) =>
    loadRow(purchases(executor).where(eq(packagePurchases.id, id)), {
      notFound: 'PACKAGE_PURCHASE_NOT_FOUND',
    });
  const adminPurchases = () =>
    db
      .select(adminPurchaseColumns)
      .from(packagePurchases)
      .innerJoin(payments, eq(payments.id, packagePurchases.id))
      .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
      .innerJoin(users, eq(users.id, packagePurchases.userId));
  const onePackage = (id: string) =>
    loadRow(db.select(packageColumns).from(packages).where(eq(packages.id, id)), {
      notFound: 'PACKAGE_NOT_FOUND',
    });
  const packageValues = (input: z.output<typeof packageInputSchema>) => ({
    name: input.name,
    courseCount: input.courseCount,
    price: input.price,
    description: input.description ?? null,
    mobileMoneyInfo: mobileMoneyNumbers(input.mobileMoneyInfo),
    isActive: input.isActive,
  });

  return {
    /** GET /api/packages: the active packages, cheapest first. */
    list() {
      return db
        .select(publicPackageColumns)
        .from(packages)
        .where(eq(packages.isActive, true))
        .orderBy(asc(packages.price), asc(packages.name));
    },

    /** GET /api/admin/packages: every package, inactive ones included. */
    adminList() {
      return db
        .select(packageColumns)
        .from(packages)
        .orderBy(asc(packages.price), asc(packages.name), asc(packages.id));
    },

    /** POST /api/admin/packages. */
    async create(input: z.output<typeof packageInputSchema>) {
      const [row] = await db
        .insert(packages)
        .values(packageValues(input))
        .returning({ id: packages.id });
      return onePackage(row!.id);
    },

    /** PUT /api/admin/packages/{id}: the whole package; isActive false takes it off sale. */
    async update(admin: SessionUser, id: string, input: z.output<typeof packageInputSchema>) {
      await updatePriced(db, admin, {
        table: packages,
        id,
        notFound: 'PACKAGE_NOT_FOUND',
        prices: { price: packages.price },
        set: { ...packageValues(input), updatedAt: deps.now() },
        action: 'package.price',
      });
      return onePackage(id);
    },

    /** GET /api/admin/package-purchases: one page, newest first, optionally of one status. */
    adminPurchases(query: z.output<typeof paymentPageQuerySchema>) {
      const where: SQL | undefined = query.status ? eq(payments.status, query.status) : undefined;
      return readPage(
        query,
        adminPurchases()
          .where(where)
          .orderBy(desc(packagePurchases.purchaseDate), desc(packagePurchases.id)),
        db
          .select({ n: count() })
          .from(packagePurchases)
          .innerJoin(payments, eq(payments.id, packagePurchases.id))
          .where(where),
      );
    },

    /** GET /api/package-purchases/my. */
    mine(user: SessionUser) {
      return purchases(db)
        .where(eq(packagePurchases.userId, user.id))
        .orderBy(desc(packagePurchases.purchaseDate));
    },

    /** POST /api/package-purchases: a pending purchase at the package's price (payment flow). */
    async purchase(user: SessionUser, input: z.output<typeof packagePurchaseCreateSchema>) {
      const payment = await deps.flow.request(packagePaymentKind, user, input.packageId, input);
      return onePurchase(db, payment.id);
    },

    /** PUT /api/admin/package-purchases/{id}/status: the payment flow's decision. */
    async decide(admin: SessionUser, id: string, input: z.output<typeof paymentDecisionSchema>) {
      await deps.flow.decide(admin, id, input, {
        kind: 'package',
        notFound: 'PACKAGE_PURCHASE_NOT_FOUND',
      });
      const [row] = await adminPurchases().where(eq(packagePurchases.id, id));
      return row!;
    },

    /**
     * Uses one course of the user's oldest confirmed package purchase that has courses left, and
     * ties the enrolment to it; false when there is none. The purchase row is locked.
     */
    async takeSeat(tx: Tx, userId: string, courseId: string, enrollmentId: string) {
      const [purchase] = await tx
        .update(packagePurchases)
        .set({
          coursesRemaining: sql`${packagePurchases.coursesRemaining} - 1`,
          coursesSelected: sql`array_append(${packagePurchases.coursesSelected}, ${courseId}::text)`,
        })
        .where(
          sql`${packagePurchases.id} = (select p.id from ${packagePurchases} p
                join ${payments} pay on pay.id = p.id
                where p.user_id = ${userId} and pay.status = 'confirmed' and p.courses_remaining > 0
                order by p.purchase_date asc limit 1 for update of p)`,
        )
        .returning({ id: packagePurchases.id });
      if (!purchase) return false;
      await tx
        .update(enrollments)
        .set({ packagePurchaseId: purchase.id })
        .where(eq(enrollments.id, enrollmentId));
      return true;
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
