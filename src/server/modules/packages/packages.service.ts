import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  packageInputSchema,
  packagePurchaseCreateSchema,
  packagePurchaseDecisionSchema,
  paymentPageQuerySchema,
} from '../../../contract/packages.ts';
import { pageOffset } from '../../../contract/paging.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  enrollments,
  packagePurchases,
  packages,
  users,
  type PackageMobileMoneyInfo,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit-record.ts';
import type { SessionUser } from '../auth/session.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { recordTransactionId } from '../payments/mobile-money-proof.ts';

type PurchaseInput = z.output<typeof packagePurchaseCreateSchema>;
type DecisionInput = z.output<typeof packagePurchaseDecisionSchema>;
type PackageInput = z.output<typeof packageInputSchema>;
type PageQuery = z.output<typeof paymentPageQuerySchema>;

export interface PackagesDeps {
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload. */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
  /** The clock decisions are dated by. */
  now: () => Date;
}

/** Only the numbers given are kept: a method is offered only if its number is present. */
export function mobileMoneyNumbers(
  info:
    { mpesa?: string | null; airtel?: string | null; orange?: string | null } | null | undefined,
): PackageMobileMoneyInfo | null {
  if (!info) return null;
  const kept: PackageMobileMoneyInfo = {};
  for (const key of ['mpesa', 'airtel', 'orange'] as const) if (info[key]) kept[key] = info[key];
  return Object.keys(kept).length ? kept : null;
}

const packageColumns = {
  id: packages.id,
  name: packages.name,
  courseCount: packages.courseCount,
  price: packages.price,
  description: packages.description,
  mobileMoneyInfo: packages.mobileMoneyInfo,
  isActive: packages.isActive,
  createdAt: packages.createdAt,
};

const purchaseColumns = {
  id: packagePurchases.id,
  userId: packagePurchases.userId,
  packageId: packagePurchases.packageId,
  packageName: packages.name,
  courseCount: packages.courseCount,
  amountPaid: packagePurchases.amountPaid,
  coursesRemaining: packagePurchases.coursesRemaining,
  coursesSelected: packagePurchases.coursesSelected,
  paymentMethod: packagePurchases.paymentMethod,
  phoneNumber: packagePurchases.phoneNumber,
  transactionId: packagePurchases.transactionId,
  status: packagePurchases.status,
  purchaseDate: packagePurchases.purchaseDate,
  validatedAt: packagePurchases.validatedAt,
};

/** What the admin reviews: adds the buyer, the screenshot and the decision date. */
const adminPurchaseColumns = {
  ...purchaseColumns,
  user: { id: users.id, name: users.name, email: users.email },
  proofImage: packagePurchases.proofImage,
  decidedAt: packagePurchases.decidedAt,
};

