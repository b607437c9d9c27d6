/** A quiz's questions and its basics, as every view of it (taking, result, editor) reads them. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { choices, questions, type QuizRow } from '../../db/schema/index.ts';

/**
 * A quiz's questions in order, each with its choices in order: two queries, whatever the
 * number of questions. Pass the transaction when inside one.
 */
export async function loadQuestions(db: Db, quizId: string) {
  const [questionRows, choiceRows] = await Promise.all([
    db
      .select()
      .from(questions)
      .where(eq(questions.quizId, quizId))
      .orderBy(asc(questions.order), asc(questions.createdAt), asc(questions.id)),
    db
      .select(getTableColumns(choices))
      .from(choices)
      .innerJoin(questions, eq(questions.id, choices.questionId))
      .where(eq(questions.quizId, quizId))
      .orderBy(asc(choices.order), asc(choices.id)),
  ]);
  const byQuestion = new Map<string, (typeof choiceRows)[number][]>();
  for (const c of choiceRows) {
    const list = byQuestion.get(c.questionId);
    if (list) list.push(c);
    else byQuestion.set(c.questionId, [c]);
  }
  return questionRows.map((q) => ({ ...q, choices: byQuestion.get(q.id) ?? [] }));
}

export type LoadedQuestion = Awaited<ReturnType<typeof loadQuestions>>[number];

/** What every view of a quiz shows of it (taking, result, editor). */
export function quizBasics(quiz: QuizRow) {
  const { id, courseId, title, description, passingScore, timeLimit } = quiz;
  return { id, courseId, title, description, passingScore, timeLimit };
}
