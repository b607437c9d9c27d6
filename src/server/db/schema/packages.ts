/** Packages (bought with mobile money, give N courses) and their purchases. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tstz, createdAt, updatedAt, textList } from './columns.ts';
import { userRef } from './accounts.ts';
import { mobileMoneyPayment } from './payments.ts';

/** Mobile-money numbers of a package; a method is offered only if present. */
export interface PackageMobileMoneyInfo {
  mpesa?: string;
  airtel?: string;
  orange?: string;
}

export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: text().notNull(),
    courseCount: integer().notNull(),
    /** FC. */
    price: integer().notNull().default(0),
    description: text(),
    mobileMoneyInfo: jsonb().$type<PackageMobileMoneyInfo>(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('packages_course_count_check', sql`${t.courseCount} >= 1`),
    check('packages_price_check', sql`${t.price} >= 0`),
  ],
);

export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: id(),
    userId: userRef(),
    /** A package with purchases cannot be deleted (money records); deactivate it. */
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    /** FC. */
    amountPaid: integer().notNull(),
    coursesRemaining: integer().notNull(),
    /** Ids of the courses chosen with this purchase. */
    coursesSelected: textList(),
    ...mobileMoneyPayment(),
    purchaseDate: createdAt(),
    validatedAt: tstz(),
  },
  (t) => [
    index('package_purchases_user_id_idx').on(t.userId),
    index('package_purchases_package_id_idx').on(t.packageId),
    check('package_purchases_amount_paid_check', sql`${t.amountPaid} >= 0`),
    check('package_purchases_courses_remaining_check', sql`${t.coursesRemaining} >= 0`),
  ],
);

export type NewPackageRow = typeof packages.$inferInsert;
