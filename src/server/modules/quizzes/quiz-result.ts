/**
 * GET /api/quiz-attempts/{id}: a completed attempt's review, question by question, with the
 * student's count of attempts and the certificate it issued. Read by whoever policies/quiz-attempt.ts
 * lets (the student, the course's instructor, admins); for anyone else it does not exist.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifications, courses, quizAttempts, quizzes } from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-columns.ts';
import { loadRow } from '../../policies/load-row.ts';
import * as attemptPolicy from '../../policies/quiz-attempt.ts';
import type { SessionUser } from '../auth/index.ts';
import { chosenIds, isAnswerCorrect, percentOf } from './quiz-grading.ts';
import { loadQuestions, quizBasics } from './quiz-questions.ts';

export async function attemptResult(db: Db, user: SessionUser, attemptId: string) {
  const row = await loadRow(
    db
      .select({
        attempt: quizAttempts,
        quiz: quizzes,
        instructorId: courses.instructorId,
        attempts: sql<number>`(select count(*)::int from ${quizAttempts} as others
          where others.quiz_id = ${qualified(quizAttempts.quizId)}
            and others.student_id = ${qualified(quizAttempts.studentId)}
            and others.completed_at is not null)`.mapWith(Number),
        // Issued in the transaction that recorded this attempt, so no earlier than it.
        certificateNumber: sql<string | null>`(select c.certificate_number from ${certifications} c
          where c.user_id = ${qualified(quizAttempts.studentId)}
            and c.course_id = ${qualified(quizzes.courseId)}
            and ${qualified(quizAttempts.isPassed)}
            and c.issued_at >= ${qualified(quizAttempts.completedAt)})`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .innerJoin(courses, eq(courses.id, quizzes.courseId))
      // An attempt still open has no result yet.
      .where(and(eq(quizAttempts.id, attemptId), isNotNull(quizAttempts.completedAt))),
    {
      notFound: 'RESULT_NOT_FOUND',
      allow: (r) =>
        attemptPolicy.canReadResult(user, {
          studentId: r.attempt.studentId,
          instructorId: r.instructorId,
        }),
      forbidden: 'not-found',
    },
  );
  const completedAt = row.attempt.completedAt!; // completed: the where above
  const { attempt, quiz } = row;
  const questionList = await loadQuestions(db, quiz.id);
  const review = questionList.map((q) => {
    const given = attempt.answers[q.id];
    return {
      questionId: q.id,
      questionText: q.questionText,
      type: q.type,
      points: q.points,
      explanation: q.explanation,
      choices: q.choices.map((c) => ({
        id: c.id,
        choiceText: c.choiceText,
        isCorrect: c.isCorrect,
      })),
      answer: chosenIds(given),
      isCorrect: isAnswerCorrect(q, given),
    };
  });
  const correct = review.filter((r) => r.isCorrect).length;
  return {
    id: attempt.id,
    quizId: quiz.id,
    studentId: attempt.studentId,
    score: attempt.score,
    maxScore: attempt.maxScore,
    percent: percentOf(attempt.score, attempt.maxScore),
    isPassed: attempt.isPassed,
    late: attempt.late,
    startedAt: attempt.startedAt,
    completedAt,
    quiz: quizBasics(quiz),
    review,
    stats: {
      correct,
      wrong: review.length - correct,
      total: review.length,
      attempts: row.attempts,
    },
    certificate: row.certificateNumber ? { certificateNumber: row.certificateNumber } : null,
  };
}
