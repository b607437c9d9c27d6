import { z } from 'zod';
import { COURSE_CATEGORIES, byId, isoDateTime } from './common.ts';
import { optionalTextSchema, wholeNumber } from './fields.ts';
import { MAX_PRICE_FC } from './currency.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';
import { courseLevels, courseStatuses } from './courses-labels.ts';
import { MAX_CATALOGUE_LIMIT } from './catalogue-paging.ts';
import { coverObjectPath, uploadMessages, videoQualities } from './objects.ts';
import { pagingMessages } from './paging.ts';
import { optionalDrcPhoneSchema } from './phone.ts';

export { courseLevels, courseStatuses } from './courses-labels.ts';
export { CATALOGUE_PAGE_SIZE, MAX_CATALOGUE_LIMIT } from './catalogue-paging.ts';
export const accessTypes = ['free', 'package'] as const;
export type AccessType = (typeof accessTypes)[number];
export const courseSorts = ['recent', 'popular', 'price-asc', 'price-desc'] as const;
export type CourseSort = (typeof courseSorts)[number];

export const courseMessages = {
  notFound: 'Cours non trouvé',
  lessonNotFound: 'Leçon non trouvée',
  unknownSort: 'Tri inconnu',
  unknownAccess: 'Type d’accès inconnu',
  unknownLevel: 'Niveau inconnu',
  unknownCategory: 'Catégorie inconnue',
  limit: 'La limite doit être un entier entre 1 et 100',
  pageWithoutLimit: 'Indiquez aussi le nombre de cours par page (limit)',
} as const;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** GET /api/courses query: categories repeat as several entries of the same key. */
export const courseListQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    categories: oneOrMany(
      z.enum(COURSE_CATEGORIES, { message: courseMessages.unknownCategory }),
    ).optional(),
    level: z
      .enum(['', 'all', ...courseLevels], { message: courseMessages.unknownLevel })
      .optional(),
    sort: z.enum(courseSorts, { message: courseMessages.unknownSort }).default('recent'),
    /** `package`: only the courses a subscription or a package covers ("Choisir mes cours"). */
    access: z.enum(accessTypes, { message: courseMessages.unknownAccess }).optional(),
    /**
     * Courses per page: with it the answer is one page (`coursePageSchema`); without it, the
     * whole list as a plain array, as the spec's clients expect.
     */
    limit: z.coerce
      .number({ message: courseMessages.limit })
      .int(courseMessages.limit)
      .min(1, courseMessages.limit)
      .max(MAX_CATALOGUE_LIMIT, courseMessages.limit)
      .optional(),
    /** 1-based; only with `limit`. */
    page: z.coerce
      .number({ message: pagingMessages.page })
      .int(pagingMessages.page)
      .min(1, pagingMessages.page)
      .max(10_000_000, pagingMessages.page)
      .optional(),
  })
  .refine((q) => q.page === undefined || q.limit !== undefined, {
    path: ['page'],
    message: courseMessages.pageWithoutLimit,
  });
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const mobileMoneyInfoSchema = z.object({
  mpesa: z.string().trim().max(40).optional(),
  airtel: z.string().trim().max(40).optional(),
  orange: z.string().trim().max(40).optional(),
  afrimoney: z.string().trim().max(40).optional(),
  instructions: z.string().trim().max(2000).optional(),
});

export const instructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
});

/** A course as lists and pages show it. */
export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  category: z.string(),
  level: z.enum(courseLevels),
  status: z.enum(courseStatuses),
  /** Hours, as the instructor declared it. */
  duration: z.number().nullable(),
  accessType: z.enum(accessTypes),
  /** FC; 0 means free. */
  price: z.number().int(),
  enrollmentCount: z.number().int(),
  lessonCount: z.number().int(),
  /** Sum of lesson durations, in minutes. */
  totalLessonMinutes: z.number().int(),
  isEnrolled: z.boolean(),
  /** The caller's progress (0–100) when enrolled, else null. */
  progress: z.number().int().nullable(),
  instructor: instructorSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Course = z.input<typeof courseSchema>;

/** The whole catalogue the caller may see, whatever the filters: the figures atop the screen. */
export const catalogueStatsSchema = z.object({
  courseCount: z.number().int(),
  /** Enrolments across those courses (the screen's "Étudiants"). */
  enrollmentCount: z.number().int(),
});

/** GET /api/courses?limit=…&page=…: one page of the catalogue, with its totals. */
export const coursePageSchema = z.object({
  items: z.array(courseSchema),
  /** Courses matching the filters, across every page ("N cours trouvés"). */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  stats: catalogueStatsSchema,
});
export type CoursePage = z.input<typeof coursePageSchema>;

