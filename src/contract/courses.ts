import { z } from 'zod';
import { COURSE_CATEGORIES, isoDateTime } from './common.ts';
import { courseLevels, courseStatuses } from './courses-labels.ts';

export { courseLevels, courseStatuses } from './courses-labels.ts';
export const accessTypes = ['free', 'package'] as const;
export const courseSorts = ['recent', 'popular', 'price-asc', 'price-desc'] as const;
export type CourseSort = (typeof courseSorts)[number];

export const courseMessages = {
  notFound: 'Cours non trouvé',
  lessonNotFound: 'Leçon non trouvée',
  unknownSort: 'Tri inconnu',
  unknownLevel: 'Niveau inconnu',
  unknownCategory: 'Catégorie inconnue',
} as const;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** GET /api/courses query: categories repeat as several entries of the same key. */
export const courseListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  categories: oneOrMany(
    z.enum(COURSE_CATEGORIES, { message: courseMessages.unknownCategory }),
  ).optional(),
  level: z.enum(['', 'all', ...courseLevels], { message: courseMessages.unknownLevel }).optional(),
  sort: z.enum(courseSorts, { message: courseMessages.unknownSort }).default('recent'),
});
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const mobileMoneyInfoSchema = z.object({
  mpesa: z.string().trim().max(40).optional(),
  airtel: z.string().trim().max(40).optional(),
  orange: z.string().trim().max(40).optional(),
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

/** One course: adds what the payment page needs. */
export const courseDetailSchema = courseSchema.extend({
  mobileMoneyInfo: mobileMoneyInfoSchema.nullable(),
  /** True for its instructor and admins. */
  canEdit: z.boolean(),
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
