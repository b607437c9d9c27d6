import { z } from 'zod';
import { byId, isoDateTime, paymentMethods, paymentStatuses } from './common.ts';
import { wholeNumber } from './fields.ts';
import { MAX_PRICE_USD } from './currency.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';
import { mobileMoneyNumbersSchema, mobileMoneyProofShape } from './mobile-money.ts';
import {
  paymentDecision,
  paymentMessages,
  paymentPhoneSchema,
  paymentRequestErrors,
  paymentReviewShape,
} from './payments.ts';

/** Spec 02 §9: live-class durations are in minutes, 60 by default, at least 1. */
export const LIVE_CLASS_DEFAULT_DURATION = 60;
export const LIVE_CLASS_MAX_DURATION = 24 * 60;
/** How long before a class its registered students are reminded (issue 20). */
export const LIVE_CLASS_REMINDER_MS = 60 * 60 * 1000;

export const liveClassMessages = {
  // Spec 02 §5 "Live class".
  dateRequired: 'La date est requise',
  durationMin: 'La durée doit être au moins 1 minute',
  pricePositive: 'Le prix doit être positif',
  // Spec 02 §7, §8.
  created: 'Cours en direct créé',
  updated: 'Cours en direct modifié',
  deleted: 'Cours en direct supprimé',
  registered: 'Inscription réussie',
  saveFailed: 'Impossible de sauvegarder le cours',
  deleteFailed: 'Impossible de supprimer le cours',
  registerFailed: "Impossible de s'inscrire au cours",
  deleteConfirm: 'Voulez-vous vraiment supprimer ce cours en direct ?',
  loadErrorTitle: 'Erreur de chargement',
  loadFailed: 'Impossible de charger les cours en direct',
  // Spec 02 §2.
  instructorsOnly: 'Accès réservé aux formateurs',
  // Not in the spec: the form's other rules and the server's refusals.
  courseRequired: 'Veuillez sélectionner un cours',
  titleRequired: 'Le titre est requis',
  tooLong: 'Ce texte est trop long',
  durationMax: 'La durée ne peut pas dépasser 24 heures',
  timeRequired: 'L’heure est requise',
  priceTooHigh: 'Le prix ne peut pas dépasser 10 000 $',
  maxParticipantsInvalid: 'Le nombre maximum de participants doit être au moins 1',
  meetingUrlInvalid: 'Le lien de la réunion doit être une adresse web (https://…)',
  notFound: 'Cours en direct non trouvé',
  forbidden: 'Seul le formateur de ce cours en direct ou un administrateur peut le gérer',
  notOwnCourse: 'Vous ne pouvez rattacher un cours en direct qu’à un de vos propres cours',
  seatsTaken:
    'Le nombre maximum de participants ne peut pas être inférieur au nombre de places déjà prises',
  hasPayments:
    'Des étudiants sont inscrits à ce cours en direct ou l’ont payé : il ne peut pas être supprimé. Dépubliez-le plutôt.',
  past: 'Ce cours en direct a déjà eu lieu',
  full: 'Ce cours en direct est complet',
  ownClass: 'Vous animez ce cours en direct : inutile de vous y inscrire',
  registrationNotFound: 'Inscription non trouvée',
  nowFree: 'Ce cours en direct est devenu gratuit',
  alreadyDecided: 'Ce paiement a déjà été traité',
  notPaid: 'Cette inscription est gratuite : il n’y a pas de paiement à confirmer',
  notRegistered: 'Inscrivez-vous à ce cours en direct pour l’ajouter à votre agenda',
  statusInvalid: 'Choisissez de confirmer ou de rejeter le paiement',
  pending: 'En attente de confirmation du formateur',
  /** A paid registration until its instructor confirms the payment (button and toast). */
  paymentPending: 'Paiement en attente de confirmation',
  paymentPendingDetail:
    'Votre place est réservée : le formateur confirmera votre inscription après vérification du paiement.',
  reminderTitle: 'Cours en direct bientôt',
} as const;
const m = liveClassMessages;