/** Without `limit`, the whole list; with it, one page. */
export const courseListAnswerSchema = z.union([z.array(courseSchema), coursePageSchema]);

/** A course in its instructor's list: adds the payment requests awaiting a decision. */
export const instructorCourseSchema = courseSchema.extend({
  pendingPayments: z.number().int(),
});
export type InstructorCourse = z.input<typeof instructorCourseSchema>;

/** One course: adds what the payment page needs. */
export const courseDetailSchema = courseSchema.extend({
  mobileMoneyInfo: mobileMoneyInfoSchema.nullable(),
  /** True for its instructor and admins. */
  canEdit: z.boolean(),
  /** Lessons with a video (the page's "N leçons vidéo"). */
  videoLessonCount: z.number().int(),
});
export type CourseDetail = z.input<typeof courseDetailSchema>;

/** A lesson; content, videoUrl and fileUrl are null when the caller may not read it (`locked`). */
export const lessonSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  videoUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  order: z.number().int(),
  /** Minutes. */
  duration: z.number().int().nullable(),
  isFree: z.boolean(),
  locked: z.boolean(),
  /** UTF-8 bytes of the lesson text (0 when none); given even when locked. */
  contentSize: z.number().int(),
  /** Bytes of the uploaded document; null when none or an external link. Given even when locked. */
  fileSize: z.number().int().nullable(),
  /**
   * The lesson's uploaded video in each quality that is ready, smallest first: 'audio', 'low',
   * 'medium', then 'original'. Sizes are given even when the lesson is locked (a learner sees
   * what a course costs before buying); url is null when locked. Learners get 'original' only
   * while neither 'low' nor 'medium' is ready; the course's instructor and admins always get it.
   * Empty for no video or an external link.
   */
  videos: z.array(
    z.object({
      quality: z.enum(videoQualities),
      size: z.number().int(),
      url: z.string().nullable(),
    }),
  ),
});
export type Lesson = z.input<typeof lessonSchema>;

/** A quiz as the course page lists it; never its answers. */
export const courseQuizSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  questionCount: z.number().int(),
  /** Minutes; null when untimed. */
  timeLimit: z.number().int().nullable(),
  passingScore: z.number().int(),
  attemptCount: z.number().int(),
  /** Best percent of the caller, null before any attempt. */
  bestScore: z.number().int().nullable(),
});
export type CourseQuiz = z.input<typeof courseQuizSchema>;

/** French messages of the course form (spec 01 §5: title, description and category required). */
export const courseFormMessages = {
  titleRequired: 'Le titre est requis',
  descriptionRequired: 'La description est requise',
  categoryRequired: 'La catégorie est requise',
  priceInvalid: 'Le prix doit être un nombre entier positif ou nul',
  durationInvalid: 'La durée doit être un nombre positif ou nul',
  levelInvalid: 'Niveau inconnu',
  statusInvalid: 'Statut inconnu',
  accessTypeInvalid: "Type d'accès inconnu",
  thumbnailInvalid: "L'adresse de l'image doit commencer par http:// ou https://",
  tooLong: 'Texte trop long',
  forbidden: 'Vous ne pouvez modifier que vos propres cours',
  createForbidden: 'Seuls les formateurs et les administrateurs peuvent créer un cours',
} as const;

const m = courseFormMessages;
const optionalText = (max: number) => optionalTextSchema(max, m.tooLong);

/** Every field of the course form; no defaults, so PATCH can take any subset. */
const courseFields = {
  title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
  description: z
    .string({ message: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .max(20_000, m.tooLong),
  category: z
    .string({ message: m.categoryRequired })
    .trim()
    .min(1, m.categoryRequired)
    .pipe(z.enum(COURSE_CATEGORIES, { message: courseMessages.unknownCategory })),
  level: z.enum(courseLevels, { message: m.levelInvalid }),
  status: z.enum(courseStatuses, { message: m.statusInvalid }),
  /** Hours. */
  duration: z
    .number({ message: m.durationInvalid })
    .min(0, m.durationInvalid)
    .max(100_000)
    .nullable(),
  /** FC; 0 means free. */
  price: wholeNumber(0, MAX_PRICE_FC, m.priceInvalid),
  accessType: z.enum(accessTypes, { message: m.accessTypeInvalid }),
  thumbnail: z
    .string()
    .trim()
    .max(2000, m.tooLong)
    // An external image, or an image uploaded from the editor (its object path).
    .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/objects/'), {
      message: m.thumbnailInvalid,
      abort: true,
    })
    .refine((v) => !v.startsWith('/objects/') || coverObjectPath.test(v), uploadMessages.notAnImage)
    .transform((v) => v || null)
    .nullable(),
  mobileMoneyInfo: z
    .object({
      mpesa: optionalDrcPhoneSchema,
      airtel: optionalDrcPhoneSchema,
      orange: optionalDrcPhoneSchema,
      afrimoney: optionalDrcPhoneSchema,
      instructions: optionalText(2000),
    })
    .nullable(),
};

