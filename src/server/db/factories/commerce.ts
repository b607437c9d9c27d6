/**
 * Money records: subscription plans and subscriptions, packages, payments, training bundles and
 * the quote requests of companies.
 */
import {
  packagePurchases,
  packages,
  paymentRequests,
  quoteRequests,
  subscriptionPlans,
  trainingBundles,
  userSubscriptions,
} from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

export const { one: createSubscriptionPlan, many: createSubscriptionPlans } = rowFactory(
  subscriptionPlans,
  (input: RowInput<typeof subscriptionPlans>) => ({
    name: `Plan ${nextNumber()}`,
    description: 'Accès aux cours inclus dans l’abonnement',
    type: 'student' as const,
    monthlyPrice: 10,
    yearlyPrice: 100,
    features: ['Accès aux cours'],
    ...input,
  }),
);

export const { one: createSubscription, many: createSubscriptions } = rowFactory(
  userSubscriptions,
  (input: RowInput<typeof userSubscriptions, 'userId' | 'planId'>) => ({
    phoneNumber: '+243810000000',
    ...input,
  }),
);

export const { one: createPackage, many: createPackages } = rowFactory(
  packages,
  (input: RowInput<typeof packages>) => ({
    name: `Pack ${nextNumber()}`,
    courseCount: 3,
    price: 30000,
    ...input,
  }),
);

export const { one: createPackagePurchase, many: createPackagePurchases } = rowFactory(
  packagePurchases,
  (input: RowInput<typeof packagePurchases, 'userId' | 'packageId'>) => ({
    amountPaid: 30000,
    coursesRemaining: 3,
    paymentMethod: 'mpesa' as const,
    phoneNumber: '+243810000000',
    ...input,
  }),
);

export const { one: createPaymentRequest, many: createPaymentRequests } = rowFactory(
  paymentRequests,
  (input: RowInput<typeof paymentRequests, 'userId' | 'courseId'>) => ({
    amount: 25000,
    paymentMethod: 'airtel' as const,
    phoneNumber: '+243990000000',
    ...input,
  }),
);

export const { one: createTrainingBundle, many: createTrainingBundles } = rowFactory(
  trainingBundles,
  (input: RowInput<typeof trainingBundles>) => ({
    name: `Parcours ${nextNumber()}`,
    sector: 'Informatique',
    ...input,
  }),
);

export const { one: createQuoteRequest, many: createQuoteRequests } = rowFactory(
  quoteRequests,
  (input: RowInput<typeof quoteRequests, 'bundleId'>) => {
    const n = nextNumber();
    return {
      companyName: `Entreprise ${n}`,
      contactName: `Contact ${n}`,
      email: `contact${n}@exemple.cd`,
      phone: '+243810000000',
      numberOfEmployees: 10,
      ...input,
    };
  },
);