export function createPackagesService(db: Db, deps: PackagesDeps) {
  const purchases = (executor: Db | Tx) =>
    executor
      .select(purchaseColumns)
      .from(packagePurchases)
      .innerJoin(packages, eq(packages.id, packagePurchases.packageId));
  async function onePurchase(executor: Db | Tx, id: string) {
    const [row] = await purchases(executor).where(eq(packagePurchases.id, id));
    if (!row) throw appError('PACKAGE_PURCHASE_NOT_FOUND');
    return row;
  }
  const adminPurchases = () =>
    db
      .select(adminPurchaseColumns)
      .from(packagePurchases)
      .innerJoin(packages, eq(packages.id, packagePurchases.packageId))
      .innerJoin(users, eq(users.id, packagePurchases.userId));
  async function onePackage(id: string) {
    const [row] = await db.select(packageColumns).from(packages).where(eq(packages.id, id));
    if (!row) throw appError('PACKAGE_NOT_FOUND');
    return row;
  }
  const packageValues = (input: PackageInput) => ({
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
        .select({
          id: packages.id,
          name: packages.name,
          courseCount: packages.courseCount,
          price: packages.price,
          description: packages.description,
          mobileMoneyInfo: packages.mobileMoneyInfo,
        })
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
    async create(input: PackageInput) {
      const [row] = await db
        .insert(packages)
        .values(packageValues(input))
        .returning({ id: packages.id });
      return onePackage(row!.id);
    },

    /** PUT /api/admin/packages/{id}: the whole package; isActive false takes it off sale. */
    async update(id: string, input: PackageInput) {
      const [row] = await db
        .update(packages)
        .set({ ...packageValues(input), updatedAt: deps.now() })
        .where(eq(packages.id, id))
        .returning({ id: packages.id });
      if (!row) throw appError('PACKAGE_NOT_FOUND');
      return onePackage(row.id);
    },

    /** GET /api/admin/package-purchases: one page, newest first, optionally of one status. */
    async adminPurchases(query: PageQuery) {
      const where: SQL | undefined = query.status
        ? eq(packagePurchases.status, query.status)
        : undefined;
      const [items, [total]] = await Promise.all([
        adminPurchases()
          .where(where)
          .orderBy(desc(packagePurchases.purchaseDate), desc(packagePurchases.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(packagePurchases).where(where),
      ]);
      return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
    },

    /** GET /api/package-purchases/my. */
    mine(user: SessionUser) {
      return purchases(db)
        .where(eq(packagePurchases.userId, user.id))
        .orderBy(desc(packagePurchases.purchaseDate));
    },

    /**
     * POST /api/package-purchases: a pending purchase at the package's price (never the
     * client's), by a method the package offers. One pending purchase per buyer and package: the
     * buyer's row is locked so two requests cannot both pass. Courses are counted at validation.
     */
    async purchase(user: SessionUser, input: PurchaseInput) {
      const [pkg] = await db
        .select()
        .from(packages)
        .where(and(eq(packages.id, input.packageId), eq(packages.isActive, true)));
      if (!pkg) throw appError('PACKAGE_NOT_FOUND');
      if (!pkg.mobileMoneyInfo?.[input.paymentMethod]?.trim())
        throw appError('PAYMENT_METHOD_UNAVAILABLE', {
          fields: { paymentMethod: paymentMessages.methodUnavailable },
        });
      const proofImage = input.proofImage
        ? await deps.assertOwnProof(user, input.proofImage)
        : null;
      const id = await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        const [pending] = await tx
          .select({ id: packagePurchases.id })
          .from(packagePurchases)
          .where(
            and(
              eq(packagePurchases.userId, user.id),
              eq(packagePurchases.packageId, pkg.id),
              eq(packagePurchases.status, 'pending'),
            ),
          )
          .limit(1);
        if (pending) throw appError('PACKAGE_PURCHASE_PENDING');
        const [created] = await tx
          .insert(packagePurchases)
          .values({
            userId: user.id,
            packageId: pkg.id,
            amountPaid: pkg.price,
            coursesRemaining: 0,
            paymentMethod: input.paymentMethod,
            phoneNumber: input.phoneNumber,
            transactionId: input.transactionId ?? null,
            proofImage,
          })
          .returning({ id: packagePurchases.id });
        await recordTransactionId(tx, input.transactionId, 'package_purchase', created!.id);
        return created!.id;
      });
      return onePurchase(db, id);
    },

    /**
     * PUT /api/admin/package-purchases/{id}/status: pending → confirmed | rejected, once.
     * Validating gives the package's course count; the decision, its author and the buyer's
     * notification are written in one transaction.
     */
    async decide(admin: SessionUser, id: string, input: DecisionInput) {
      let deliver: Delivery | undefined;
      const at = deps.now();
      await db.transaction(async (tx) => {
        const confirm = input.status === 'confirmed';
        const [decided] = await tx
          .update(packagePurchases)
          .set({
            status: input.status,
            decidedById: admin.id,
            decidedAt: at,
            ...(confirm
              ? {
                  validatedAt: at,
                  coursesRemaining: sql`(select ${packages.courseCount} from ${packages} where ${packages.id} = ${packagePurchases.packageId})`,
                }
              : {}),
          })
          .where(and(eq(packagePurchases.id, id), eq(packagePurchases.status, 'pending')))
          .returning({
            userId: packagePurchases.userId,
            packageId: packagePurchases.packageId,
            amountPaid: packagePurchases.amountPaid,
            coursesRemaining: packagePurchases.coursesRemaining,
          });
        if (!decided) {
          await onePurchase(tx, id);
          throw appError('PACKAGE_PURCHASE_DECIDED');
        }
        await recordAudit(
          tx,
          admin,
          {
            action: 'package_purchase.decide',
            entity: 'package_purchases',
            entityId: id,
            before: { status: 'pending' },
            after: {
              status: input.status,
              amount: decided.amountPaid,
              ...(confirm ? { coursesRemaining: decided.coursesRemaining } : {}),
            },
          },
          at,
        );
        const [pkg] = await tx
          .select({ name: packages.name, courseCount: packages.courseCount })
          .from(packages)
          .where(eq(packages.id, decided.packageId));
        deliver = await deps.notifications.notify(tx, {
          userId: decided.userId,
          type: confirm ? 'package_confirmed' : 'package_rejected',
          title: confirm ? 'Package validé' : 'Package rejeté',
          message: confirm
            ? `Votre achat du package « ${pkg!.name} » est validé : choisissez vos ${pkg!.courseCount} cours dans le catalogue.`
            : `Votre achat du package « ${pkg!.name} » a été rejeté.`,
          link: confirm ? '/catalog' : '/packages',
        });
      });
      deliver?.();
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
          sql`${packagePurchases.id} = (select p.id from ${packagePurchases} p where p.user_id = ${userId}
                and p.status = 'confirmed' and p.courses_remaining > 0 order by p.purchase_date asc limit 1 for update)`,
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