/** POST /api/courses. */
export const courseCreateSchema = z.object({
  ...courseFields,
  level: courseFields.level.default('beginner'),
  status: courseFields.status.default('draft'),
  duration: courseFields.duration.optional(),
  price: courseFields.price.default(0),
  accessType: courseFields.accessType.default('free'),
  thumbnail: courseFields.thumbnail.optional(),
  mobileMoneyInfo: courseFields.mobileMoneyInfo.optional(),
});
export type CourseCreate = z.input<typeof courseCreateSchema>;

/** PATCH /api/courses/{id}: any subset of the fields. */
export const courseUpdateSchema = z.object(courseFields).partial();
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

export const courseErrors = defineErrors({
  COURSE_NOT_FOUND: { status: 404, message: courseMessages.notFound },
  LESSON_NOT_FOUND: { status: 404, message: courseMessages.lessonNotFound },
  NOT_COURSE_OWNER: { status: 403, message: courseFormMessages.forbidden },
  COURSE_CREATE_FORBIDDEN: { status: 403, message: courseFormMessages.createForbidden },
  COURSE_HAS_LEARNERS: {
    status: 409,
    message:
      'Ce cours a des inscrits ou des paiements : il ne peut pas être supprimé. Dépubliez-le ou archivez-le plutôt.',
  },
});

const authors = ['instructor', 'admin'] as const;
const tag = 'Cours';
/** The path names one course by its id. */
const aCourse = byId('COURSE_NOT_FOUND');
const { publicApi } = endpointGroups(tag);
const authorApi = endpointGroup({ tag, access: authors, forbidden: 'NOT_COURSE_OWNER' });
export const courseEndpoints = {
  list: endpoint.get(publicApi, '/api/courses', {
    summary:
      'Le catalogue : recherche, catégories, niveau et tri ; avec limit (et page), une page et ses totaux',
    query: courseListQuerySchema,
    responses: { 200: courseListAnswerSchema },
  }),
  get: endpoint.get(publicApi, '/api/courses/{id}', {
    summary: 'Un cours',
    ...aCourse,
    responses: { 200: courseDetailSchema },
  }),
  lessons: endpoint.get(publicApi, '/api/courses/{id}/lessons', {
    summary: "Les leçons d'un cours (contenu réservé aux inscrits, sauf aperçu gratuit)",
    ...aCourse,
    responses: { 200: z.array(lessonSchema) },
  }),
  quizzes: endpoint.get(publicApi, '/api/courses/{id}/quizzes', {
    summary: "Les quiz publiés d'un cours, avec les tentatives de l'appelant",
    ...aCourse,
    responses: { 200: z.array(courseQuizSchema) },
  }),
  mine: endpoint.get(authorApi, '/api/instructor/courses', {
    forbidden: 'FORBIDDEN',
    summary: 'Les cours du formateur connecté, brouillons compris, avec leurs paiements en attente',
    responses: { 200: z.array(instructorCourseSchema) },
  }),
  create: endpoint.post(authorApi, '/api/courses', {
    forbidden: 'COURSE_CREATE_FORBIDDEN',
    summary: 'Créer un cours',
    body: courseCreateSchema,
    responses: { 201: courseDetailSchema },
    errors: ['OBJECT_UNKNOWN', 'OBJECT_FORBIDDEN', 'OBJECT_NOT_IMAGE'],
  }),
  update: endpoint.patch(authorApi, '/api/courses/{id}', {
    summary: 'Modifier un cours (son formateur ou un administrateur)',
    ...aCourse,
    body: courseUpdateSchema,
    responses: { 200: courseDetailSchema },
    errors: ['OBJECT_UNKNOWN', 'OBJECT_FORBIDDEN', 'OBJECT_NOT_IMAGE'],
  }),
  remove: endpoint.delete(authorApi, '/api/courses/{id}', {
    summary:
      'Supprimer un cours avec ses leçons et quiz (son formateur ou un administrateur), s’il n’a ni inscrit, ni certificat, ni paiement',
    ...aCourse,
    responses: { 204: null },
    errors: ['COURSE_HAS_LEARNERS'],
  }),
};
