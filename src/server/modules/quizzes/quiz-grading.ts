/**
 * Pure quiz rules: answer validation, grading and the time limit. No database, no clock:
 * the service passes the questions, the answers and `now`.
 */
import type { ErrorCode } from '../../../contract/errors.ts';
import {
  QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS,
  QUIZ_SUBMIT_GRACE_SECONDS,
  quizMessages,
  type QuestionType,
} from '../../../contract/quizzes-labels.ts';
import type { QuizAnswers } from '../../../contract/quizzes.ts';

export interface GradingChoice {
  id: string;
  isCorrect: boolean;
}

export interface GradingQuestion {
  id: string;
  type: QuestionType;
  points: number;
  choices: readonly GradingChoice[];
}

export type AnswerValue = string | readonly string[];

/** The choice ids an answer names, without duplicates; none for a missing or empty answer. */
export function chosenIds(answer: AnswerValue | undefined | null): string[] {
  if (answer === undefined || answer === null) return [];
  if (typeof answer === 'string') return answer ? [answer] : [];
  return [...new Set(answer.filter((id) => typeof id === 'string' && id))];
}

/** Whether an answer gives nothing ('' and [] count as no answer). */
export function isUnanswered(answer: AnswerValue | undefined | null): boolean {
  return chosenIds(answer).length === 0;
}

/**
 * Single choice and true/false: right when the one chosen choice is correct. Multiple choice:
 * right only when the chosen set is exactly the set of correct choices.
 */
export function isAnswerCorrect(
  question: GradingQuestion,
  answer: AnswerValue | undefined | null,
): boolean {
  const chosen = chosenIds(answer);
  if (chosen.length === 0) return false;
  const correct = new Set(question.choices.filter((c) => c.isCorrect).map((c) => c.id));
  if (question.type !== 'multiple_choice') {
    return typeof answer === 'string' && correct.has(answer);
  }
  return chosen.length === correct.size && chosen.every((id) => correct.has(id));
}

/** round(100 × score ÷ maxScore), 0 when maxScore is 0 (halves round up: 69.5 → 70). */
export function percentOf(score: number, maxScore: number): number {
  return maxScore > 0 ? Math.round((100 * score) / maxScore) : 0;
}

export interface Grade {
  score: number;
  maxScore: number;
  percent: number;
  isPassed: boolean;
  /** Question id → answered right. */
  correct: Map<string, boolean>;
}

/** Score = points of the right answers; maxScore = all points; passed when percent ≥ passingScore. */
export function gradeQuiz(
  questions: readonly GradingQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
  passingScore: number,
): Grade {
  let score = 0;
  let maxScore = 0;
  const correct = new Map<string, boolean>();
  for (const question of questions) {
    const right = isAnswerCorrect(question, answers[question.id]);
    correct.set(question.id, right);
    maxScore += question.points;
    if (right) score += question.points;
  }
  const percent = percentOf(score, maxScore);
  return { score, maxScore, percent, isPassed: percent >= passingScore, correct };
}

// ---------------------------------------------------------------------------
// Validation of submitted answers
// ---------------------------------------------------------------------------

export type AnswerProblem =
  'unknownQuestion' | 'foreignChoice' | 'oneChoiceExpected' | 'listExpected' | 'unanswered';

/** Stable error codes, one per problem. */
export const answerProblemCodes: Record<AnswerProblem, ErrorCode> = {
  unknownQuestion: 'QUIZ_UNKNOWN_QUESTION',
  foreignChoice: 'QUIZ_FOREIGN_CHOICE',
  oneChoiceExpected: 'QUIZ_ONE_CHOICE_EXPECTED',
  listExpected: 'QUIZ_LIST_EXPECTED',
  unanswered: 'QUIZ_UNANSWERED',
};

/** The order in which problems are reported as the error's main message. */
const problemPriority: AnswerProblem[] = [
  'unknownQuestion',
  'foreignChoice',
  'oneChoiceExpected',
  'listExpected',
  'unanswered',
];

