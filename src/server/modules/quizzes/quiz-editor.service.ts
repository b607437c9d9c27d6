import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  questionInputSchema,
  quizCreateSchema,
  quizUpdateSchema,
} from '../../../contract/quizzes-editor.ts';
import { quizMessages } from '../../../contract/quizzes-labels.ts';
import type { Db } from '../../db/client.ts';
import { choices, courses, questions, quizzes, type QuizRow } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { qualified } from '../../lib/sql-columns.ts';
import type { SessionUser } from '../auth/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow } from '../../policies/load-row.ts';
import { isAdmin } from '../../policies/roles.ts';
import { loadEditableCourse } from '../courses/index.ts';
import { loadQuestions, quizBasics } from './quiz-questions.ts';

/** Someone else's course: the quiz editor's own words for the refusal. */
const notOwner = {
  forbidden: 'NOT_COURSE_OWNER',
  forbiddenMessage: quizMessages.forbidden,
} as const;

interface QuestionWrite {
  id: string;
  quizId: string;
  questionText: string;
  type: z.output<typeof questionInputSchema>['type'];
  points: number;
  order: number;
  explanation: string | null;
}
interface ChoiceWrite {
  id: string;
  questionId: string;
  choiceText: string;
  isCorrect: boolean;
  order: number;
}

/** The editor's view of a quiz: everything, answers included. */
async function editableQuiz(db: Db, quiz: QuizRow) {
  const list = await loadQuestions(db, quiz.id);
  return {
    ...quizBasics(quiz),
    externalLink: quiz.externalLink,
    isPublished: quiz.isPublished,
    questions: list.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      type: q.type,
      points: q.points,
      order: q.order,
      explanation: q.explanation,
      choices: q.choices.map((c) => ({
        id: c.id,
        choiceText: c.choiceText,
        isCorrect: c.isCorrect,
        order: c.order,
      })),
    })),
    createdAt: quiz.createdAt,
    updatedAt: quiz.updatedAt,
  };
}

/**
 * Writes the whole question list of a quiz in a constant number of statements. Questions and
 * choices with an id of this quiz are updated in place (old attempts' answers keep naming them),
 * those without one are inserted, the others deleted; the order is the position (from 1).
 * Ids that belong elsewhere answer 400 before anything is written.
 */
