/** Packages (bought with mobile money, give N courses) and their purchases. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, tstz, createdAt, textList, flag, mobileMoneyNumbers, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';
import { payments } from './payments.ts';

export const packages = pgTable(
  'packages',
  {
    id: id(),
    name: text().notNull(),
    courseCount: integer().notNull(),
    /** FC. */
    price: integer().notNull().default(0),
    description: text(),
    mobileMoneyInfo: mobileMoneyNumbers(),
    isActive: flag(true),
    ...timestamps,
  },
  (t) => [
    check('packages_course_count_check', sql`${t.courseCount} >= 1`),
    check('packages_price_check', sql`${t.price} >= 0`),
  ],
);

/** The effect of a package's payment; its id is the payment's. */
export const packagePurchases = pgTable(
  'package_purchases',
  {
    id: uuid()
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /** A package with purchases cannot be deleted (money records); deactivate it. */
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    coursesRemaining: integer().notNull(),
    /** Ids of the courses chosen with this purchase. */
    coursesSelected: textList(),
    purchaseDate: createdAt(),
    validatedAt: tstz(),
  },
  (t) => [
    index('package_purchases_user_id_idx').on(t.userId),
    index('package_purchases_package_id_idx').on(t.packageId),
    check('package_purchases_courses_remaining_check', sql`${t.coursesRemaining} >= 0`),
  ],
);

export type NewPackageRow = typeof packages.$inferInsert;
