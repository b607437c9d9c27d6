import type { QuizAnswers, TakingQuiz } from '@contract/quizzes';
import { QUIZ_ANSWERS_PREFIX } from '@client/lib/offline-caches';

type TakingQuestion = TakingQuiz['questions'][number];

/**
 * Answers while a quiz is taken. A multiple-choice answer may be an empty list: the student
 * unticked everything, which must win over an older answer when answers are merged.
 */
const storageKey = (attemptId: string) => `${QUIZ_ANSWERS_PREFIX}${attemptId}`;

function readStored(attemptId: string): QuizAnswers {
  try {
    const raw = localStorage.getItem(storageKey(attemptId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as QuizAnswers)
      : {};
  } catch {
    return {};
  }
}

/** Keeps the answers on the phone (restored after a reload or a closed app, even offline). */
export function storeAnswers(attemptId: string, answers: QuizAnswers): void {
  try {
    localStorage.setItem(storageKey(attemptId), JSON.stringify(answers));
  } catch {
    /* storage full or unavailable: the server copy remains */
  }
}

export function forgetAnswers(attemptId: string): void {
  try {
    localStorage.removeItem(storageKey(attemptId));
  } catch {
    /* unavailable storage: nothing to forget */
  }
}

/** Keeps only answers to the quiz's questions with its own choices, in the expected shape. */
function sanitize(answers: QuizAnswers, questions: readonly TakingQuestion[]): QuizAnswers {
  const clean: QuizAnswers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (value === undefined) continue;
    const given = new Set(Array.isArray(value) ? value : [value]);
    const ids = question.choices.filter((c) => given.has(c.id)).map((c) => c.id);
    if (question.type === 'multiple_choice') clean[question.id] = ids;
    else if (ids[0]) clean[question.id] = ids[0];
  }
  return clean;
}

/** The server's saved answers, overridden by the newer ones kept on the phone. */
export function restoreAnswers(
  attemptId: string,
  saved: QuizAnswers,
  questions: readonly TakingQuestion[],
): QuizAnswers {
  return sanitize({ ...saved, ...readStored(attemptId) }, questions);
}

export function isAnswered(value: QuizAnswers[string] | undefined): boolean {
  return Array.isArray(value) ? value.length > 0 : !!value;
}

/** What is sent to the server: unanswered questions left out. */
export function answersPayload(answers: QuizAnswers): QuizAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => isAnswered(value)));
}

/** The answer after a choice is ticked or unticked. */
export function nextAnswer(
  question: TakingQuestion,
  current: QuizAnswers[string] | undefined,
  choiceId: string,
  checked: boolean,
): QuizAnswers[string] {
  if (question.type !== 'multiple_choice') return choiceId;
  const chosen = new Set(Array.isArray(current) ? current : current ? [current] : []);
  if (checked) chosen.add(choiceId);
  else chosen.delete(choiceId);
  return question.choices.filter((c) => chosen.has(c.id)).map((c) => c.id);
}

/** Seconds as mm:ss (minutes keep counting past 59). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