const optionalText = (max: number) =>
  z
    .string({ message: m.tooLong })
    .trim()
    .max(max, m.tooLong)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** An http(s) address, the only kind a meeting link may be. */
const meetingUrlSchema = z
  .string({ message: m.meetingUrlInvalid })
  .trim()
  .max(500, m.meetingUrlInvalid)
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
    } catch {
      return false;
    }
  }, m.meetingUrlInvalid)
  .transform((v) => v || null)
  .nullable()
  .optional();

/**
 * POST /api/live-classes and PUT /api/live-classes/{id} (spec 02 §5, §7). The price is in US
 * dollars (docs/architecture.md « Argent »); a class with isFree, or a price of 0, is free.
 */
export const liveClassInputSchema = z.object({
  courseId: z.uuid({ message: m.courseRequired }),
  title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
  description: optionalText(5000),
  scheduledAt: z.codec(z.iso.datetime({ offset: true, message: m.dateRequired }), z.date(), {
    decode: (s) => new Date(s),
    encode: (d) => d.toISOString(),
  }),
  duration: z
    .number({ message: m.durationMin })
    .int(m.durationMin)
    .min(1, m.durationMin)
    .max(LIVE_CLASS_MAX_DURATION, m.durationMax)
    .default(LIVE_CLASS_DEFAULT_DURATION),
  meetingUrl: meetingUrlSchema,
  isFree: z.boolean().default(false),
  price: z
    .number({ message: m.pricePositive })
    .min(0, m.pricePositive)
    .max(MAX_PRICE_USD, m.priceTooHigh)
    .transform((v) => Math.round(v * 100) / 100)
    .default(0),
  /** Optional: empty means no limit. */
  maxParticipants: wholeNumber(1, 100_000, m.maxParticipantsInvalid).nullable().optional(),
  isPublished: z.boolean().default(false),
});
export type LiveClassInput = z.input<typeof liveClassInputSchema>;

/**
 * The instructor's dialog: a day ("YYYY-MM-DD", from the French calendar) and a time ("HH:MM")
 * in the browser's own time zone, sent as one ISO date-time (spec 02 §5).
 */
export const liveClassFormSchema = liveClassInputSchema
  .omit({ scheduledAt: true })
  .extend({
    date: z.string({ message: m.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, m.dateRequired),
    time: z.string({ message: m.timeRequired }).regex(/^\d{2}:\d{2}$/, m.timeRequired),
  })
  .transform(({ date, time, ...rest }, ctx) => {
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    const [h, mi] = time.split(':').map(Number) as [number, number];
    const at = new Date(y, mo - 1, d, h, mi);
    if (Number.isNaN(at.getTime()) || h > 23 || mi > 59) {
      ctx.addIssue({ code: 'custom', message: m.timeRequired, path: ['time'] });
      return z.NEVER;
    }
    return { ...rest, scheduledAt: at.toISOString() };
  });

/**
 * The mobile-money proof of a paid class (docs/architecture.md « Paiements »), with the course
 * payment's messages: method, phone, optional transaction ID and screenshot.
 */
export const liveClassPaymentSchema = z.object(mobileMoneyProofShape);
export type LiveClassPayment = z.input<typeof liveClassPaymentSchema>;

/**
 * POST /api/live-classes/{id}/register: an empty body for a free class (spec 02 §7); the proof
 * for a paid one (the server then asks for method and phone with the same messages).
 */
export const liveClassRegisterSchema = z
  .object({
    paymentMethod: z
      .enum(paymentMethods, { message: paymentMessages.methodRequired })
      .nullable()
      .optional(),
    phoneNumber: paymentPhoneSchema.nullable().optional(),
    transactionId: mobileMoneyProofShape.transactionId,
    proofImage: mobileMoneyProofShape.proofImage,
    smsText: mobileMoneyProofShape.smsText,
  })
  .nullish();
export type LiveClassRegister = z.input<typeof liveClassRegisterSchema>;

const courseRef = z.object({ id: z.string(), title: z.string() }).nullable();

/** Where the money goes for a paid class: the linked course's mobile-money numbers. */
const payToSchema = mobileMoneyNumbersSchema
  .extend({ instructions: z.string().optional() })
  .nullable();

/** What every view of a class shares; never the meeting link. */
const liveClassBase = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  scheduledAt: isoDateTime,
  /** Minutes. */
  duration: z.number().int(),
  isFree: z.boolean(),
  /** US dollars, and FC at the platform's rate. */
  price: z.number(),
  priceCdf: z.number().int(),
  maxParticipants: z.number().int().nullable(),
  course: courseRef,
});

