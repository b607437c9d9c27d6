/**
 * Money records: subscription plans and subscriptions, packages, payments, training bundles and
 * the quote requests of companies.
 */
import {
  liveClassRegistrations,
  packagePurchases,
  packages,
  payments,
  quoteRequests,
  subscriptionPlans,
  trainingBundles,
  userSubscriptions,
} from '../schema/index.ts';
import { nextNumber, rowFactory, type Executor, type RowInput } from './factory.ts';

type NewPayment = typeof payments.$inferInsert;
type PaymentRow = typeof payments.$inferSelect;
/** What a paid row's input may say of its payment (the kind, item and buyer come from the row). */
type PaymentFields = Partial<Omit<NewPayment, 'id' | 'kind' | 'itemId' | 'buyerId'>>;

export const { one: createPayment, many: createPayments } = rowFactory(
  payments,
  (input: RowInput<typeof payments, 'kind' | 'itemId' | 'buyerId'>) => ({
    amount: 25000,
    paymentMethod: 'airtel' as const,
    phoneNumber: '+243990000000',
    // A decided payment was decided by a person unless it says otherwise.
    ...(input.status && input.status !== 'pending' ? { decidedVia: 'person' as const } : {}),
    ...input,
  }),
);

/**
 * A kind whose effect lives in its own table, with the payment's id: the payments are inserted,
 * then the effect rows, each in one statement. Answers the effect rows with their payment.
 */
function paidRows<Effect, Input>(
  insertEffects: (db: Executor, rows: { payment: PaymentRow; input: Input }[]) => Promise<Effect[]>,
  payment: (input: Input) => RowInput<typeof payments, 'kind' | 'itemId' | 'buyerId'>,
) {
  const many = async (db: Executor, inputs: Input[]) => {
    const paid = await createPayments(db, inputs.map(payment));
    const effects = await insertEffects(
      db,
      paid.map((row, i) => ({ payment: row, input: inputs[i]! })),
    );
    return effects.map((effect, i) => ({ payment: paid[i]!, ...effect }));
  };
  const one = async (db: Executor, input: Input) => (await many(db, [input]))[0]!;
  return { one, many };
}

/** The columns of a payment a paid row's input may set (the rest belongs to the effect row). */
const paymentFieldNames = [
  'amount',
  'currency',
  'amountUsd',
  'paymentMethod',
  'phoneNumber',
  'payeeNumber',
  'transactionId',
  'proofImage',
  'smsText',
  'notes',
  'status',
  'decidedById',
  'decidedAt',
  'decidedVia',
  'smsId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof PaymentFields)[];

/** The payment fields of an input, apart from those of the effect row. */
const pick = (input: PaymentFields): PaymentFields =>
  Object.fromEntries(
    paymentFieldNames.flatMap((name) => (input[name] === undefined ? [] : [[name, input[name]]])),
  ) as PaymentFields;

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

type SubscriptionInput = RowInput<typeof userSubscriptions, 'userId' | 'planId'> &
  PaymentFields & { amountPaid?: number; amountAskedCdf?: number };
/** A subscription and its payment: the period is set for a confirmed one when not given. */
export const { one: createSubscription, many: createSubscriptions } = paidRows(
  (db, rows: { payment: PaymentRow; input: SubscriptionInput }[]) =>
    db
      .insert(userSubscriptions)
      .values(
        rows.map(({ payment, input }) => ({
          id: payment.id,
          userId: input.userId,
          planId: input.planId,
          duration: input.duration,
          // A confirmed subscription's period has started (that is what confirming does).
          startDate:
            input.startDate ??
            (payment.status === 'confirmed' ? (payment.decidedAt ?? payment.createdAt) : null),
          endDate: input.endDate,
          isActive: input.isActive,
          coursesUsed: input.coursesUsed,
          autoRenew: input.autoRenew,
          createdAt: payment.createdAt,
        })),
      )
      .returning(),
  (input) => ({
    phoneNumber: '+243810000000',
    amount: input.amountAskedCdf ?? 28000,
    amountUsd: input.amountPaid ?? 10,
    ...pick(input),
    ...(input.id ? { id: input.id } : {}),
    kind: 'subscription',
    itemId: input.planId,
    buyerId: input.userId,
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

type PurchaseInput = RowInput<typeof packagePurchases, 'userId' | 'packageId'> &
  PaymentFields & { amountPaid?: number };
/** A package purchase and its payment (validated, with its courses, unless it says otherwise). */
export const { one: createPackagePurchase, many: createPackagePurchases } = paidRows(
  (db, rows: { payment: PaymentRow; input: PurchaseInput }[]) =>
    db
      .insert(packagePurchases)
      .values(
        rows.map(({ payment, input }) => ({
          id: payment.id,
          userId: input.userId,
          packageId: input.packageId,
          coursesRemaining: input.coursesRemaining ?? 3,
          coursesSelected: input.coursesSelected,
          purchaseDate: input.purchaseDate ?? payment.createdAt,
          validatedAt: input.validatedAt,
        })),
      )
      .returning(),
  (input) => ({
    amount: input.amountPaid ?? 30000,
    paymentMethod: 'mpesa',
    phoneNumber: '+243810000000',
    ...pick(input),
    ...(input.purchaseDate ? { createdAt: input.purchaseDate } : {}),
    ...(input.id ? { id: input.id } : {}),
    kind: 'package',
    itemId: input.packageId,
    buyerId: input.userId,
  }),
);

/**
 * Payments of a kind whose only row is the payment (course payments, bundle payments): the input
 * names its buyer `userId` and its item by the kind's own key (`courseId`, `bundleId`).
 */
function plainPayments<Key extends string>(kind: 'course' | 'bundle', key: Key) {
  type Input = { userId: string } & Record<Key, string> & PaymentFields;
  const many = (db: Executor, inputs: Input[]) =>
    createPayments(
      db,
      inputs.map(({ userId, [key]: itemId, ...rest }) => ({
        ...(rest as PaymentFields),
        kind,
        itemId: itemId as string,
        buyerId: userId,
      })),
    );
  const one = async (db: Executor, input: Input) => (await many(db, [input]))[0]!;
  return { one, many };
}

/** A course payment request. */
export const { one: createPaymentRequest, many: createPaymentRequests } = plainPayments(
  'course',
  'courseId',
);
/** A training bundle's payment. */
export const { one: createBundlePayment, many: createBundlePayments } = plainPayments(
  'bundle',
  'bundleId',
);

type RegistrationInput = RowInput<typeof liveClassRegistrations, 'userId' | 'liveClassId'> &
  PaymentFields & { amountPaid?: number; amountAskedCdf?: number };
/** A paid live class's registration and its payment; the seat follows the payment's status. */
export const { one: createPaidRegistration, many: createPaidRegistrations } = paidRows(
  (db, rows: { payment: PaymentRow; input: RegistrationInput }[]) =>
    db
      .insert(liveClassRegistrations)
      .values(
        rows.map(({ payment, input }) => ({
          liveClassId: input.liveClassId,
          userId: input.userId,
          paymentStatus: payment.status,
          paymentId: payment.id,
          remindedAt: input.remindedAt,
          registeredAt: input.registeredAt ?? payment.createdAt,
        })),
      )
      .returning(),
  (input) => ({
    amount: input.amountAskedCdf ?? 28000,
    amountUsd: input.amountPaid ?? 10,
    ...pick(input),
    ...(input.registeredAt ? { createdAt: input.registeredAt } : {}),
    ...(input.id ? { id: input.id } : {}),
    kind: 'live_class',
    itemId: input.liveClassId,
    buyerId: input.userId,
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