async function replaceQuestions(
  tx: Db,
  quizId: string,
  input: z.output<typeof questionInputSchema>[],
  isNew: boolean,
) {
  const existing = isNew
    ? []
    : await tx
        .select({ id: choices.id, questionId: questions.id })
        .from(questions)
        .leftJoin(choices, eq(choices.questionId, questions.id))
        .where(eq(questions.quizId, quizId));
  const questionIds = new Set(existing.map((r) => r.questionId));
  const choiceOwner = new Map(existing.filter((r) => r.id).map((r) => [r.id!, r.questionId]));

  const fields: Record<string, string> = {};
  const seenQuestions = new Set<string>();
  const seenChoices = new Set<string>();
  const updates: QuestionWrite[] = [];
  const inserts: QuestionWrite[] = [];
  const choiceUpdates: ChoiceWrite[] = [];
  const choiceInserts: ChoiceWrite[] = [];

  input.forEach((q, qi) => {
    const badQuestion = q.id !== undefined && (!questionIds.has(q.id) || seenQuestions.has(q.id));
    // The question's own error says it all: its choices are not reported again.
    if (badQuestion) fields[`questions.${qi}.id`] = quizMessages.unknownQuestion;
    if (q.id !== undefined) seenQuestions.add(q.id);
    const write: QuestionWrite = {
      id: q.id ?? randomUUID(),
      quizId,
      questionText: q.questionText,
      type: q.type,
      points: q.points,
      order: qi + 1,
      explanation: q.explanation ?? null,
    };
    (q.id === undefined ? inserts : updates).push(write);
    q.choices.forEach((c, ci) => {
      if (
        !badQuestion &&
        c.id !== undefined &&
        (q.id === undefined || choiceOwner.get(c.id) !== q.id || seenChoices.has(c.id))
      )
        fields[`questions.${qi}.choices.${ci}.id`] = quizMessages.foreignChoice;
      if (c.id !== undefined) seenChoices.add(c.id);
      (c.id === undefined ? choiceInserts : choiceUpdates).push({
        id: c.id ?? randomUUID(),
        questionId: write.id,
        choiceText: c.choiceText,
        isCorrect: c.isCorrect,
        order: ci + 1,
      });
    });
  });
  const messages = Object.values(fields);
  if (messages.length) {
    const unknown = messages.includes(quizMessages.unknownQuestion);
    throw appError(unknown ? 'QUIZ_UNKNOWN_QUESTION' : 'QUIZ_FOREIGN_CHOICE', {
      message: messages[0],
      fields,
    });
  }

  const keptQuestions = updates.map((q) => q.id);
  if (!isNew) {
    await tx
      .delete(questions)
      .where(and(eq(questions.quizId, quizId), notInArray(questions.id, keptQuestions)));
  }
  if (keptQuestions.length) {
    await tx.delete(choices).where(
      and(
        inArray(choices.questionId, keptQuestions),
        notInArray(
          choices.id,
          choiceUpdates.map((c) => c.id),
        ),
      ),
    );
    const rows = sql.join(
      updates.map(
        (q) =>
          sql`(${q.id}::uuid, ${q.questionText}::text, ${q.type}::question_type, ${q.points}::int, ${q.order}::int, ${q.explanation}::text)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${questions} set
        question_text = v.question_text, type = v.type, points = v.points,
        "order" = v.position, explanation = v.explanation
      from (values ${rows}) as v(id, question_text, type, points, position, explanation)
      where ${qualified(questions.id)} = v.id and ${qualified(questions.quizId)} = ${quizId}`);
  }
  if (inserts.length) await tx.insert(questions).values(inserts);
  if (choiceUpdates.length) {
    const rows = sql.join(
      choiceUpdates.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.choiceText}::text, ${c.isCorrect}::boolean, ${c.order}::int)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${choices} set
        choice_text = v.choice_text, is_correct = v.is_correct, "order" = v.position
      from (values ${rows}) as v(id, choice_text, is_correct, position)
      where ${qualified(choices.id)} = v.id`);
  }
  if (choiceInserts.length) await tx.insert(choices).values(choiceInserts);
}

export function createQuizEditorService(db: Db) {
  const ownedCourse = (tx: Db, user: SessionUser, courseId: string) =>
    loadEditableCourse(tx, user, courseId, notOwner);

  /** The quiz the caller may change: 404 when missing, 403 when of someone else's course. */
  async function ownedQuiz(tx: Db, user: SessionUser, quizId: string, lock = false) {
    const row = await loadRow(
      tx
        .select({ quiz: quizzes, instructorId: courses.instructorId })
        .from(quizzes)
        .innerJoin(courses, eq(courses.id, quizzes.courseId))
        .where(eq(quizzes.id, quizId)),
      {
        notFound: 'QUIZ_NOT_FOUND',
        allow: (r) => coursePolicy.canEdit(user, r),
        ...notOwner,
        lock: lock && { of: quizzes },
      },
    );
    return row.quiz;
  }

  return {
    /** GET /api/courses/{id}/quiz-editor: every quiz of the course, drafts included. */
    async list(user: SessionUser, courseId: string) {
      const course = await ownedCourse(db, user, courseId);
      return db
        .select({
          id: quizzes.id,
          title: quizzes.title,
          isPublished: quizzes.isPublished,
          questionCount: sql<number>`(select count(*)::int from ${questions}
            where ${questions.quizId} = ${qualified(quizzes.id)})`.mapWith(Number),
          timeLimit: quizzes.timeLimit,
          passingScore: quizzes.passingScore,
        })
        .from(quizzes)
        .where(eq(quizzes.courseId, course.id))
        .orderBy(asc(quizzes.createdAt), asc(quizzes.id));
    },

    async get(user: SessionUser, quizId: string) {
      return editableQuiz(db, await ownedQuiz(db, user, quizId));
    },

    /** The quiz, its questions and choices, in one transaction. */
    async create(user: SessionUser, input: z.output<typeof quizCreateSchema>) {
      return db.transaction(async (tx) => {
        const course = await ownedCourse(tx, user, input.courseId);
        const [quiz] = await tx
          .insert(quizzes)
          .values({
            courseId: course.id,
            title: input.title,
            description: input.description ?? null,
            passingScore: input.passingScore,
            timeLimit: input.timeLimit ?? null,
            externalLink: input.externalLink ?? null,
            isPublished: input.isPublished,
          })
          .returning();
        await replaceQuestions(tx, quiz!.id, input.questions, true);
        return editableQuiz(tx, quiz!);
      });
    },

    /** Any subset of the fields; `questions`, when given, replaces the list. All or nothing. */
    async update(user: SessionUser, quizId: string, input: z.output<typeof quizUpdateSchema>) {
      return db.transaction(async (tx) => {
        // Locked, so that two editors saving at once apply one after the other.
        const current = await ownedQuiz(tx, user, quizId, true);
        const { questions: questionInput, ...fields } = input;
        const changes = Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        );
        const [quiz] = await tx
          .update(quizzes)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(quizzes.id, current.id))
          .returning();
        if (questionInput) await replaceQuestions(tx, current.id, questionInput, false);
        return editableQuiz(tx, quiz!);
      });
    },

    /** Questions, choices and attempts go with it (ON DELETE CASCADE). */
    /** An admin's deletion (of someone else's quiz) writes an audit line. */
    async remove(user: SessionUser, quizId: string) {
      const quiz = await ownedQuiz(db, user, quizId);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(quizzes)
          .where(eq(quizzes.id, quiz.id))
          .returning({ title: quizzes.title, courseId: quizzes.courseId });
        if (gone && isAdmin(user))
          await recordAudit(tx, user, {
            action: 'quiz.delete',
            entity: 'quizzes',
            entityId: quiz.id,
            before: gone,
          });
      });
    },
  };
}

export type QuizEditorService = ReturnType<typeof createQuizEditorService>;
