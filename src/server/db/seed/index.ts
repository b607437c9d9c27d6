/**
 * French demo data for an empty database: accounts, catalogue, lessons, quizzes, plans, packages,
 * training bundles, announcements, a few enrolments, live classes and the demo student's notifications.
 * Commerce is in every state for the demo student: course payments and package purchases pending,
 * confirmed and rejected, an active subscription, and quote requests from companies.
 *
 * `seedIfEmpty` is what the server runs at start; it never touches a database that already
 * holds users or courses.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  courses,
  exchangeRates,
  users,
  type NewCourseRow,
  type NewEnrollmentRow,
  type NewLessonRow,
  type NewUserRow,
} from '../schema/index.ts';
import { createUsers } from '../factories/accounts.ts';
import { createAnnouncements } from '../factories/announcements.ts';
import {
  createPackagePurchases,
  createPackages,
  createPaymentRequests,
  createQuoteRequests,
  createSubscriptionPlans,
  createSubscriptions,
  createTrainingBundles,
} from '../factories/commerce.ts';
import { createCourses, createLessons } from '../factories/courses.ts';
import { createEnrollments } from '../factories/enrollments.ts';
import { createNotifications } from '../factories/notifications.ts';
import { createQuizzes } from '../factories/quizzes.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import {
  demoAccounts,
  extraInstructors,
  extraStudents,
  instructorBio,
  type InstructorKey,
} from './accounts.ts';
import { insertDemoAudit } from './audit-data.ts';
import { insertDemoCertifications } from './certifications-data.ts';
import { courseMobileMoney, seedCourses } from './courses-data.ts';
import {
  seedAnnouncements,
  seedBundles,
  seedPackages,
  platformMobileMoney,
  seedPlans,
  seedQuoteRequests,
} from './commerce-data.ts';
import { DEMO_PAYMENT_SCREENSHOT } from './demo-files.ts';
import { insertInternshipDemoData } from './internships-data.ts';
import { insertLiveClassDemoData } from './live-classes-data.ts';
import { programmingDesignLessons } from './lessons-programming-design.ts';
import { businessMarketingLessons } from './lessons-business-marketing.ts';
import { personalLanguagesLessons } from './lessons-personal-languages.ts';
import { seedQuizInputs } from './quizzes.ts';
import type { SeedLesson } from './types.ts';

export { demoAccounts } from './accounts.ts';

/** Lessons of every seeded course, keyed by course key. */
export const seedLessons: Record<string, SeedLesson[]> = {
  ...programmingDesignLessons,
  ...businessMarketingLessons,
  ...personalLanguagesLessons,
};
export { seedCourses } from './courses-data.ts';

/** Arbitrary constant key of the advisory lock that serialises concurrent first starts. */
const SEED_LOCK_KEY = 4_224_001;
const DAY_MS = 24 * 60 * 60 * 1000;

interface PasswordHashes {
  admin: string;
  instructor: string;
  student: string;
}

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

