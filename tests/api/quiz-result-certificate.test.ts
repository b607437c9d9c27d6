import { describe, expect, it } from 'vitest';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { useTestApp } from '../helpers/app.ts';
import { enrolledStudent, insertCourse, insertLesson, signedInUser } from '../helpers/factories.ts';
import { certificationOf } from '../helpers/rows.ts';

/**
 * Issue "Made solid", point 14: the result of the attempt that completes a course names the
 * certificate it earned, so the result page can say so and link to it; no other result does.
 */
const t = useTestApp();

async function courseWithOneQuiz() {
  const instructor = await signedInUser(t.app, t.db, 'instructor');
  const course = await insertCourse(t.db, {
    instructorId: instructor.user.id,
    status: 'published',
  });
  const lesson = await insertLesson(t.db, { courseId: course.id, isFree: true });
  const { quiz, questions, choices } = await createQuiz(t.db, {
    courseId: course.id,
    isPublished: true,
    passingScore: 50,
    questions: [
      {
        questionText: 'Capitale de la RDC ?',
        choices: [
          { choiceText: 'Kinshasa', isCorrect: true },
          { choiceText: 'Goma', isCorrect: false },
        ],
      },
    ],
  });
  const right = choices.find((c) => c.isCorrect)!;
  const wrong = choices.find((c) => !c.isCorrect)!;
  return { course, lesson, quiz, question: questions[0]!, right, wrong };
}

describe('GET /api/quiz-attempts/{id}: the certificate an attempt earned', () => {
  it('names the certificate on the attempt that completes the course, and only there', async () => {
    const { course, lesson, quiz, question, right, wrong } = await courseWithOneQuiz();
    const s = await enrolledStudent(t.app, t.db, course.id);
    const done = await s.agent.post(`/api/enrollments/${s.enrollment.id}/complete-lesson`, {
      lessonId: lesson.id,
    });
    expect(done.statusCode).toBe(200);

    const attempt = async (choiceId: string) => {
      expect((await s.agent.post(`/api/quizzes/${quiz.id}/attempts`)).statusCode).toBeLessThan(300);
      const submitted = await s.agent.post(`/api/quizzes/${quiz.id}/submit`, {
        answers: { [question.id]: choiceId },
      });
      expect(submitted.statusCode).toBe(200);
      const result = await s.agent.get(`/api/quiz-attempts/${submitted.json().attemptId}`);
      expect(result.statusCode).toBe(200);
      return result.json() as { isPassed: boolean; certificate: unknown };
    };

    expect(await attempt(wrong.id)).toMatchObject({ isPassed: false, certificate: null });

    const passed = await attempt(right.id);
    const issued = await certificationOf(t.db, s.user.id, course.id);
    expect(issued).toBeDefined();
    expect(passed).toMatchObject({
      isPassed: true,
      certificate: { certificateNumber: issued!.certificateNumber },
    });

    // A later attempt earns nothing new.
    expect(await attempt(right.id)).toMatchObject({ isPassed: true, certificate: null });
  });
});
