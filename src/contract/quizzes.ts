import { z } from 'zod';
import { idParams, idSchema, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';

export const questionTypes = ['single_choice', 'multiple_choice', 'true_false'] as const;
export type QuestionType = (typeof questionTypes)[number];

/** Seconds after the time limit during which a submission still counts in full (network delay). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 10;
/**
 * From this many seconds before the time limit, a submission may leave questions unanswered
 * (they count as wrong): the automatic submission at zero sends what was answered, and the
 * browser's clock may run a little ahead of the server's.
 */
export const QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS = 5;

export const quizMessages = {
  notFound: 'Quiz non trouvé',
  resultNotFound: 'Résultat non trouvé',
  attemptNotFound: 'Tentative non trouvée',
  submitFailed: 'Impossible de soumettre le quiz',
  notEnrolled: 'Inscrivez-vous au cours pour passer ce quiz',
  notStarted: 'Ouvrez le quiz avant de le soumettre',
  alreadySubmitted: 'Ce quiz a déjà été soumis',
  timeUp: 'Temps écoulé',
  unanswered: 'Répondez à toutes les questions avant de soumettre',
  unknownQuestion: "Cette question n'appartient pas au quiz",
  foreignChoice: "Ce choix n'appartient pas à la question",
  oneChoiceExpected: 'Une seule réponse est attendue',
  listExpected: 'Une liste de réponses est attendue',
  // Editor
  titleRequired: 'Le titre est requis',
  questionTextRequired: "L'énoncé de la question est requis",
  choiceTextRequired: 'Le texte du choix est requis',
  passingScoreInvalid: 'Le score minimum doit être compris entre 0 et 100',
  timeLimitInvalid: 'La durée doit être un nombre entier de minutes positif',
  pointsInvalid: 'Les points doivent être un nombre entier positif ou nul',
  linkInvalid: 'Le lien doit commencer par http:// ou https://',
  exactlyOneCorrect: 'Cette question doit avoir exactement une bonne réponse',
  atLeastOneCorrect: 'Cette question doit avoir au moins une bonne réponse',
  trueFalseTwoChoices: 'Une question vrai/faux a exactement deux choix',
  atLeastTwoChoices: 'Une question a au moins deux choix',
  forbidden: 'Vous ne pouvez modifier que les quiz de vos propres cours',
  tooLong: 'Texte trop long',
} as const;

const m = quizMessages;

// ---------------------------------------------------------------------------
// Editor payloads (instructor of the course, or admin)
// ---------------------------------------------------------------------------

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
    points: z
      .number({ message: m.pointsInvalid })
      .int(m.pointsInvalid)
      .min(0, m.pointsInvalid)
      .max(1000, m.pointsInvalid)
      .default(1),
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
  passingScore: z
    .number({ message: m.passingScoreInvalid })
    .int(m.passingScoreInvalid)
    .min(0, m.passingScoreInvalid)
    .max(100, m.passingScoreInvalid),
  /** Minutes; null means untimed. */
  timeLimit: z
    .number({ message: m.timeLimitInvalid })
    .int(m.timeLimitInvalid)
    .min(1, m.timeLimitInvalid)
    .max(600, m.timeLimitInvalid)
    .nullable(),
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

/** The editor's view: everything, answers included (instructor of the course and admins only). */
export const editableQuizSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  passingScore: z.number().int(),
  timeLimit: z.number().int().nullable(),
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

// ---------------------------------------------------------------------------
// Taking a quiz: never isCorrect nor explanation
// ---------------------------------------------------------------------------

export const takingChoiceSchema = z.object({ id: z.string(), choiceText: z.string() });
export const takingQuestionSchema = z.object({
  id: z.string(),
  questionText: z.string(),
  type: z.enum(questionTypes),
  points: z.number().int(),
  order: z.number().int(),
  choices: z.array(takingChoiceSchema),
});

/** Answers keyed by question id: one choice id, or a list of ids for multiple choice. */
export const quizAnswersSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

/** GET /api/quizzes/{id}. */
export const takingQuizSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  passingScore: z.number().int(),
  /** Minutes; null when untimed. */
  timeLimit: z.number().int().nullable(),
  externalLink: z.string().nullable(),
  /** The caller's completed attempts. */
  attemptCount: z.number().int(),
  questionCount: z.number().int(),
  /** An editor's look at the quiz: every question, no attempt, no clock. */
  preview: z.boolean(),
  /** Empty for a learner until an attempt is open, so no one reads them off the clock. */
  questions: z.array(takingQuestionSchema),
  /**
   * The caller's open attempt, started by POST /api/quizzes/{id}/attempts; null before that and
   * for a preview. `remainingSeconds` comes from the server's clock (null: untimed).
   */
  attempt: z
    .object({
      id: z.string(),
      startedAt: isoDateTime,
      remainingSeconds: z.number().int().nullable(),
      /** Answers saved so far (a reload keeps them). */
      answers: quizAnswersSchema,
    })
    .nullable(),
});
export type TakingQuiz = z.input<typeof takingQuizSchema>;

