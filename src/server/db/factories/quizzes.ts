import { randomUUID } from 'node:crypto';
import {
  choices,
  questions,
  quizAttempts,
  quizzes,
  type NewChoiceRow,
  type NewQuestionRow,
  type NewQuizRow,
} from '../schema/index.ts';
import { nextNumber, rowFactory, type Executor, type RowInput } from './factory.ts';

export type ChoiceInput = Omit<RowInput<typeof choices, 'choiceText'>, 'questionId'>;
export type QuestionInput = Omit<RowInput<typeof questions, 'questionText'>, 'quizId'> & {
  choices?: ChoiceInput[];
};
export type QuizInput = RowInput<typeof quizzes, 'courseId'> & { questions?: QuestionInput[] };

const quizRows = rowFactory(quizzes, (row: NewQuizRow) => row);
const questionRows = rowFactory(questions, (row: NewQuestionRow) => row);
const choiceRows = rowFactory(choices, (row: NewChoiceRow) => row);

/**
 * Quizzes with their questions and choices, in one insert per table: the ids are made here so
 * the rows can point to each other before any is written. Questions and choices are numbered
 * in the given order, and questions are created with their quiz.
 */
export async function createQuizzes(db: Executor, inputs: QuizInput[]) {
  const rows = {
    quizzes: [] as NewQuizRow[],
    questions: [] as NewQuestionRow[],
    choices: [] as NewChoiceRow[],
  };
  for (const { questions: questionInputs = [], ...quiz } of inputs) {
    const quizId = quiz.id ?? randomUUID();
    rows.quizzes.push({ title: `Quiz ${nextNumber()}`, ...quiz, id: quizId });
    questionInputs.forEach(({ choices: choiceInputs = [], ...question }, questionIndex) => {
      const questionId = question.id ?? randomUUID();
      rows.questions.push({
        order: questionIndex + 1,
        createdAt: quiz.createdAt,
        ...question,
        id: questionId,
        quizId,
      });
      choiceInputs.forEach((choice, choiceIndex) =>
        rows.choices.push({ order: choiceIndex + 1, ...choice, questionId }),
      );
    });
  }
  return {
    quizzes: await quizRows.many(db, rows.quizzes),
    questions: await questionRows.many(db, rows.questions),
    choices: await choiceRows.many(db, rows.choices),
  };
}

/** One quiz with its questions and choices. */
export async function createQuiz(db: Executor, input: QuizInput) {
  const {
    quizzes: [quiz],
    ...rest
  } = await createQuizzes(db, [input]);
  if (!quiz) throw new Error('The insert returned no quiz');
  return { quiz, ...rest };
}

export const { one: createQuizAttempt } = rowFactory(
  quizAttempts,
  (input: RowInput<typeof quizAttempts, 'quizId' | 'studentId'>) => input,
);
