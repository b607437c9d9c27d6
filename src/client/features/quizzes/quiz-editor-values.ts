import type { z } from 'zod';
import type { EditableQuiz, quizUpdateSchema } from '@contract/quizzes-editor';
import type { QuestionType } from '@contract/quizzes-labels';

/** What the quiz form holds: every field present, text fields as strings. */
export interface ChoiceFormValues {
  /** Present for a saved choice: the server keeps it (and its place in past answers). */
  id?: string;
  choiceText: string;
  isCorrect: boolean;
}

export interface QuestionFormValues {
  id?: string;
  questionText: string;
  type: QuestionType;
  points: number;
  explanation: string;
  choices: ChoiceFormValues[];
}

export interface QuizFormValues {
  /** Sent only when creating. */
  courseId: string;
  title: string;
  description: string;
  passingScore: number;
  /** Minutes; null when left empty (untimed). */
  timeLimit: number | null;
  externalLink: string;
  isPublished: boolean;
  questions: QuestionFormValues[];
}

/** What is sent: POST /api/quizzes (with courseId) or PATCH /api/quizzes/{id} (without). */
export type QuizPayload = z.output<typeof quizUpdateSchema> & { courseId?: string };

export const questionTypeLabels: Record<QuestionType, string> = {
  single_choice: 'Choix unique',
  multiple_choice: 'Choix multiple',
  true_false: 'Vrai ou faux',
};

export const TRUE_FALSE_TEXTS = ['Vrai', 'Faux'] as const;

export function newQuestion(): QuestionFormValues {
  return {
    questionText: '',
    type: 'single_choice',
    points: 1,
    explanation: '',
    choices: [
      { choiceText: '', isCorrect: false },
      { choiceText: '', isCorrect: false },
    ],
  };
}

export function quizFormDefaults(courseId: string, quiz?: EditableQuiz): QuizFormValues {
  const questions = [...(quiz?.questions ?? [])].sort((a, b) => a.order - b.order);
  return {
    courseId,
    title: quiz?.title ?? '',
    description: quiz?.description ?? '',
    passingScore: quiz?.passingScore ?? 70,
    timeLimit: quiz?.timeLimit ?? null,
    externalLink: quiz?.externalLink ?? '',
    isPublished: quiz?.isPublished ?? false,
    questions: questions.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      type: q.type,
      points: q.points,
      explanation: q.explanation ?? '',
      choices: [...q.choices]
        .sort((a, b) => a.order - b.order)
        .map((c) => ({ id: c.id, choiceText: c.choiceText, isCorrect: c.isCorrect })),
    })),
  };
}

const FORM_FIELD =
  /^(title|description|passingScore|timeLimit|externalLink|isPublished|questions\.\d+(\.(questionText|type|points|explanation|choices(\.\d+\.(choiceText|isCorrect))?))?)$/;

/**
 * The form field where a server `fields` entry is shown (e.g. "questions.2.choices"), or null.
 * An unknown question or choice id is shown on its text, the only thing the author sees of it.
 */
export function formFieldOf(serverField: string): string | null {
  const name = serverField
    .replace(/^(questions\.\d+\.choices\.\d+)\.id$/, '$1.choiceText')
    .replace(/^(questions\.\d+)\.id$/, '$1.questionText');
  return FORM_FIELD.test(name) ? name : null;
}
