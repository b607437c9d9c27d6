/**
 * Quizzes: what a learner takes, the result, the error codes and the endpoints. The editor's
 * payloads are in quizzes-editor.ts; question types, timing and messages in quizzes-labels.ts.
 */
import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';
import {
  editableQuizSchema,
  quizCreateSchema,
  quizHeadShape,
  quizSummarySchema,
  quizUpdateSchema,
} from './quizzes-editor.ts';
import { questionTypes, quizMessages } from './quizzes-labels.ts';

const m = quizMessages;

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
  quiz: z.object(quizHeadShape),
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
const aQuiz = byId('QUIZ_NOT_FOUND');
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
    ...byId('COURSE_NOT_FOUND'),
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
    ...byId('ATTEMPT_NOT_FOUND'),
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
    ...byId('RESULT_NOT_FOUND'),
    responses: { 200: quizResultSchema },
  }),
};
