import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { courseLevels } from './courses-labels.ts';
import { idSchema } from './common.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';

/** Training bundles are sold to individuals or priced on quote for companies. */
export const bundleAudiences = ['individual', 'corporate'] as const;
/** The life of a company's quote request. */
export const quoteStatuses = ['pending', 'sent', 'accepted', 'rejected'] as const;

export const bundleMessages = {
  requiredTitle: 'Champs requis',
  required: 'Veuillez remplir tous les champs obligatoires',
  sent: 'Demande envoyée',
  sentDescription: 'Nous vous enverrons un devis rapidement',
  contactRequired: 'Le nom du contact est requis',
  phoneRequired: 'Le téléphone est requis',
  employeesMin: "Le nombre d'employés doit être au moins 1",
  tooLong: 'Ce texte est trop long',
  bundleNotFound: 'Pack non trouvé',
} as const;
const m = bundleMessages;

/** A course of a bundle, as the public list embeds it (spec 02 §3). */
const bundleCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Hours. */
  duration: z.number().nullable(),
  level: z.enum(courseLevels),
});

export const trainingBundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sector: z.string(),
  targetAudience: z.enum(bundleAudiences),
  /** FC; null for company bundles priced on quote. */
  estimatedPrice: z.number().int().nullable(),
  /** Hours. */
  duration: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  /** Published courses only, in the bundle's order; a deleted course is never listed. */
  courses: z.array(bundleCourseSchema),
});
export type TrainingBundle = z.input<typeof trainingBundleSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** POST /api/quote-requests (spec 02 §3): contact name, email and phone required; employees ≥ 1. */
export const quoteRequestCreateSchema = z.object({
  bundleId: idSchema,
  contactName: z
    .string({ message: m.contactRequired })
    .trim()
    .min(1, m.contactRequired)
    .max(120, m.tooLong),
  companyName: optionalText(200),
  email: emailSchema,
  phone: z.string({ message: m.phoneRequired }).trim().min(1, m.phoneRequired).max(40, m.tooLong),
  numberOfEmployees: z
    .number({ message: m.employeesMin })
    .int(m.employeesMin)
    .min(1, m.employeesMin)
    .max(1_000_000, m.employeesMin)
    .nullable()
    .optional(),
  message: optionalText(4000),
});
export type QuoteRequestCreate = z.input<typeof quoteRequestCreateSchema>;

export const quoteRequestSchema = z.object({ id: z.string(), status: z.enum(quoteStatuses) });

export const bundleErrors = defineErrors({
  BUNDLE_NOT_FOUND: { status: 404, message: m.bundleNotFound },
});

const tag = 'Packs de formation';
const publicApi = endpointGroup({ tag, access: 'public' });
export const bundleEndpoints = {
  list: endpoint.get(publicApi, '/api/training-bundles', {
    summary: 'Les packs de formation, avec leurs cours publiés',
    responses: { 200: z.array(trainingBundleSchema) },
  }),
  requestQuote: endpoint.post(publicApi, '/api/quote-requests', {
    summary: "Demander un devis pour un pack d'entreprise",
    body: quoteRequestCreateSchema,
    responses: { 201: quoteRequestSchema },
    errors: ['BUNDLE_NOT_FOUND'],
  }),
};
