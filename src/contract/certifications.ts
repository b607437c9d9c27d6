import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';

/** Where a certificate is recognised. */
export const certificationTypes = ['national', 'international'] as const;
export type CertificationType = (typeof certificationTypes)[number];

export const certificationTypeLabels: Record<CertificationType, string> = {
  national: 'Certification nationale',
  international: 'Certification internationale',
};

/** Whether a certificate still holds: "expired" once its expiry date has passed. */
export const certificationValidities = ['valid', 'expired'] as const;
export type CertificationValidity = (typeof certificationValidities)[number];

export const certificationMessages = {
  notFound: 'Certificat introuvable',
  tooManyLookups:
    'Trop de vérifications de certificats depuis votre connexion. Veuillez réessayer dans quelques minutes.',
  loadFailed: 'Impossible de charger vos certifications',
  issuedTitle: 'Certificat obtenu',
  numberRequired: 'Le numéro du certificat est requis',
  numberInvalid: 'Numéro invalide : il a la forme KEL-XXXX-XXXX-XXXX-XXXX',
} as const;
const m = certificationMessages;

/**
 * A certificate number: "KEL-" then 16 characters of Crockford's base32 (no I, L, O nor U) in
 * groups of four, 80 random bits (docs/decisions/0008-certificates.md). Read case-insensitively.
 */
export const CERTIFICATE_NUMBER_PATTERN = /^KEL(?:-[0-9A-HJKMNP-TV-Z]{4}){4}$/i;

/**
 * A number as someone types it from the paper: capitals, the dashes put back when they were left
 * out or typed as spaces ("kel 7k3m…" → "KEL-7K3M-…").
 */
export function normalizeCertificateNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^KEL[0-9A-Z]{16}$/.test(compact)) return typed.trim().toUpperCase();
  return ['KEL', ...(compact.slice(3).match(/.{4}/g) ?? [])].join('-');
}

/** The /verify form: the number to check, then its page /verify/{number}. */
export const certificateLookupSchema = z.object({
  number: z
    .string()
    .trim()
    .min(1, m.numberRequired)
    .transform(normalizeCertificateNumber)
    .pipe(z.string().regex(CERTIFICATE_NUMBER_PATTERN, m.numberInvalid)),
});
export type CertificateLookup = z.input<typeof certificateLookupSchema>;

/** GET /api/my-certifications: one of the caller's certificates. */
export const myCertificationSchema = z.object({
  id: z.string(),
  type: z.enum(certificationTypes),
  certificateNumber: z.string(),
  issuedAt: isoDateTime,
  /** Null: the certificate does not expire. */
  expiresAt: isoDateTime.nullable(),
  /** Where the PDF is downloaded (GET /api/certifications/{id}/pdf). */
  pdfUrl: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
});
export type MyCertification = z.input<typeof myCertificationSchema>;

/**
 * GET /api/certifications/verify/{number}: what anyone may learn of a certificate, and nothing
 * more (no email, no ids).
 */
export const certificateVerificationSchema = z.object({
  holderName: z.string(),
  courseTitle: z.string(),
  issuedAt: isoDateTime,
  type: z.enum(certificationTypes),
  validity: z.enum(certificationValidities),
  expiresAt: isoDateTime.nullable(),
});
export type CertificateVerification = z.input<typeof certificateVerificationSchema>;

export const certificateNumberParams = z.object({
  number: z.string().regex(CERTIFICATE_NUMBER_PATTERN),
});

export const certificationErrors = defineErrors({
  CERTIFICATE_NOT_FOUND: { status: 404, message: m.notFound },
  CERTIFICATE_LOOKUP_LIMIT: { status: 429, message: m.tooManyLookups },
});

const tag = 'Certifications';
const { publicApi, signedInApi } = endpointGroups(tag);
export const certificationEndpoints = {
  mine: endpoint.get(signedInApi, '/api/my-certifications', {
    summary: 'Les certificats de l’utilisateur, les plus récents d’abord',
    responses: { 200: z.array(myCertificationSchema) },
  }),
  pdf: endpoint.get(signedInApi, '/api/certifications/{id}/pdf', {
    summary:
      'Le certificat en PDF (une page A4 paysage avec un QR code de vérification) : son titulaire et les administrateurs',
    ...byId('CERTIFICATE_NOT_FOUND'),
    responses: { 200: null },
    otherResponses: { 200: 'Le certificat en PDF (application/pdf), à télécharger' },
    // The answer is a file, not JSON.
    rawBody: true,
  }),
  verify: endpoint.get(publicApi, '/api/certifications/verify/{number}', {
    summary:
      'Vérifier un certificat par son numéro : titulaire, cours, date, type et validité (limité par adresse)',
    params: certificateNumberParams,
    notFound: 'CERTIFICATE_NOT_FOUND',
    responses: { 200: certificateVerificationSchema },
    errors: ['CERTIFICATE_LOOKUP_LIMIT'],
  }),
};
