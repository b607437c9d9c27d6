/**
 * The error catalogue: every code the API may answer, with its status and French message. Each
 * domain declares its own codes in its contract file; this file gathers them. The server fails
 * only through `appError(code)`; the client checks codes with `isApiError(err, code)`.
 */
import { defineErrors } from './endpoint.ts';
import { adminErrors } from './admin.ts';
import { announcementErrors } from './announcements.ts';
import { authErrors } from './auth.ts';
import { bundleErrors } from './bundles.ts';
import { certificationErrors } from './certifications.ts';
import { courseErrors } from './courses.ts';
import { enrollmentErrors } from './enrollments.ts';
import { internshipErrors } from './internships.ts';
import { lessonErrors } from './lessons.ts';
import { liveClassErrors } from './live-classes.ts';
import { paymentErrors } from './payments.ts';
import { notificationErrors } from './notifications.ts';
import { uploadErrors } from './objects.ts';
import { packageErrors } from './packages.ts';
import { quizErrors } from './quizzes.ts';
import { receivingPhoneErrors } from './receiving-phones.ts';
import { subscriptionErrors } from './subscriptions.ts';

/** Codes any endpoint may answer: input, access, and what the framework itself refuses. */
export const commonErrors = defineErrors({
  BAD_REQUEST: { status: 400, message: 'Requête invalide' },
  VALIDATION_ERROR: { status: 400, message: 'Requête invalide' },
  INVALID_BODY: { status: 400, message: 'Le corps de la requête est invalide' },
  UNAUTHORIZED: { status: 401, message: 'Vous devez être connecté' },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas accès à cette ressource" },
  CSRF: { status: 403, message: 'Requête refusée' },
  NOT_FOUND: { status: 404, message: 'Ressource introuvable' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Méthode non autorisée' },
  REQUEST_TIMEOUT: { status: 408, message: 'La requête a pris trop de temps' },
  CONFLICT: { status: 409, message: 'Conflit avec l’état actuel de la ressource' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'La requête est trop volumineuse' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Type de contenu non pris en charge' },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  },
  INTERNAL_ERROR: { status: 500, message: 'Une erreur interne est survenue' },
});

export const errorCatalog = {
  ...commonErrors,
  ...authErrors,
  ...courseErrors,
  ...lessonErrors,
  ...enrollmentErrors,
  ...quizErrors,
  ...subscriptionErrors,
  ...packageErrors,
  ...bundleErrors,
  ...announcementErrors,
  ...paymentErrors,
  ...uploadErrors,
  ...notificationErrors,
  ...certificationErrors,
  ...internshipErrors,
  ...liveClassErrors,
  ...adminErrors,
  ...receivingPhoneErrors,
};

export type ErrorCode = keyof typeof errorCatalog;
