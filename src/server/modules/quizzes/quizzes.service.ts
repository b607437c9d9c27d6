import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { QuizAnswers } from '../../../contract/quizzes.ts';
import type { Db } from '../../db/client.ts';
import {
  courses,
  enrollments,
  questions,
  quizAttempts,
  quizzes,
  type QuizAttemptRow,
  type QuizRow,
} from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { loadRow } from '../../policies/load-row.ts';
import * as attemptPolicy from '../../policies/quiz-attempt.ts';
import { placeholder, qualified } from '../../lib/sql-columns.ts';
import type { SessionUser } from '../auth/index.ts';
import type { CertificationsService } from '../certifications/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import {
  answerProblemCodes,
  canSaveAnswers,
  checkAnswers,
  gradeQuiz,
  normalizeAnswers,
  remainingSeconds,
  submissionTiming,
  type AttemptClock,
} from './quiz-grading.ts';
import { createQuestionCache, quizBasics } from './quiz-questions.ts';
import { attemptResult } from './quiz-result.ts';

/** The clock of an attempt: it started when the quiz was first opened. */
function clockOf(attempt: QuizAttemptRow, quiz: Pick<QuizRow, 'timeLimit'>): AttemptClock {
  return { startedAt: attempt.startedAt ?? attempt.createdAt, timeLimit: quiz.timeLimit };
}

function invalidAnswers(check: ReturnType<typeof checkAnswers>) {
  if (!check.problem) return null;
  return appError(answerProblemCodes[check.problem], { fields: check.fields });
}

export interface QuizzesDeps {
  certifications: CertificationsService;
}