export interface AnswersCheck {
  /** The most important problem, null when the answers are acceptable. */
  problem: AnswerProblem | null;
  /** `answers.<questionId>` → French message, for every problem found. */
  fields: Record<string, string>;
}

/**
 * Checks answers against the quiz: every key must be a question of the quiz; a single-choice
 * or true/false answer is one id, a multiple-choice answer a list; every id must be a choice
 * of its question. With `requireAll`, every question must be answered ('' and [] are no answer).
 */
export function checkAnswers(
  questions: readonly GradingQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
  options: { requireAll: boolean },
): AnswersCheck {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const found = new Map<string, AnswerProblem>();
  for (const [questionId, answer] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) {
      found.set(questionId, 'unknownQuestion');
      continue;
    }
    if (isUnanswered(answer)) continue;
    if (question.type === 'multiple_choice' ? typeof answer === 'string' : Array.isArray(answer)) {
      found.set(
        questionId,
        question.type === 'multiple_choice' ? 'listExpected' : 'oneChoiceExpected',
      );
      continue;
    }
    const own = new Set(question.choices.map((c) => c.id));
    if (chosenIds(answer).some((id) => !own.has(id))) found.set(questionId, 'foreignChoice');
  }
  if (options.requireAll) {
    for (const question of questions) {
      if (!found.has(question.id) && isUnanswered(answers[question.id]))
        found.set(question.id, 'unanswered');
    }
  }
  const fields: Record<string, string> = {};
  for (const [questionId, problem] of found)
    fields[`answers.${questionId}`] = quizMessages[problem];
  const problem = problemPriority.find((p) => [...found.values()].includes(p)) ?? null;
  return { problem, fields };
}

/** Keeps the given answers in their stored shape, without empty ones. */
export function normalizeAnswers(answers: Readonly<Record<string, AnswerValue>>): QuizAnswers {
  const kept: QuizAnswers = {};
  for (const [questionId, answer] of Object.entries(answers)) {
    if (isUnanswered(answer)) continue;
    kept[questionId] = typeof answer === 'string' ? answer : chosenIds(answer);
  }
  return kept;
}

// ---------------------------------------------------------------------------
// Time limit (docs/decisions/0003-late-quiz-submissions.md)
// ---------------------------------------------------------------------------

export interface AttemptClock {
  startedAt: Date;
  /** Minutes; null when untimed. */
  timeLimit: number | null;
}

/** startedAt + timeLimit minutes; null when untimed. */
export function deadlineOf({ startedAt, timeLimit }: AttemptClock): Date | null {
  return timeLimit === null ? null : new Date(startedAt.getTime() + timeLimit * 60_000);
}

/** Whole seconds left before the deadline (never negative); null when untimed. */
export function remainingSeconds(clock: AttemptClock, now: Date): number | null {
  const deadline = deadlineOf(clock);
  if (!deadline) return null;
  return Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
}

/**
 * - `open`: before the limit; every question must be answered.
 * - `limit`: the limit is reached (from a few seconds before it, to its grace): graded in
 *   full, unanswered questions count as wrong.
 * - `late`: after the grace: only the answers saved before the end of the grace are graded.
 */
export type SubmissionTiming = 'open' | 'limit' | 'late';

export function submissionTiming(clock: AttemptClock, now: Date): SubmissionTiming {
  const deadline = deadlineOf(clock);
  if (!deadline) return 'open';
  const t = now.getTime();
  if (t > deadline.getTime() + QUIZ_SUBMIT_GRACE_SECONDS * 1000) return 'late';
  if (t >= deadline.getTime() - QUIZ_AUTO_SUBMIT_TOLERANCE_SECONDS * 1000) return 'limit';
  return 'open';
}

/** Progress may be saved until the end of the grace. */
export function canSaveAnswers(clock: AttemptClock, now: Date): boolean {
  return submissionTiming(clock, now) !== 'late';
}
