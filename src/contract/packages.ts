import { z } from 'zod';
import {
  idSchema,
  isoDateTime,
  paymentMethods,
  paymentStatuses,
  paymentStatusLabels,
} from './common.ts';
import { optionalTextSchema, wholeNumber } from './fields.ts';
import { MAX_PRICE_FC } from './currency.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { writeEndpoints } from './resource-endpoints.ts';
import { pagedList, statusPageQuerySchema } from './paging.ts';
import {
  mobileMoneyNumbersInputSchema,
  mobileMoneyNumbersSchema,
  mobileMoneyProofShape,
} from './mobile-money.ts';
import { paymentDecision, paymentRequestErrors, reviewedPaymentShape } from './payments.ts';

/** Packages: N courses of the catalogue for one price, bought by mobile money (spec 02 §2). */
export const packageMessages = {
  signInTitle: 'Connexion requise',
  signIn: 'Veuillez vous connecter pour acheter un package',
  sent: 'Demande envoyée',
  sentDescription: 'Votre achat est en attente de validation',
  notFound: 'Package non trouvé',
  purchaseNotFound: 'Achat non trouvé',
  pendingExists: 'Vous avez déjà une demande en attente pour ce package',
  alreadyDecided: 'Cet achat a déjà été validé ou rejeté',
  statusInvalid: 'Choisissez confirmé ou rejeté',
  // The admin's package form (not in the spec).
  nameRequired: 'Le nom est requis',
  courseCountInvalid: 'Le nombre de cours doit être un entier entre 1 et 1000',
  priceInvalid: 'Le prix doit être un nombre entier positif (FC)',
  tooLong: 'Ce texte est trop long',
  statusFilterInvalid: 'Statut inconnu',
} as const;
const m = packageMessages;

export { adminDecisionMessages } from './payments-labels.ts';

/** "Mes packages" says Validé, as subscriptions do, where course payments say Confirmé. */
export const packagePurchaseStatusLabels = paymentStatusLabels;

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  courseCount: z.number().int(),
  /** FC. */
  price: z.number().int(),
  description: z.string().nullable(),
  /** A method is offered only if its number is present. */
  mobileMoneyInfo: mobileMoneyNumbersSchema.nullable(),
});
export type Package = z.input<typeof packageSchema>;

export const packagePurchaseSchema = z.object({
  id: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  courseCount: z.number().int(),
  /** FC. */
  amountPaid: z.number().int(),
  coursesRemaining: z.number().int(),
  coursesSelected: z.array(z.string()),
  paymentMethod: z.enum(paymentMethods),
  phoneNumber: z.string(),
  transactionId: z.string().nullable(),
  status: z.enum(paymentStatuses),
  purchaseDate: isoDateTime,
  validatedAt: isoDateTime.nullable(),
});
export type PackagePurchase = z.input<typeof packagePurchaseSchema>;

/** POST /api/package-purchases (spec 02 §5: method required, phone ≥ 10 characters). */
export const packagePurchaseCreateSchema = z.object({
  packageId: idSchema,
  ...mobileMoneyProofShape,
});
export type PackagePurchaseCreate = z.input<typeof packagePurchaseCreateSchema>;

/** The package as the admin edits it: inactive ones included. */
export const adminPackageSchema = packageSchema.extend({
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminPackage = z.input<typeof adminPackageSchema>;

/** POST /api/admin/packages and PUT /api/admin/packages/{id}: the whole package. */
export const packageInputSchema = z.object({
  name: z.string({ message: m.nameRequired }).trim().min(1, m.nameRequired).max(200, m.tooLong),
  courseCount: wholeNumber(1, 1000, m.courseCountInvalid),
  price: wholeNumber(0, MAX_PRICE_FC, m.priceInvalid),
  description: optionalTextSchema(4000, m.tooLong),
  mobileMoneyInfo: mobileMoneyNumbersInputSchema,
  isActive: z.boolean().default(true),
});
export type PackageInput = z.input<typeof packageInputSchema>;

/** A purchase as the admin reviews it: the buyer and the proof. */
export const adminPackagePurchaseSchema = packagePurchaseSchema.extend(reviewedPaymentShape);
export type AdminPackagePurchase = z.input<typeof adminPackagePurchaseSchema>;

/** GET /api/admin/package-purchases (and bundle payments): a page, optionally of one status. */
export const paymentPageQuerySchema = statusPageQuerySchema(paymentStatuses, m.statusFilterInvalid);
export type PaymentPageQuery = z.input<typeof paymentPageQuerySchema>;

export const packageErrors = defineErrors({
  PACKAGE_NOT_FOUND: { status: 404, message: m.notFound },
  PACKAGE_PURCHASE_NOT_FOUND: { status: 404, message: m.purchaseNotFound },
});

const tag = 'Packages';
const { publicApi, signedInApi, adminApi } = endpointGroups(tag);
export const packageEndpoints = {
  list: endpoint.get(publicApi, '/api/packages', {
    summary: 'Les packages en vente',
    responses: { 200: z.array(packageSchema) },
  }),
  mine: endpoint.get(signedInApi, '/api/package-purchases/my', {
    summary: "Les achats de packages de l'utilisateur, du plus récent au plus ancien",
    responses: { 200: z.array(packagePurchaseSchema) },
  }),
  purchase: endpoint.post(signedInApi, '/api/package-purchases', {
    summary: 'Acheter un package par mobile money (en attente de validation)',
    body: packagePurchaseCreateSchema,
    responses: { 201: packagePurchaseSchema },
    errors: ['PACKAGE_NOT_FOUND', ...paymentRequestErrors],
  }),
  adminList: endpoint.get(adminApi, '/api/admin/packages', {
    summary: 'Tous les packages, inactifs compris, du moins cher au plus cher',
    responses: { 200: z.array(adminPackageSchema) },
  }),
  ...writeEndpoints(adminApi, '/api/admin/packages', {
    input: packageInputSchema,
    output: adminPackageSchema,
    notFound: 'PACKAGE_NOT_FOUND',
    create: 'Créer un package',
    update: 'Modifier un package (isActive: false le retire de la vente)',
  }),
  adminPurchases: endpoint.get(adminApi, '/api/admin/package-purchases', {
    summary: 'Les achats de packages, du plus récent au plus ancien, par page',
    ...pagedList(paymentPageQuerySchema, adminPackagePurchaseSchema),
  }),
  decide: endpoint.put(adminApi, '/api/admin/package-purchases/{id}/status', {
    summary: 'Valider (les cours du package sont ouverts) ou rejeter un achat, une fois',
    ...paymentDecision('PACKAGE_PURCHASE_NOT_FOUND', adminPackagePurchaseSchema),
  }),
};
