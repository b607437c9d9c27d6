/**
 * French demo data for an empty database: accounts, catalogue, lessons, quizzes, plans, packages,
 * training bundles, announcements, a few enrolments, live classes and the demo student's notifications.
 * Commerce is in every state for the demo student: course payments and package purchases pending,
 * confirmed and rejected, an active subscription, and quote requests from companies.
 *
 * `seedIfEmpty` is what the server runs at start; it never touches a database that already
 * holds users or courses.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import { courses, users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { demoAccounts } from './accounts.ts';
import { insertDemoAudit } from './audit-data.ts';
import { insertDemoCertifications } from './certifications-data.ts';
import { insertDemoCatalogue } from './insert-catalogue.ts';
import {
  insertDemoAnnouncements,
  insertDemoBundles,
  insertDemoCoursePayments,
  insertDemoPackages,
  insertDemoSubscriptions,
} from './insert-commerce.ts';
import { insertDemoEnrollments, insertDemoNotifications } from './insert-learners.ts';
import { insertDemoUsers, type PasswordHashes } from './insert-users.ts';
import { insertInternshipDemoData } from './internships-data.ts';
import { insertLiveClassDemoData } from './live-classes-data.ts';
import type { SeedContext } from './types.ts';

export { demoAccounts } from './accounts.ts';
export { seedLessons } from './insert-catalogue.ts';
export { seedCourses } from './courses-data.ts';

/** Arbitrary constant key of the advisory lock that serialises concurrent first starts. */
const SEED_LOCK_KEY = 4_224_001;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each distinct password is hashed once (argon2id is deliberately slow). */
async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [admin, instructor, student] = await Promise.all([
    hashPassword(demoAccounts.admin.password),
    hashPassword(demoAccounts.instructor.password),
    hashPassword(demoAccounts.student.password),
  ]);
  return { admin, instructor, student };
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  const [userCount, courseCount] = await Promise.all([db.$count(users), db.$count(courses)]);
  return userCount === 0 && courseCount === 0;
}

/** Inserts all demo data. The database must be empty (emails are unique). */
export async function seed(db: Db): Promise<void> {
  const hashes = await hashDemoPasswords();
  await db.transaction((tx) => insertDemoData(tx, hashes));
}

/**
 * Seeds only when the `users` and `courses` tables are both empty; returns whether it seeded.
 * Safe when several processes start at once: the check is repeated under an advisory lock.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await insertDemoData(tx, hashes);
    return true;
  });
}

/** One function per domain, in the order their rows refer to each other. */
async function insertDemoData(tx: Tx, hashes: PasswordHashes): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number, minutes = 0) => new Date(now - days * DAY_MS + minutes * 60_000);

  const people = await insertDemoUsers(tx, hashes, daysAgo);
  const catalogue = await insertDemoCatalogue(tx, { daysAgo, ...people });
  const ctx: SeedContext = { daysAgo, ...people, ...catalogue };
  const { studentId, courseId } = ctx;

  await insertDemoSubscriptions(tx, ctx);
  const packages = await insertDemoPackages(tx, ctx);
  await insertDemoBundles(tx, ctx);
  await insertDemoAnnouncements(tx, ctx);
  await insertDemoCoursePayments(tx, ctx);
  await insertDemoEnrollments(tx, ctx, packages);
  await insertDemoNotifications(tx, ctx, packages);
  await insertInternshipDemoData(tx, ctx);
  await insertLiveClassDemoData(tx, ctx);
  // Grâce's certificates: HTML/CSS before her Premium plan (national), then one with it.
  await insertDemoCertifications(tx, studentId('grace'), [
    { courseId: courseId('html-css'), type: 'national', issuedAt: daysAgo(25) },
    { courseId: courseId('time-management'), type: 'international', issuedAt: daysAgo(6) },
  ]);
  await insertDemoAudit(tx, ctx.adminId);
}
