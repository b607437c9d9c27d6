/** Quizzes: questions, choices and the students' attempts. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { questionTypes } from '../../../contract/quizzes-labels.ts';
import { id, tstz, createdAt, partOf, flag, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';
import { courseRef } from './courses.ts';

export const questionTypeEnum = pgEnum('question_type', questionTypes);

/** Quiz answers keyed by question id: one choice id, or a list of ids for multiple choice. */
export type QuizAnswers = Record<string, string | string[]>;

export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    courseId: courseRef(),
    title: text().notNull(),
    description: text(),
    /** Percent, 0..100. */
    passingScore: integer().notNull().default(70),
    /** Minutes; null means no limit. */
    timeLimit: integer(),
    externalLink: text(),
    isPublished: flag(false),
    ...timestamps,
  },
  (t) => [
    index('quizzes_course_id_idx').on(t.courseId),
    check('quizzes_passing_score_check', sql`${t.passingScore} between 0 and 100`),
    check('quizzes_time_limit_check', sql`${t.timeLimit} is null or ${t.timeLimit} >= 0`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    quizId: partOf(() => quizzes.id),
    questionText: text().notNull(),
    type: questionTypeEnum().notNull().default('single_choice'),
    points: integer().notNull().default(1),
    order: integer().notNull().default(0),
    explanation: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_quiz_id_idx').on(t.quizId, t.order),
    check('questions_points_check', sql`${t.points} >= 0`),
  ],
);

export const choices = pgTable(
  'choices',
  {
    id: id(),
    questionId: partOf(() => questions.id),
    choiceText: text().notNull(),
    isCorrect: flag(false),
    order: integer().notNull().default(0),
  },
  (t) => [index('choices_question_id_idx').on(t.questionId, t.order)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    studentId: userRef(),
    quizId: partOf(() => quizzes.id),
    score: integer().notNull().default(0),
    maxScore: integer().notNull().default(0),
    answers: jsonb()
      .$type<QuizAnswers>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isPassed: flag(false),
    /** When the timer started (the server enforces time limits from it). */
    startedAt: tstz(),
    /** Null while the attempt is open. */
    completedAt: tstz(),
    /**
     * Submitted after the time limit and its grace: only the answers saved in time were graded
     * (docs/decisions/0003-late-quiz-submissions.md).
     */
    late: flag(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('quiz_attempts_quiz_id_student_id_idx').on(t.quizId, t.studentId),
    // At most one open attempt per student and quiz: two tabs opening at once share it.
    uniqueIndex('quiz_attempts_open_unique')
      .on(t.quizId, t.studentId)
      .where(sql`${t.completedAt} is null`),
    index('quiz_attempts_student_id_idx').on(t.studentId),
    check('quiz_attempts_score_check', sql`${t.score} >= 0 and ${t.maxScore} >= 0`),
  ],
);

export type QuizRow = typeof quizzes.$inferSelect;
export type NewQuizRow = typeof quizzes.$inferInsert;
export type NewQuestionRow = typeof questions.$inferInsert;
export type NewChoiceRow = typeof choices.$inferInsert;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