/** PUT /api/quiz-attempts/{attemptId}/answers: progress saved while taking (refused after the time limit). */
export const saveAnswersSchema = z.object({ answers: quizAnswersSchema });
/** Answer of the progress save: the server's remaining time, to keep the countdown in step. */
export const saveAnswersResultSchema = z.object({ remainingSeconds: z.number().int().nullable() });

/** POST /api/quizzes/{id}/submit. */
export const submitQuizSchema = z.object({ answers: quizAnswersSchema });
export const submitResultSchema = z.object({ attemptId: z.string() });

// ---------------------------------------------------------------------------
// Result
// ---------------------------------------------------------------------------

/** GET /api/quiz-attempts/{attemptId}: the student who made it, the course's instructor, admins. */
export const quizResultSchema = z.object({
  id: z.string(),
  quizId: z.string(),
  studentId: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  /** round(100 × score ÷ maxScore); 0 when maxScore is 0. */
  percent: z.number().int(),
  isPassed: z.boolean(),
  /** True when submitted after the time limit: only answers saved in time were graded. */
  late: z.boolean(),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime,
  quiz: z.object({
    id: z.string(),
    courseId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    passingScore: z.number().int(),
    timeLimit: z.number().int().nullable(),
  }),
  review: z.array(
    z.object({
      questionId: z.string(),
      questionText: z.string(),
      type: z.enum(questionTypes),
      points: z.number().int(),
      explanation: z.string().nullable(),
      choices: z.array(
        z.object({ id: z.string(), choiceText: z.string(), isCorrect: z.boolean() }),
      ),
      /** The choice ids the student gave (empty when unanswered). */
      answer: z.array(z.string()),
      isCorrect: z.boolean(),
    }),
  ),
  stats: z.object({
    correct: z.number().int(),
    wrong: z.number().int(),
    total: z.number().int(),
    /** The student's completed attempts at this quiz. */
    attempts: z.number().int(),
  }),
  /**
   * The student's certificate for the course when this passed attempt earned it (it completed
   * the course): the result page says so and links to it. Null otherwise.
   */
  certificate: z.object({ certificateNumber: z.string() }).nullable(),
});
export type QuizResult = z.input<typeof quizResultSchema>;

export const quizErrors = defineErrors({
  QUIZ_NOT_FOUND: { status: 404, message: m.notFound },
  RESULT_NOT_FOUND: { status: 404, message: m.resultNotFound },
  ATTEMPT_NOT_FOUND: { status: 404, message: m.attemptNotFound },
  NOT_ENROLLED: { status: 403, message: m.notEnrolled },
  NOT_QUIZ_AUTHOR: { status: 403, message: m.forbidden },
  QUIZ_NOT_STARTED: { status: 409, message: m.notStarted },
  QUIZ_ALREADY_SUBMITTED: { status: 409, message: m.alreadySubmitted },
  QUIZ_TIME_UP: { status: 409, message: m.timeUp },
  QUIZ_UNANSWERED: { status: 400, message: m.unanswered },
  QUIZ_UNKNOWN_QUESTION: { status: 400, message: m.unknownQuestion },
  QUIZ_FOREIGN_CHOICE: { status: 400, message: m.foreignChoice },
  QUIZ_ONE_CHOICE_EXPECTED: { status: 400, message: m.oneChoiceExpected },
  QUIZ_LIST_EXPECTED: { status: 400, message: m.listExpected },
});

