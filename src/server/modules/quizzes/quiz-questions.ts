/** A quiz's questions and its basics, as every view of it (taking, result, editor) reads them. */
import { asc, eq, getTableColumns } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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

/** Versions of quizzes kept at once: every quiz being taken on a busy day, and then some. */
const KEPT_QUIZ_VERSIONS = 500;

/**
 * `loadQuestions`, kept in memory per version of a quiz: an exam's thousands of starts, saves
 * and submissions read its questions once per process rather than twice a request. The quiz's
 * `updatedAt` names the version: the editor changes questions only with it (quiz-editor.service.ts
 * sets it on every save), so a saved change is never graded with the old questions, on any
 * instance, without telling the others. What it answers is shared: never change it.
 */
export function createQuestionCache() {
  const kept = new LRUCache<string, Promise<readonly LoadedQuestion[]>>({
    max: KEPT_QUIZ_VERSIONS,
  });
  return (db: Db, quiz: Pick<QuizRow, 'id' | 'updatedAt'>): Promise<readonly LoadedQuestion[]> => {
    const key = `${quiz.id}@${quiz.updatedAt.getTime()}`;
    let questions = kept.get(key);
    if (!questions) {
      // Concurrent first readers share one load; a failed one is not kept.
      questions = loadQuestions(db, quiz.id);
      kept.set(key, questions);
      questions.catch(() => kept.delete(key));
    }
    return questions;
  };
}

/** What every view of a quiz shows of it (taking, result, editor). */
export function quizBasics(quiz: QuizRow) {
  const { id, courseId, title, description, passingScore, timeLimit } = quiz;
  return { id, courseId, title, description, passingScore, timeLimit };
}