async function insertDemoData(tx: Tx, hashes: PasswordHashes): Promise<void> {
  const now = Date.now();
  const daysAgo = (days: number, minutes = 0) => new Date(now - days * DAY_MS + minutes * 60_000);

  // --- Users -------------------------------------------------------------
  const adminId = randomUUID();
  const instructorIds: Record<InstructorKey, string> = {
    patrick: randomUUID(),
    nadine: randomUUID(),
    joseph: randomUUID(),
  };
  const studentIds: Record<string, string> = { grace: randomUUID() };
  for (const s of extraStudents) studentIds[s.key] = randomUUID();
  const studentId = (key: string): string => {
    const found = studentIds[key];
    if (!found) throw new Error(`Unknown seed student ${key}`);
    return found;
  };

  const userRows: NewUserRow[] = [
    {
      id: adminId,
      email: demoAccounts.admin.email,
      passwordHash: hashes.admin,
      name: demoAccounts.admin.name,
      role: 'admin',
      bio: "Équipe d'administration de la plateforme Kelasi.",
      createdAt: daysAgo(180),
    },
    {
      id: instructorIds.patrick,
      email: demoAccounts.instructor.email,
      passwordHash: hashes.instructor,
      name: demoAccounts.instructor.name,
      role: 'instructor',
      bio: instructorBio,
      createdAt: daysAgo(170),
    },
    ...extraInstructors.map((i, index) => ({
      id: instructorIds[i.key],
      email: i.email,
      passwordHash: hashes.instructor,
      name: i.name,
      role: 'instructor' as const,
      bio: i.bio,
      createdAt: daysAgo(160 - index * 5),
    })),
    {
      id: studentId('grace'),
      email: demoAccounts.student.email,
      passwordHash: hashes.student,
      name: demoAccounts.student.name,
      role: 'student',
      bio: "Étudiante en gestion à l'Université de Kinshasa, passionnée par le numérique.",
      createdAt: daysAgo(60),
    },
    ...extraStudents.map((s, index) => ({
      id: studentId(s.key),
      email: s.email,
      passwordHash: hashes.student,
      name: s.name,
      role: 'student' as const,
      createdAt: daysAgo(50 - index * 7),
    })),
  ];
  await createUsers(tx, userRows);

  // --- Courses and lessons -----------------------------------------------
  const courseIds: Record<string, string> = {};
  const courseRows: NewCourseRow[] = seedCourses.map((c) => {
    const id = randomUUID();
    courseIds[c.key] = id;
    return {
      id,
      title: c.title,
      description: c.description,
      thumbnail: null,
      instructorId: instructorIds[c.instructor],
      category: c.category,
      level: c.level,
      status: c.status,
      duration: c.duration,
      accessType: c.accessType,
      price: c.price,
      mobileMoneyInfo: c.price > 0 ? (courseMobileMoney[c.instructor] ?? null) : null,
      createdAt: daysAgo(c.createdDaysAgo),
      updatedAt: daysAgo(c.createdDaysAgo),
    };
  });
  await createCourses(tx, courseRows);
  const courseId = (key: string): string => {
    const found = courseIds[key];
    if (!found) throw new Error(`Unknown seed course ${key}`);
    return found;
  };

  const lessonIds: Record<string, string[]> = {};
  const lessonRows: NewLessonRow[] = [];
  for (const c of seedCourses) {
    const list = seedLessons[c.key] ?? [];
    lessonIds[c.key] = [];
    list.forEach((l, index) => {
      const id = randomUUID();
      lessonIds[c.key]?.push(id);
      lessonRows.push({
        id,
        courseId: courseId(c.key),
        title: l.title,
        description: l.description,
        content: l.content,
        videoUrl: l.videoUrl ?? null,
        fileUrl: l.fileUrl ?? null,
        order: index + 1,
        duration: l.duration,
        isFree: index === 0,
        createdAt: daysAgo(c.createdDaysAgo, index + 1),
      });
    });
  }
  await createLessons(tx, lessonRows);

  // --- Quizzes: one multi-row insert per table ---------------------------------
  const courseAge = new Map(seedCourses.map((c) => [c.key, c.createdDaysAgo]));
  await createQuizzes(
    tx,
    seedQuizInputs(courseId, (key, index) => daysAgo(courseAge.get(key) ?? 0, 60 + index)),
  );

  // --- Subscription plans, packages, bundles -------------------------------
  const plans = await createSubscriptionPlans(
    tx,
    seedPlans.map((p) => ({ ...p, mobileMoneyInfo: platformMobileMoney, createdAt: daysAgo(90) })),
  );
  const planNamed = (name: string) => {
    const plan = plans.find((p) => p.name === name);
    if (!plan) throw new Error(`Missing seed plan ${name}`);
    return plan;
  };
  await tx
    .insert(exchangeRates)
    .values({ cdfPerUsd: 2800, setById: adminId, createdAt: daysAgo(90) });

  // --- Subscriptions: Grâce's is active, Jonathan's expired, Esther's waits for an admin ----
  const premium = planNamed('Étudiant Premium');
  const essential = planNamed('Étudiant Essentiel');
  await createSubscriptions(tx, [
    {
      userId: studentId('grace'),
      planId: premium.id,
      duration: 'monthly',
      amountPaid: premium.monthlyPrice,
      amountAskedCdf: Math.round(premium.monthlyPrice * 2800),
      paymentMethod: 'mpesa',
      phoneNumber: '+243812223344',
      transactionId: 'MP251112.0915.S10001',
      status: 'confirmed',
      startDate: daysAgo(10),
      endDate: daysAgo(-20),
      decidedById: adminId,
      decidedAt: daysAgo(10),
      createdAt: daysAgo(11),
    },
    {
      userId: studentId('jonathan'),
      planId: essential.id,
      duration: 'monthly',
      amountPaid: essential.monthlyPrice,
      amountAskedCdf: Math.round(essential.monthlyPrice * 2800),
      paymentMethod: 'airtel',
      phoneNumber: '+243991112233',
      transactionId: 'AM250915.1422.S20002',
      status: 'confirmed',
      startDate: daysAgo(65),
      endDate: daysAgo(35),
      decidedById: adminId,
      decidedAt: daysAgo(65),
      createdAt: daysAgo(66),
    },
    {
      userId: studentId('esther'),
      planId: premium.id,
      duration: 'yearly',
      amountPaid: premium.yearlyPrice,
      amountAskedCdf: Math.round(premium.yearlyPrice * 2800),
      paymentMethod: 'orange',
      phoneNumber: '+243845556677',
      transactionId: 'OM251121.0830.S30003',
      status: 'pending',
      createdAt: daysAgo(2),
    },
  ]);

  const packageIds = seedPackages.map(() => randomUUID());
  await createPackages(
    tx,
    seedPackages.map((p, i) => ({ ...p, id: packageIds[i], createdAt: daysAgo(90) })),
  );

  const courseHours = new Map(seedCourses.map((c) => [c.key, c.duration]));
  const bundles = await createTrainingBundles(
    tx,
    seedBundles.map(({ courseKeys, ...bundle }) => ({
      ...bundle,
      courseIds: courseKeys.map(courseId),
      duration: Math.round(courseKeys.reduce((sum, key) => sum + (courseHours.get(key) ?? 0), 0)),
      createdAt: daysAgo(60),
    })),
  );

  // --- Quote requests of companies for the corporate bundles -------------------------
  await createQuoteRequests(
    tx,
    seedQuoteRequests.map(({ bundleName, student, daysAgo: age, answeredDaysAgo, ...quote }) => {
      const bundle = bundles.find((b) => b.name === bundleName);
      if (!bundle) throw new Error(`Missing seed bundle ${bundleName}`);
      return {
        ...quote,
        bundleId: bundle.id,
        userId: student ? studentId(student) : null,
        createdAt: daysAgo(age),
        updatedAt: daysAgo(answeredDaysAgo ?? age),
      };
    }),
  );

  // --- Announcements --------------------------------------------------------
  await createAnnouncements(
    tx,
    seedAnnouncements.map(({ daysAgo: age, ...a }) => ({
      ...a,
      authorId: adminId,
      createdAt: daysAgo(age),
      updatedAt: daysAgo(age),
    })),
  );

  // --- Purchases that explain some enrolments --------------------------------
  // Jonathan bought the JavaScript course, Esther the accounting course, Grâce the UI/UX course
  // (confirmed payments). Grâce also waits for Patrick's decision on the JavaScript course, sent
  // with the screenshot of the operator's SMS (stored by seedDemoFiles), and had a payment for the
  // public speaking course rejected: the demo instructor has a request to decide and a screenshot
  // to look at, the demo student's dashboard shows the three statuses.
  await createPaymentRequests(tx, [
    {
      userId: studentId('jonathan'),
      courseId: courseId('javascript'),
      amount: 50000,
      paymentMethod: 'mpesa',
      phoneNumber: '+243815550101',
      transactionId: 'MP250301.1432.A12345',
      status: 'confirmed',
      decidedById: instructorIds.patrick,
      decidedAt: daysAgo(7),
      createdAt: daysAgo(8),
      updatedAt: daysAgo(7),
    },
    {
      userId: studentId('esther'),
      courseId: courseId('accounting'),
      amount: 15000,
      paymentMethod: 'airtel',
      phoneNumber: '+243995550202',
      transactionId: 'AM250305.0915.B67890',
      status: 'confirmed',
      decidedById: instructorIds.joseph,
      decidedAt: daysAgo(9),
      createdAt: daysAgo(10),
      updatedAt: daysAgo(9),
    },
    {
      userId: studentId('grace'),
      courseId: courseId('ui-ux'),
      amount: 25000,
      paymentMethod: 'mpesa',
      phoneNumber: '+243815550404',
      transactionId: 'MP250318.1010.D13579',
      status: 'confirmed',
      decidedById: instructorIds.nadine,
      decidedAt: daysAgo(3),
      createdAt: daysAgo(4),
      updatedAt: daysAgo(3),
    },
    {
      userId: studentId('grace'),
      courseId: courseId('public-speaking'),
      amount: 15000,
      paymentMethod: 'airtel',
      phoneNumber: '+243995550404',
      transactionId: 'AM250312.1745.E24680',
      status: 'rejected',
      notes: 'Aucun paiement reçu avec cet ID de transaction.',
      decidedById: instructorIds.joseph,
      decidedAt: daysAgo(5),
      createdAt: daysAgo(6),
      updatedAt: daysAgo(5),
    },
    {
      userId: studentId('grace'),
      courseId: courseId('javascript'),
      amount: 50000,
      paymentMethod: 'orange',
      phoneNumber: '+243845550404',
      transactionId: 'OM250322.0830.F97531',
      status: 'pending',
      proofImage: DEMO_PAYMENT_SCREENSHOT,
      createdAt: daysAgo(0, -120),
      updatedAt: daysAgo(0, -120),
    },
  ]);
  // Package purchases. Ruth and Grâce bought the "Pack Découverte" and each picked two of its three
  // courses; Grâce's "Pack Carrière" waits for the admin, her "Pack Expert" was rejected.
  const packageNamed = (name: string) => {
    const index = seedPackages.findIndex((p) => p.name === name);
    const found = seedPackages[index];
    if (!found) throw new Error(`Missing seed package ${name}`);
    return {
      id: packageIds[index] as string,
      price: found.price ?? 0,
      courseCount: found.courseCount,
    };
  };
  const discovery = packageNamed('Pack Découverte');
  const career = packageNamed('Pack Carrière');
  const expert = packageNamed('Pack Expert');
  const ruthPurchaseId = randomUUID();
  const gracePurchaseId = randomUUID();
  await createPackagePurchases(tx, [
    {
      id: ruthPurchaseId,
      userId: studentId('ruth'),
      packageId: discovery.id,
      amountPaid: discovery.price,
      coursesRemaining: discovery.courseCount - 2,
      coursesSelected: [courseId('html-css'), courseId('social-media')],
      paymentMethod: 'orange',
      phoneNumber: '+243845550303',
      transactionId: 'OM250310.1120.C24680',
      status: 'confirmed',
      decidedById: adminId,
      decidedAt: daysAgo(14),
      purchaseDate: daysAgo(15),
      validatedAt: daysAgo(14),
    },
    {
      id: gracePurchaseId,
      userId: studentId('grace'),
      packageId: discovery.id,
      amountPaid: discovery.price,
      coursesRemaining: discovery.courseCount - 2,
      coursesSelected: [courseId('html-css'), courseId('branding')],
      paymentMethod: 'airtel',
      phoneNumber: '+243995550404',
      transactionId: 'AM250205.1010.G11223',
      status: 'confirmed',
      decidedById: adminId,
      decidedAt: daysAgo(44),
      purchaseDate: daysAgo(45),
      validatedAt: daysAgo(44),
    },
    {
      userId: studentId('grace'),
      packageId: career.id,
      amountPaid: career.price,
      // Courses are counted when the admin validates the purchase.
      coursesRemaining: 0,
      paymentMethod: 'mpesa',
      phoneNumber: '+243815550404',
      transactionId: 'MP251122.1905.H33445',
      status: 'pending',
      purchaseDate: daysAgo(1),
    },
    {
      userId: studentId('grace'),
      packageId: expert.id,
      amountPaid: expert.price,
      coursesRemaining: 0,
      paymentMethod: 'airtel',
      phoneNumber: '+243995550404',
      transactionId: 'AM251110.0840.J55667',
      status: 'rejected',
      notes:
        'Aucun paiement de 80 000 FC reçu avec cet ID de transaction sur le numéro du package.',
      decidedById: adminId,
      decidedAt: daysAgo(8),
      purchaseDate: daysAgo(9),
    },
  ]);
  // --- Enrolments -------------------------------------------------------------
  const enrol = (
    student: string,
    course: string,
    completedCount: number,
    enrolledDaysAgo: number,
    packagePurchaseId?: string,
  ): NewEnrollmentRow => {
    const ids = lessonIds[course] ?? [];
    const completed = ids.slice(0, completedCount);
    return {
      userId: studentId(student),
      courseId: courseId(course),
      packagePurchaseId: packagePurchaseId ?? null,
      completedLessons: completed,
      progress: ids.length === 0 ? 0 : Math.round((100 * completed.length) / ids.length),
      enrolledAt: daysAgo(enrolledDaysAgo),
    };
  };
  await createEnrollments(tx, [
    // Demo student: one in progress, one completed, one just started.
    enrol('grace', 'python', 2, 12),
    enrol('grace', 'time-management', 3, 30),
    enrol('grace', 'small-business', 0, 2),
    enrol('grace', 'ui-ux', 0, 3),
    enrol('grace', 'html-css', 4, 43, gracePurchaseId),
    enrol('grace', 'branding', 1, 40, gracePurchaseId),
    // Other students, so that the "popular" sort and the counters have content.
    enrol('jonathan', 'python', 4, 40),
    enrol('jonathan', 'javascript', 1, 7),
    enrol('jonathan', 'english', 2, 9),
    enrol('esther', 'accounting', 3, 9),
    enrol('esther', 'small-business', 2, 20),
    enrol('esther', 'whatsapp', 1, 4),
    enrol('esther', 'python', 1, 3),
    enrol('daniel', 'python', 3, 25),
    enrol('daniel', 'design-basics', 3, 28),
    enrol('daniel', 'english', 1, 8),
    enrol('ruth', 'html-css', 2, 14, ruthPurchaseId),
    enrol('ruth', 'social-media', 1, 13, ruthPurchaseId),
    enrol('ruth', 'time-management', 2, 21),
    enrol('ruth', 'small-business', 4, 22),
  ]);

  // --- Notifications of the demo student: the decisions on her payments, a live class ----
  // Worded as the decisions word them (payments.service.ts, packages.service.ts).
  await createNotifications(tx, [
    {
      userId: studentId('grace'),
      type: 'package_confirmed',
      title: 'Package validé',
      message: `Votre achat du package « Pack Découverte » est validé : choisissez vos ${discovery.courseCount} cours dans le catalogue.`,
      link: '/catalog',
      createdAt: daysAgo(44),
      readAt: daysAgo(44, 20),
    },
    {
      userId: studentId('grace'),
      type: 'package_rejected',
      title: 'Package rejeté',
      message: 'Votre achat du package « Pack Expert » a été rejeté.',
      link: '/packages',
      createdAt: daysAgo(8),
      readAt: daysAgo(8, 60),
    },
    {
      userId: studentId('grace'),
      type: 'payment_rejected',
      title: 'Paiement rejeté',
      message:
        "Votre paiement pour le cours « Prise de parole en public » a été rejeté. Vérifiez le numéro et l'ID de transaction, ou contactez le formateur.",
      link: `/course/${courseId('public-speaking')}`,
      createdAt: daysAgo(5),
      readAt: daysAgo(5, 45),
    },
    {
      userId: studentId('grace'),
      type: 'payment_confirmed',
      title: 'Paiement confirmé',
      message:
        "Votre paiement pour le cours « Design d'interfaces mobiles (UI/UX) » a été confirmé : vous avez maintenant accès au cours.",
      link: `/course/${courseId('ui-ux')}/learn`,
      createdAt: daysAgo(3),
      readAt: daysAgo(3, 30),
    },
    {
      userId: studentId('grace'),
      type: 'live_class_soon',
      title: 'Classe en direct bientôt',
      message:
        'La classe « Séance questions-réponses : vos premiers programmes Python » a lieu dans 5 jours. Préparez vos questions !',
      link: '/live-classes',
      createdAt: daysAgo(0, -90),
    },
  ]);
  await insertInternshipDemoData(tx, { studentId, courseId, daysAgo });
  await insertLiveClassDemoData(tx, { courseId, studentId, instructorIds, daysAgo });
  // Grâce's certificates: HTML/CSS before her Premium plan (national), then one with it.
  await insertDemoCertifications(tx, studentId('grace'), [
    { courseId: courseId('html-css'), type: 'national', issuedAt: daysAgo(25) },
    { courseId: courseId('time-management'), type: 'international', issuedAt: daysAgo(6) },
  ]);
  await insertDemoAudit(tx, adminId);
}
