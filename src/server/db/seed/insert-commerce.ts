import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import { exchangeRates } from '../schema/index.ts';
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
import {
  seedAnnouncements,
  seedBundles,
  seedPackages,
  platformMobileMoney,
  seedPlans,
  seedQuoteRequests,
} from './commerce-data.ts';
import { seedCourses } from './courses-data.ts';
import { DEMO_PAYMENT_SCREENSHOT } from './demo-files.ts';
import type { SeedContext } from './types.ts';

/**
 * Subscription plans and the exchange rate; Grâce's subscription is active, Jonathan's expired,
 * Esther's waits for an admin.
 */
export async function insertDemoSubscriptions(
  tx: Tx,
  { daysAgo, adminId, studentId }: SeedContext,
): Promise<void> {
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
}

/** The packages and their purchases (see below). */
export async function insertDemoPackages(
  tx: Tx,
  { daysAgo, adminId, studentId, courseId }: SeedContext,
) {
  const packageIds = seedPackages.map(() => randomUUID());
  await createPackages(
    tx,
    seedPackages.map((p, i) => ({ ...p, id: packageIds[i], createdAt: daysAgo(90) })),
  );

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
  // A confirmed "Pack Découverte" with two of its three courses chosen, validated a day after.
  const discoveryBought = (
    student: string,
    courseKeys: [string, string],
    payment: { method: 'orange' | 'airtel'; phone: string; transactionId: string },
    boughtDaysAgo: number,
  ) => ({
    id: randomUUID(),
    userId: studentId(student),
    packageId: discovery.id,
    amountPaid: discovery.price,
    coursesRemaining: discovery.courseCount - courseKeys.length,
    coursesSelected: courseKeys.map(courseId),
    paymentMethod: payment.method,
    phoneNumber: payment.phone,
    transactionId: payment.transactionId,
    status: 'confirmed' as const,
    decidedById: adminId,
    decidedAt: daysAgo(boughtDaysAgo - 1),
    purchaseDate: daysAgo(boughtDaysAgo),
    validatedAt: daysAgo(boughtDaysAgo - 1),
  });
  const ruthPurchase = discoveryBought(
    'ruth',
    ['html-css', 'social-media'],
    { method: 'orange', phone: '+243845550303', transactionId: 'OM250310.1120.C24680' },
    15,
  );
  const gracePurchase = discoveryBought(
    'grace',
    ['html-css', 'branding'],
    { method: 'airtel', phone: '+243995550404', transactionId: 'AM250205.1010.G11223' },
    45,
  );
  await createPackagePurchases(tx, [
    ruthPurchase,
    gracePurchase,
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
  return { discovery, ruthPurchaseId: ruthPurchase.id, gracePurchaseId: gracePurchase.id };
}
export type DemoPackages = Awaited<ReturnType<typeof insertDemoPackages>>;

/** The training bundles, and the quote requests of companies for the corporate ones. */
export async function insertDemoBundles(
  tx: Tx,
  { daysAgo, studentId, courseId }: SeedContext,
): Promise<void> {
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
}

/** The admins' announcements. */
export async function insertDemoAnnouncements(
  tx: Tx,
  { daysAgo, adminId }: SeedContext,
): Promise<void> {
  await createAnnouncements(
    tx,
    seedAnnouncements.map(({ daysAgo: age, ...a }) => ({
      ...a,
      authorId: adminId,
      createdAt: daysAgo(age),
      updatedAt: daysAgo(age),
    })),
  );
}

/** Course payments that explain some enrolments. */
export async function insertDemoCoursePayments(
  tx: Tx,
  { daysAgo, instructorIds, studentId, courseId }: SeedContext,
): Promise<void> {
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
}
