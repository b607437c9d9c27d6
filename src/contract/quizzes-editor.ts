/** What a quiz's editor sends and reads: the instructor of the course, or an admin. */
import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';
import { wholeNumber } from './fields.ts';
import { questionTypes, quizMessages } from './quizzes-labels.ts';

const m = quizMessages;

export const choiceInputSchema = z.object({
  /** Present when editing an existing choice. */
  id: idSchema.optional(),
  choiceText: z
    .string({ message: m.choiceTextRequired })
    .trim()
    .min(1, m.choiceTextRequired)
    .max(1000, m.tooLong),
  isCorrect: z.boolean().default(false),
});

export const questionInputSchema = z
  .object({
    id: idSchema.optional(),
    questionText: z
      .string({ message: m.questionTextRequired })
      .trim()
      .min(1, m.questionTextRequired)
      .max(5000, m.tooLong),
    type: z.enum(questionTypes),
    points: wholeNumber(0, 1000, m.pointsInvalid).default(1),
    explanation: z
      .string()
      .max(5000, m.tooLong)
      .transform((v) => (v.trim() ? v : null))
      .nullable()
      .optional(),
    /** In display order; the order field is derived from the position. */
    choices: z.array(choiceInputSchema).max(20),
  })
  .superRefine((q, ctx) => {
    const correct = q.choices.filter((c) => c.isCorrect).length;
    if (q.type === 'true_false' && q.choices.length !== 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: m.trueFalseTwoChoices });
    else if (q.choices.length < 2)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: m.atLeastTwoChoices });
    if (q.type === 'multiple_choice' ? correct < 1 : correct !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: q.type === 'multiple_choice' ? m.atLeastOneCorrect : m.exactlyOneCorrect,
      });
  });

const quizFields = {
  title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
  description: z
    .string()
    .max(5000, m.tooLong)
    .transform((v) => (v.trim() ? v : null))
    .nullable(),
  passingScore: wholeNumber(0, 100, m.passingScoreInvalid),
  /** Minutes; null means untimed. */
  timeLimit: wholeNumber(1, 600, m.timeLimitInvalid).nullable(),
  externalLink: z
    .string()
    .trim()
    .max(2000, m.tooLong)
    .refine((v) => v === '' || /^https?:\/\//i.test(v), m.linkInvalid)
    .transform((v) => v || null)
    .nullable(),
  isPublished: z.boolean(),
  /** The whole list, in order: existing ones keep their id; missing ones are deleted. */
  questions: z.array(questionInputSchema).max(200),
};

/** POST /api/quizzes: a quiz with its questions and choices, saved in one transaction. */
export const quizCreateSchema = z.object({
  courseId: idSchema,
  ...quizFields,
  description: quizFields.description.optional(),
  passingScore: quizFields.passingScore.default(70),
  timeLimit: quizFields.timeLimit.optional(),
  externalLink: quizFields.externalLink.optional(),
  isPublished: quizFields.isPublished.default(false),
  questions: quizFields.questions.default([]),
});
export type QuizCreate = z.input<typeof quizCreateSchema>;

/** PATCH /api/quizzes/{id}: any subset; `questions`, when given, replaces the whole list. */
export const quizUpdateSchema = z.object(quizFields).partial();
export type QuizUpdate = z.input<typeof quizUpdateSchema>;

/** What a quiz is, as its editor reads it and a result recalls it. */
export const quizHeadShape = {
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  passingScore: z.number().int(),
  timeLimit: z.number().int().nullable(),
};

/** The editor's view: everything, answers included (instructor of the course and admins only). */
export const editableQuizSchema = z.object({
  ...quizHeadShape,
  externalLink: z.string().nullable(),
  isPublished: z.boolean(),
  questions: z.array(
    z.object({
      id: z.string(),
      questionText: z.string(),
      type: z.enum(questionTypes),
      points: z.number().int(),
      order: z.number().int(),
      explanation: z.string().nullable(),
      choices: z.array(
        z.object({
          id: z.string(),
          choiceText: z.string(),
          isCorrect: z.boolean(),
          order: z.number().int(),
        }),
      ),
    }),
  ),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EditableQuiz = z.input<typeof editableQuizSchema>;

/** A course's quizzes as its editor lists them (drafts included). */
export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  isPublished: z.boolean(),
  questionCount: z.number().int(),
  timeLimit: z.number().int().nullable(),
  passingScore: z.number().int(),
});
export type QuizSummary = z.input<typeof quizSummarySchema>;