const authors = ['instructor', 'admin'] as const;
const tag = 'Quiz';
const answerErrors = [
  'QUIZ_UNANSWERED',
  'QUIZ_UNKNOWN_QUESTION',
  'QUIZ_FOREIGN_CHOICE',
  'QUIZ_ONE_CHOICE_EXPECTED',
  'QUIZ_LIST_EXPECTED',
] as const;
/** The path names one quiz by its id. */
const aQuiz = { params: idParams, notFound: 'QUIZ_NOT_FOUND' } as const;
const authorApi = endpointGroup({
  tag,
  access: authors,
  forbidden: 'NOT_QUIZ_AUTHOR',
  // The quiz's course belongs to another instructor.
  errors: ['NOT_COURSE_OWNER'],
});
const { signedInApi } = endpointGroups(tag);
export const quizEndpoints = {
  editorList: endpoint.get(authorApi, '/api/courses/{id}/quiz-editor', {
    summary: "Les quiz d'un cours, brouillons compris, pour son éditeur",
    params: idParams,
    notFound: 'COURSE_NOT_FOUND',
    responses: { 200: z.array(quizSummarySchema) },
  }),
  editorGet: endpoint.get(authorApi, '/api/quizzes/{id}/edit', {
    summary: 'Un quiz avec ses réponses, pour son éditeur',
    ...aQuiz,
    responses: { 200: editableQuizSchema },
  }),
  create: endpoint.post(authorApi, '/api/quizzes', {
    summary: "Créer un quiz dans l'un de ses cours",
    body: quizCreateSchema,
    responses: { 201: editableQuizSchema },
    errors: ['COURSE_NOT_FOUND', 'QUIZ_UNKNOWN_QUESTION', 'QUIZ_FOREIGN_CHOICE'],
  }),
  update: endpoint.patch(authorApi, '/api/quizzes/{id}', {
    summary: 'Modifier un quiz et ses questions',
    ...aQuiz,
    body: quizUpdateSchema,
    responses: { 200: editableQuizSchema },
    errors: ['QUIZ_UNKNOWN_QUESTION', 'QUIZ_FOREIGN_CHOICE'],
  }),
  remove: endpoint.delete(authorApi, '/api/quizzes/{id}', {
    summary: 'Supprimer un quiz',
    ...aQuiz,
    responses: { 204: null },
  }),
  take: endpoint.get(signedInApi, '/api/quizzes/{id}', {
    summary: 'Un quiz à passer, sans ses réponses, avec la tentative déjà ouverte (sans en ouvrir)',
    ...aQuiz,
    responses: { 200: takingQuizSchema },
    errors: ['NOT_ENROLLED'],
  }),
  start: endpoint.post(signedInApi, '/api/quizzes/{id}/attempts', {
    summary: 'Commencer une tentative (le minuteur part) ou reprendre celle qui est ouverte',
    ...aQuiz,
    responses: {
      201: takingQuizSchema,
      200: takingQuizSchema,
    },
    errors: ['NOT_ENROLLED'],
  }),
  saveAnswers: endpoint.put(signedInApi, '/api/quiz-attempts/{id}/answers', {
    summary: 'Enregistrer les réponses en cours de tentative',
    params: idParams,
    notFound: 'ATTEMPT_NOT_FOUND',
    body: saveAnswersSchema,
    responses: { 200: saveAnswersResultSchema },
    errors: ['QUIZ_TIME_UP', 'QUIZ_ALREADY_SUBMITTED', ...answerErrors],
  }),
  submit: endpoint.post(signedInApi, '/api/quizzes/{id}/submit', {
    summary: 'Soumettre la tentative en cours (corrigée par le serveur)',
    ...aQuiz,
    body: submitQuizSchema,
    responses: { 200: submitResultSchema },
    errors: ['NOT_ENROLLED', 'QUIZ_NOT_STARTED', 'QUIZ_ALREADY_SUBMITTED', ...answerErrors],
  }),
  result: endpoint.get(signedInApi, '/api/quiz-attempts/{id}', {
    summary: "Le résultat d'une tentative, avec les bonnes réponses et les explications",
    params: idParams,
    notFound: 'RESULT_NOT_FOUND',
    responses: { 200: quizResultSchema },
  }),
};
