import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { enrollments, quizAttempts } from '../../src/server/db/schema/index.ts';
import { singleChoice, trueFalse } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import { signIn, visibleText } from './page-helpers.ts';

/**
 * A learner on a phone whose connection drops: the app says so plainly, keeps what they did,
 * and sends it when the connection returns.
 */
const e = useE2E();
const OFFLINE_BANNER =
  'Connexion perdue. Vos actions sont gardées et seront envoyées dès son retour.';

async function enrolledLearner() {
  const instructor = await e.register('instructor', 'Pascal Mbuyi');
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    status: 'published',
    title: 'Gérer sa trésorerie',
  });
  await createLessons(e.t.db, [
    { courseId: course.id, title: 'Le budget du mois', order: 1, content: 'Recettes et dépenses.' },
    {
      courseId: course.id,
      title: 'Épargner chaque semaine',
      order: 2,
      content: 'Un peu chaque fois.',
    },
  ]);
  const { quiz } = await createQuiz(e.t.db, {
    courseId: course.id,
    title: 'Quiz de trésorerie',
    isPublished: true,
    questions: [
      trueFalse('Un budget sert-il à prévoir ?'),
      singleChoice('Combien font 2 + 2 ?', ['Quatre', 'Cinq']),
    ],
  });
  const student = await e.register('student', 'Grâce Ilunga');
  const { page, context, consoleErrors } = await e.newPage({ phone: true });
  await signIn(page, student.email, student.password);
  const enrolled = await page.request.post('/api/enrollments', { data: { courseId: course.id } });
  expect(enrolled.ok()).toBe(true);
  return { course, quiz, student, page, context, consoleErrors };
}

// The browser logs the requests it could not send while offline; nothing else may be logged.
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(text));

describe('when the connection drops', () => {
  it('keeps "Marquer comme terminé" and sends it when the connection returns', async () => {
    const { course, student, page, context, consoleErrors } = await enrolledLearner();
    await page.goto(`/course/${course.id}/learn`);
    await page.getByRole('heading', { name: 'Le budget du mois', level: 2 }).waitFor();

    await context.setOffline(true);
    await visibleText(page, OFFLINE_BANNER);
    await page.getByRole('button', { name: 'Marquer comme terminé' }).click();
    await visibleText(
      page,
      'Connexion perdue : la leçon sera marquée comme terminée dès son retour.',
    );
    const [before] = await e.t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.id), eq(enrollments.courseId, course.id)));
    expect(before?.completedLessons).toEqual([]);

    const sent = page.waitForResponse((r) => r.url().endsWith('/complete-lesson') && r.ok());
    await context.setOffline(false);
    await sent;
    await page.getByText('Leçon complétée', { exact: true }).first().waitFor();
    expect(await page.getByText(OFFLINE_BANNER).count()).toBe(0);
    const [after] = await e.t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.id), eq(enrollments.courseId, course.id)));
    expect(after?.completedLessons).toHaveLength(1);
    expect(after?.progress).toBe(50);
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('sends the answers given offline, and submits the quiz when the connection returns', async () => {
    const { quiz, student, page, context, consoleErrors } = await enrolledLearner();
    await page.goto(`/quiz/${quiz.id}`);
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    await page.getByRole('heading', { name: 'Un budget sert-il à prévoir ?', level: 2 }).waitFor();

    // Answered offline: kept in the tab, sent when the connection returns.
    await context.setOffline(true);
    await visibleText(page, OFFLINE_BANNER);
    await page.getByRole('radio', { name: 'Vrai' }).check();
    const saved = page.waitForRequest(
      (r) =>
        r.url().endsWith('/answers') &&
        r.method() === 'PUT' &&
        Object.keys((r.postDataJSON() as { answers: object }).answers).length === 1,
    );
    await context.setOffline(false);
    await saved;
    await page.getByText(OFFLINE_BANNER).waitFor({ state: 'detached' });
    const attemptAnswers = async () =>
      (
        await e.t.db
          .select({ answers: quizAttempts.answers })
          .from(quizAttempts)
          .where(eq(quizAttempts.studentId, student.id))
      )[0]?.answers;
    expect(Object.keys((await attemptAnswers()) ?? {})).toHaveLength(1);

    // Submitted offline: the page says the connection is the cause and waits for it.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('radio', { name: 'Quatre' }).check();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await visibleText(
      page,
      'Vos réponses sont gardées : le quiz sera soumis dès le retour de la connexion.',
    );
    expect(await page.getByText('Impossible de soumettre le quiz').count()).toBe(0);

    await context.setOffline(false);
    await page.waitForURL(new RegExp(`/quiz/${quiz.id}/result/[0-9a-f-]{36}$`));
    await page.getByRole('heading', { name: 'Félicitations !', level: 1 }).waitFor();
    await visibleText(page, '2/2');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();
  });
});
