import { z } from 'zod';
import { byId, idSchema, utf8Bytes } from './common.ts';
import { wholeNumber } from './fields.ts';
import { lessonSchema } from './courses.ts';
import { renditionProgressSchema } from './objects.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';

export { lessonSchema, type Lesson } from './courses.ts';

/** French messages of the lesson form (spec 01 §5). */
export const lessonFormMessages = {
  titleRequired: 'Le titre est requis',
  durationInvalid: 'La durée doit être un nombre entier positif ou nul',
  orderInvalid: "L'ordre doit être un nombre entier positif ou nul",
  urlInvalid: "L'adresse doit commencer par http://, https:// ou /objects/",
  tooLong: 'Texte trop long',
  courseRequired: 'Le cours est requis',
  forbidden: 'Vous ne pouvez modifier que les leçons de vos propres cours',
} as const;

const m = lessonFormMessages;
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { message: m.tooLong })
    .transform((v) => (v.trim() ? v : null))
    .nullable();
/** A video or file address: an external link or an uploaded object's path. */
const mediaUrl = z
  .string()
  .trim()
  .max(2000, m.tooLong)
  // Indexed (a file's readers are found through it): an index row holds at most ~2.7 kB.
  .refine((v) => utf8Bytes(v) <= 2000, m.tooLong)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/objects/'), m.urlInvalid)
  .transform((v) => v || null)
  .nullable();

const lessonFields = {
  title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
  description: optionalText(5000),
  content: optionalText(200_000),
  videoUrl: mediaUrl,
  fileUrl: mediaUrl,
  order: z
    .number({ message: m.orderInvalid })
    .int(m.orderInvalid)
    .min(0, m.orderInvalid)
    .max(100_000),
  /** Minutes. */
  duration: wholeNumber(0, 100_000, m.durationInvalid).nullable(),
  isFree: z.boolean(),
};

/** POST /api/lessons; order defaults to the number of lessons plus one. */
export const lessonCreateSchema = z.object({
  courseId: idSchema,
  ...lessonFields,
  description: lessonFields.description.optional(),
  content: lessonFields.content.optional(),
  videoUrl: lessonFields.videoUrl.optional(),
  fileUrl: lessonFields.fileUrl.optional(),
  order: lessonFields.order.optional(),
  duration: lessonFields.duration.optional(),
  isFree: lessonFields.isFree.default(false),
});
export type LessonCreate = z.input<typeof lessonCreateSchema>;

/** PATCH /api/lessons/{id}: any subset; a lesson stays in its course. */
export const lessonUpdateSchema = z.object(lessonFields).partial();
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

export const lessonErrors = defineErrors({
  NOT_LESSON_AUTHOR: { status: 403, message: lessonFormMessages.forbidden },
});

const authors = ['instructor', 'admin'] as const;
const tag = 'Leçons';
/** The path names one lesson by its id. */
const aLesson = byId('LESSON_NOT_FOUND');
const { publicApi } = endpointGroups(tag);
const authorApi = endpointGroup({ tag, access: authors, forbidden: 'NOT_LESSON_AUTHOR' });
export const lessonEndpoints = {
  get: endpoint.get(publicApi, '/api/lessons/{id}', {
    summary: 'Une leçon (contenu réservé aux inscrits, sauf aperçu gratuit)',
    ...aLesson,
    responses: { 200: lessonSchema },
  }),
  create: endpoint.post(authorApi, '/api/lessons', {
    summary: "Ajouter une leçon à l'un de ses cours",
    body: lessonCreateSchema,
    responses: { 201: lessonSchema },
    errors: ['COURSE_NOT_FOUND', 'OBJECT_UNKNOWN', 'OBJECT_FORBIDDEN'],
  }),
  update: endpoint.patch(authorApi, '/api/lessons/{id}', {
    summary: 'Modifier une leçon',
    ...aLesson,
    body: lessonUpdateSchema,
    responses: { 200: lessonSchema },
    errors: ['OBJECT_UNKNOWN', 'OBJECT_FORBIDDEN'],
  }),
  renditions: endpoint.get(authorApi, '/api/lessons/{id}/renditions', {
    summary: 'Où en sont les copies allégées de la vidéo envoyée (basse, moyenne, son seul)',
    ...aLesson,
    responses: { 200: z.array(renditionProgressSchema) },
  }),
  remove: endpoint.delete(authorApi, '/api/lessons/{id}', {
    summary: 'Supprimer une leçon',
    ...aLesson,
    responses: { 204: null },
  }),
};