/** A registration as its class's instructor sees it (with the payment proof of a paid class). */
export const liveClassRegistrationSchema = z.object({
  id: z.string(),
  liveClassId: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  paymentStatus: z.enum(paymentStatuses),
  /** The payment holding the seat of a paid class (what is decided); null for a free one. */
  paymentId: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods).nullable(),
  phoneNumber: z.string().nullable(),
  transactionId: z.string().nullable(),
  proofImage: z.string().nullable(),
  /** Dollars asked, and FC at the rate of the day of the registration; null for a free class. */
  amountPaid: z.number().nullable(),
  amountAskedCdf: z.number().int().nullable(),
  registeredAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
  ...paymentReviewShape,
});
export type LiveClassRegistration = z.input<typeof liveClassRegistrationSchema>;

/** A class as its instructor (or an admin) sees it: with the meeting link. */
export const liveClassSchema = liveClassBase.extend({
  courseId: z.string().nullable(),
  instructorId: z.string(),
  meetingUrl: z.string().nullable(),
  isPublished: z.boolean(),
  /** Spec 02 §4: past when its scheduled time is earlier than now. */
  isPast: z.boolean(),
  /** Pending and confirmed registrations (a pending paid one holds a seat). */
  seatsTaken: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type LiveClass = z.input<typeof liveClassSchema>;

export const instructorLiveClassSchema = liveClassSchema.extend({
  registrations: z.array(liveClassRegistrationSchema),
});
export type InstructorLiveClass = z.input<typeof instructorLiveClassSchema>;

/** A published class to come, as students see it: no meeting link. */
export const upcomingLiveClassSchema = liveClassBase.extend({
  instructor: z.object({ name: z.string() }),
  /** Null: no limit. */
  seatsLeft: z.number().int().nullable(),
  /** The numbers to pay to (paid classes), from the linked course; null when none. */
  payTo: payToSchema,
});
export type UpcomingLiveClass = z.input<typeof upcomingLiveClassSchema>;

/** One of the caller's registrations (GET /api/my-live-classes, the register answer). */
export const myLiveClassSchema = z.object({
  id: z.string(),
  liveClassId: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  amountPaid: z.number().nullable(),
  amountAskedCdf: z.number().int().nullable(),
  registeredAt: isoDateTime,
  liveClass: z.object({
    title: z.string(),
    scheduledAt: isoDateTime,
    duration: z.number().int(),
    course: courseRef,
  }),
  /** Only once the registration is confirmed. */
  meetingUrl: z.string().nullable(),
});
export type MyLiveClass = z.input<typeof myLiveClassSchema>;

export const liveClassErrors = defineErrors({
  LIVE_CLASS_NOT_FOUND: { status: 404, message: m.notFound },
  LIVE_CLASS_FORBIDDEN: { status: 403, message: m.forbidden },
  LIVE_CLASS_NOT_OWN_COURSE: { status: 403, message: m.notOwnCourse },
  LIVE_CLASS_SEATS_TAKEN: { status: 409, message: m.seatsTaken },
  LIVE_CLASS_HAS_PAYMENTS: { status: 409, message: m.hasPayments },
  LIVE_CLASS_PAST: { status: 409, message: m.past },
  LIVE_CLASS_FULL: { status: 409, message: m.full },
  LIVE_CLASS_OWN: { status: 409, message: m.ownClass },
  LIVE_CLASS_REGISTRATION_NOT_FOUND: { status: 404, message: m.registrationNotFound },
  LIVE_CLASS_NOT_PAID: { status: 409, message: m.notPaid },
  LIVE_CLASS_NOT_REGISTERED: { status: 403, message: m.notRegistered },
});

const tag = 'Cours en direct';
const { signedInApi } = endpointGroups(tag);
const instructorApi = endpointGroup({ tag, access: ['instructor'] });
const managerApi = endpointGroup({
  tag,
  access: ['instructor', 'admin'],
  forbidden: 'LIVE_CLASS_FORBIDDEN',
});
const aClass = byId('LIVE_CLASS_NOT_FOUND');
export const liveClassEndpoints = {
  instructorList: endpoint.get(instructorApi, '/api/instructor/live-classes', {
    summary: 'Les cours en direct du formateur connecté, avec leurs inscriptions',
    responses: { 200: z.array(instructorLiveClassSchema) },
  }),
  create: endpoint.post(instructorApi, '/api/live-classes', {
    summary: 'Programmer un cours en direct, rattaché à un de ses cours (prix en $)',
    body: liveClassInputSchema,
    responses: { 201: liveClassSchema },
    errors: ['COURSE_NOT_FOUND', 'LIVE_CLASS_NOT_OWN_COURSE'],
  }),
  update: endpoint.put(managerApi, '/api/live-classes/{id}', {
    summary: 'Modifier un cours en direct (son formateur ou un administrateur)',
    ...aClass,
    body: liveClassInputSchema,
    responses: { 200: liveClassSchema },
    errors: ['COURSE_NOT_FOUND', 'LIVE_CLASS_NOT_OWN_COURSE', 'LIVE_CLASS_SEATS_TAKEN'],
  }),
  remove: endpoint.delete(managerApi, '/api/live-classes/{id}', {
    summary:
      'Supprimer un cours en direct (son formateur ou un administrateur), s’il n’a ni inscrit ni paiement',
    ...aClass,
    responses: { 204: null },
    errors: ['LIVE_CLASS_HAS_PAYMENTS'],
  }),
  upcoming: endpoint.get(signedInApi, '/api/live-classes/upcoming', {
    summary: 'Les cours en direct publiés à venir (sans le lien de la réunion)',
    responses: { 200: z.array(upcomingLiveClassSchema) },
  }),
  mine: endpoint.get(signedInApi, '/api/my-live-classes', {
    summary:
      "Les inscriptions de l'utilisateur aux cours en direct (le lien une fois l'inscription confirmée)",
    responses: { 200: z.array(myLiveClassSchema) },
  }),
  register: endpoint.post(signedInApi, '/api/live-classes/{id}/register', {
    summary:
      "S'inscrire à un cours en direct : gratuit, confirmé aussitôt (201, 200 ensuite) ; payant, en attente du formateur",
    ...aClass,
    body: liveClassRegisterSchema,
    responses: { 201: myLiveClassSchema, 200: myLiveClassSchema },
    errors: [
      'LIVE_CLASS_PAST',
      'LIVE_CLASS_FULL',
      'LIVE_CLASS_OWN',
      'CONFLICT',
      ...paymentRequestErrors,
    ],
  }),
  calendar: endpoint.get(signedInApi, '/api/live-classes/{id}/calendar.ics', {
    summary:
      "Le cours en direct au format iCalendar (text/calendar), pour l'agenda : inscrits confirmés, formateur, administrateurs",
    ...aClass,
    responses: { 200: null },
    otherResponses: { 200: 'Un fichier iCalendar (text/calendar)' },
    rawBody: true,
    errors: ['LIVE_CLASS_NOT_REGISTERED'],
  }),
  decide: endpoint.patch(managerApi, '/api/instructor/live-class-registrations/{id}', {
    summary:
      "Confirmer (la place est acquise, l'étudiant reçoit le lien) ou rejeter le paiement d'une inscription en attente",
    ...paymentDecision('LIVE_CLASS_REGISTRATION_NOT_FOUND', liveClassRegistrationSchema, [
      'LIVE_CLASS_NOT_PAID',
    ]),
  }),
};