export function createQuizzesService(db: Db, deps: QuizzesDeps) {
  const questionsOf = createQuestionCache();
  const openAttemptOf = (quizId: string, studentId: string) =>
    and(
      eq(quizAttempts.quizId, quizId),
      eq(quizAttempts.studentId, studentId),
      isNull(quizAttempts.completedAt),
    );

  /**
   * The quiz's row if the caller may take or preview it: a hidden course's quiz, and an
   * unpublished one for a learner, do not exist for the caller (404); a learner not enrolled is
   * refused (403). Editors (the course's instructor and admins) pass.
   */
  async function loadQuizFor<T extends coursePolicy.CourseAccessFacts & { quiz: QuizRow }>(
    user: SessionUser,
    query: PromiseLike<T[]>,
  ): Promise<T> {
    const row = await loadRow(query, {
      notFound: 'QUIZ_NOT_FOUND',
      allow: (r) =>
        coursePolicy.canSee(user, r) && (r.quiz.isPublished || coursePolicy.canEdit(user, r)),
      forbidden: 'not-found',
    });
    if (row.progress === null && !coursePolicy.canEdit(user, row)) throw appError('NOT_ENROLLED');
    return row;
  }

  /**
   * The quiz if the caller may take or preview it. 404 when missing, its course hidden, or
   * unpublished for a learner; 403 when not enrolled. Editors (the course's instructor and
   * admins) preview any quiz of their courses.
   */
  async function quizAccess(user: SessionUser, quizId: string) {
    const quizIdColumn = qualified(quizzes.id);
    const query = db
      .select({
        quiz: quizzes,
        courseTitle: courses.title,
        status: courses.status,
        instructorId: courses.instructorId,
        progress: enrollments.progress,
        attemptCount: sql<number>`(select count(*)::int from ${quizAttempts}
          where ${quizAttempts.quizId} = ${quizIdColumn}
            and ${quizAttempts.studentId} = ${user.id}
            and ${quizAttempts.completedAt} is not null)`.mapWith(Number),
        questionCount: sql<number>`(select count(*)::int from ${questions}
          where ${questions.quizId} = ${quizIdColumn})`.mapWith(Number),
      })
      .from(quizzes)
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      .leftJoin(
        enrollments,
        and(eq(enrollments.courseId, quizzes.courseId), eq(enrollments.userId, user.id)),
      )
      .where(eq(quizzes.id, quizId));
    const row = await loadQuizFor(user, query);
    const enrolled = row.progress !== null;
    return {
      quiz: row.quiz,
      courseTitle: row.courseTitle,
      enrolled,
      attemptCount: row.attemptCount,
      questionCount: row.questionCount,
    };
  }

  /**
   * What a submission needs in one statement, prepared once (an exam's thousands of submissions
   * come together): the quiz, what its policy reads, and the caller's open attempt.
   */
  const submissionOf = db
    .select({
      quiz: quizzes,
      status: courses.status,
      instructorId: courses.instructorId,
      progress: enrollments.progress,
      attempt: quizAttempts,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.courseId, quizzes.courseId),
        eq(enrollments.userId, sql.placeholder('userId')),
      ),
    )
    .leftJoin(
      quizAttempts,
      and(
        eq(quizAttempts.quizId, quizzes.id),
        eq(quizAttempts.studentId, sql.placeholder('userId')),
        isNull(quizAttempts.completedAt),
      ),
    )
    .where(eq(quizzes.id, sql.placeholder('quizId')))
    .prepare('quiz_submission_of');

  /** Completes an attempt still open, graded (a failed one: nothing else changes). */
  const completeAttempt = db
    .update(quizAttempts)
    .set({
      answers: placeholder<QuizAnswers>('answers'),
      score: placeholder<number>('score'),
      maxScore: placeholder<number>('maxScore'),
      isPassed: placeholder<boolean>('isPassed'),
      completedAt: placeholder<Date>('completedAt'),
      late: placeholder<boolean>('late'),
    })
    .where(and(eq(quizAttempts.id, sql.placeholder('id')), isNull(quizAttempts.completedAt)))
    .returning({ id: quizAttempts.id })
    .prepare('quiz_attempt_complete');

  const currentAttempt = async (quizId: string, studentId: string) =>
    (await db.select().from(quizAttempts).where(openAttemptOf(quizId, studentId)).limit(1))[0];

  /** The caller's open attempt, started now when there is none (at most one: unique index). */
  async function openAttempt(quizId: string, studentId: string, now: Date) {
    const existing = await currentAttempt(quizId, studentId);
    if (existing) return { attempt: existing, started: false };
    const [created] = await db
      .insert(quizAttempts)
      .values({ quizId, studentId, startedAt: now })
      .onConflictDoNothing({
        target: [quizAttempts.quizId, quizAttempts.studentId],
        where: sql`${sql.identifier('completed_at')} is null`,
      })
      .returning();
    if (created) return { attempt: created, started: true };
    // Another request (a second tab) opened it at the same moment: use that one.
    const opened = await currentAttempt(quizId, studentId);
    if (!opened) throw new Error('open quiz attempt vanished');
    return { attempt: opened, started: false };
  }

  /**
   * The quiz as its page shows it. A learner sees the questions only with an open attempt, so
   * the clock runs while they are read; an editor (not enrolled) previews them all.
   */
  async function takingView(
    access: Awaited<ReturnType<typeof quizAccess>>,
    attempt: QuizAttemptRow | undefined,
    now: Date,
  ) {
    const { quiz, courseTitle, enrolled, attemptCount, questionCount } = access;
    const preview = !enrolled;
    const questionList = attempt || preview ? await questionsOf(db, quiz) : [];
    return {
      ...quizBasics(quiz),
      courseTitle,
      externalLink: quiz.externalLink,
      attemptCount,
      questionCount,
      preview,
      questions: questionList.map((q) => ({
        id: q.id,
        questionText: q.questionText,
        type: q.type,
        points: q.points,
        order: q.order,
        choices: q.choices.map((c) => ({ id: c.id, choiceText: c.choiceText })),
      })),
      attempt: attempt
        ? {
            id: attempt.id,
            startedAt: attempt.startedAt ?? attempt.createdAt,
            remainingSeconds: remainingSeconds(clockOf(attempt, quiz), now),
            answers: attempt.answers,
          }
        : null,
    };
  }

  return {
    /** GET /api/quizzes/{id}: never isCorrect nor explanation, and never starts a clock. */
    async take(user: SessionUser, quizId: string) {
      const now = new Date();
      const access = await quizAccess(user, quizId);
      const attempt = access.enrolled ? await currentAttempt(quizId, user.id) : undefined;
      return takingView(access, attempt, now);
    },

    /** POST /api/quizzes/{id}/attempts: starts the clock, or resumes the attempt already open. */
    async start(user: SessionUser, quizId: string) {
      const now = new Date();
      const access = await quizAccess(user, quizId);
      if (!access.enrolled) throw appError('NOT_ENROLLED');
      const { attempt, started } = await openAttempt(quizId, user.id, now);
      return { started, quiz: await takingView(access, attempt, now) };
    },

    /** PUT /api/quiz-attempts/{id}/answers: replaces the saved answers of the caller's open attempt. */
    async saveAnswers(user: SessionUser, attemptId: string, answers: QuizAnswers) {
      const now = new Date();
      const row = await loadRow(
        db
          .select({
            attempt: quizAttempts,
            timeLimit: quizzes.timeLimit,
            quizUpdatedAt: quizzes.updatedAt,
          })
          .from(quizAttempts)
          .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
          .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.completedAt))),
        {
          notFound: 'ATTEMPT_NOT_FOUND',
          allow: (r) => attemptPolicy.isTaker(user, r.attempt),
          forbidden: 'not-found',
        },
      );
      const clock = clockOf(row.attempt, row);
      if (!canSaveAnswers(clock, now)) throw appError('QUIZ_TIME_UP');
      const questionList = await questionsOf(db, {
        id: row.attempt.quizId,
        updatedAt: row.quizUpdatedAt,
      });
      const problem = invalidAnswers(checkAnswers(questionList, answers, { requireAll: false }));
      if (problem) throw problem;
      const [saved] = await db
        .update(quizAttempts)
        .set({ answers: normalizeAnswers(answers) })
        .where(and(eq(quizAttempts.id, row.attempt.id), isNull(quizAttempts.completedAt)))
        .returning({ id: quizAttempts.id });
      if (!saved) throw appError('QUIZ_ALREADY_SUBMITTED');
      return { remainingSeconds: remainingSeconds(clock, now) };
    },

    /**
     * POST /api/quizzes/{id}/submit: grades and completes the caller's open attempt, in one
     * statement that completes only an attempt still open: of two submissions at once, one finds
     * it completed (409). A pass may then complete the course (issueIfDue).
     */
    async submit(user: SessionUser, quizId: string, answers: QuizAnswers) {
      const now = new Date();
      const { quiz, attempt } = await loadQuizFor(
        user,
        submissionOf.execute({ quizId, userId: user.id }),
      );
      if (!attempt) {
        const [completed] = await db
          .select({ id: quizAttempts.id })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.quizId, quiz.id),
              eq(quizAttempts.studentId, user.id),
              isNotNull(quizAttempts.completedAt),
            ),
          )
          .limit(1);
        throw appError(completed ? 'QUIZ_ALREADY_SUBMITTED' : 'QUIZ_NOT_STARTED');
      }
      const questionList = await questionsOf(db, quiz);
      const timing = submissionTiming(clockOf(attempt, quiz), now);
      let graded: QuizAnswers;
      if (timing === 'late') {
        // After the grace, only what was saved in time counts (decision 0003).
        graded = attempt.answers;
      } else {
        const check = checkAnswers(questionList, answers, { requireAll: timing === 'open' });
        const problem = invalidAnswers(check);
        if (problem) throw problem;
        graded = normalizeAnswers(answers);
      }
      const grade = gradeQuiz(questionList, graded, quiz.passingScore);
      const completion = {
        id: attempt.id,
        answers: graded,
        score: grade.score,
        maxScore: grade.maxScore,
        isPassed: grade.isPassed,
        completedAt: now,
        late: timing === 'late',
      };
      const [done] = await completeAttempt.execute(completion);
      if (!done) throw appError('QUIZ_ALREADY_SUBMITTED');
      // Passing the last quiz of a completed course issues its certificate.
      if (grade.isPassed) (await deps.certifications.issueIfDue(user.id, quiz.courseId))?.();
      return { attemptId: done.id };
    },

    /** GET /api/quiz-attempts/{id}: a completed attempt's review (quiz-result.ts). */
    result: (user: SessionUser, attemptId: string) => attemptResult(db, user, attemptId),
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
