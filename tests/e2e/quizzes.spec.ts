import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import type { EditableQuiz } from '../../src/contract/quizzes-editor.ts';
import { quizAttempts } from '../../src/server/db/schema/index.ts';
import { singleChoice } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import {
  PASSWORD,
  expectAxeClean,
  expectNoHorizontalOverflow,
  signIn,
  visibleText,
} from './page-helpers.ts';

/**
 * Quizzes: an instructor writes a three-question quiz (one of each type) in the quiz editor and
 * publishes it; a student takes it, is stopped while a question is unanswered, reloads without
 * losing anything, submits, reads the review, retries and passes; another student lets the clock
 * run out and is submitted automatically.
 */

const e = useE2E();
const { register } = e;

const COURSE = 'Culture générale de la RD Congo';
const QUIZ = 'Quiz : connaître son pays';
const TIMED_QUIZ = 'Quiz chronométré';
const Q1 = 'Quelle est la capitale de la RD Congo ?';
const Q2 = 'Quels services permettent de payer par téléphone ?';
const Q3 = 'Le fleuve Congo se jette dans l’océan Atlantique.';
const EXPLANATION_1 = 'Kinshasa est la capitale depuis 1966.';
const EXPLANATION_2 = 'M-Pesa et Airtel Money sont des services de mobile money.';

const state = {
  instructor: { email: '', password: PASSWORD },
  courseId: '',
  quizId: '',
  timedQuizId: '',
};

/** A statistic of the result page, e.g. "Tentatives" → "2". */
async function stat(page: Page, label: string): Promise<string> {
  const item = page.getByRole('region', { name: 'Statistiques' }).locator('li', { hasText: label });
  return (await item.locator('span').last().innerText()).trim();
}

const questionGroup = (page: Page, number: number) =>
  page.getByRole('group', { name: `Question ${number}`, exact: true });

async function fillChoice(group: Locator, question: number, choice: number, text: string) {
  await group.getByLabel(`Choix ${choice} de la question ${question}`, { exact: true }).fill(text);
}

async function markCorrect(group: Locator, question: number, choice: number) {
  await group.getByLabel(`Correcte : choix ${choice} de la question ${question}`).check();
}

async function readQuiz(page: Page, id: string): Promise<EditableQuiz> {
  const res = await page.request.get(`/api/quizzes/${id}/edit`);
  expect(res.status()).toBe(200);
  const quiz = (await res.json()) as EditableQuiz;
  quiz.questions.sort((a, b) => a.order - b.order);
  return quiz;
}

/** The taking page's answered count, e.g. "Répondues : 2/3". */
const answeredCount = (page: Page) => page.getByText(/^Répondues : \d+\/\d+$/).innerText();

describe('quizzes', () => {
  it('lets an instructor write, publish, reorder and preview a three-question quiz', async () => {
    state.instructor = await register('instructor', 'Joseph Kalala');
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, state.instructor.email, state.instructor.password);

    const created = await page.request.post('/api/courses', {
      data: {
        title: COURSE,
        description: 'Histoire, géographie et vie quotidienne.',
        category: 'Langues',
        status: 'published',
      },
    });
    expect(created.status()).toBe(201);
    state.courseId = ((await created.json()) as { id: string }).id;

    // The course editor lists the course's quizzes.
    await page.goto(`/instructor/course/${state.courseId}/edit`);
    await page.getByRole('heading', { name: 'Modifier le cours', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Quiz', exact: true }).waitFor();
    await visibleText(page, 'Aucun quiz pour le moment. Créez un quiz pour évaluer vos étudiants.');
    await page.getByRole('link', { name: 'Créer un quiz' }).click();
    await page.waitForURL(`**/instructor/course/${state.courseId}/quiz/new`);
    await page.getByRole('heading', { name: 'Nouveau quiz', level: 1 }).waitFor();
    expect(await page.getByLabel('Score minimum (%)').inputValue()).toBe('70');
    expect(await page.getByLabel('Durée (minutes)').inputValue()).toBe('');

    // Nothing is sent while the form is invalid.
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const q1 = questionGroup(page, 1);
    expect(await q1.getByLabel('Points').inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Créer le quiz' }).click();
    await visibleText(page, 'Le titre est requis');
    await visibleText(q1, "L'énoncé de la question est requis");
    await visibleText(q1, 'Le texte du choix est requis');
    await visibleText(q1, 'Cette question doit avoir exactement une bonne réponse');

    await page.getByLabel('Titre').fill(QUIZ);
    await page.getByLabel('Description').fill('Trois questions pour vérifier vos connaissances.');

    // 1. Single choice, three choices.
    await q1.getByLabel('Énoncé').fill(Q1);
    await fillChoice(q1, 1, 1, 'Kinshasa');
    await fillChoice(q1, 1, 2, 'Lubumbashi');
    await q1.getByRole('button', { name: 'Ajouter un choix' }).click();
    await fillChoice(q1, 1, 3, 'Goma');
    await markCorrect(q1, 1, 1);
    await q1.getByLabel('Explication (facultatif)').fill(EXPLANATION_1);

    // 2. Multiple choice worth 2 points.
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const q2 = questionGroup(page, 2);
    await q2.getByLabel('Énoncé').fill(Q2);
    await q2.getByLabel('Type de question').selectOption({ label: 'Choix multiple' });
    await q2.getByLabel('Points').fill('2');
    await fillChoice(q2, 2, 1, 'M-Pesa');
    await fillChoice(q2, 2, 2, 'Airtel Money');
    await q2.getByRole('button', { name: 'Ajouter un choix' }).click();
    await fillChoice(q2, 2, 3, 'Carte de bibliothèque');
    await markCorrect(q2, 2, 1);
    await markCorrect(q2, 2, 2);
    await q2.getByLabel('Explication (facultatif)').fill(EXPLANATION_2);

    // 3. True or false: "Vrai" and "Faux" are filled in.
    await page.getByRole('button', { name: 'Ajouter une question' }).click();
    const q3 = questionGroup(page, 3);
    await q3.getByLabel('Énoncé').fill(Q3);
    await q3.getByLabel('Type de question').selectOption({ label: 'Vrai ou faux' });
    expect(await q3.getByLabel('Choix 1 de la question 3', { exact: true }).inputValue()).toBe(
      'Vrai',
    );
    expect(await q3.getByLabel('Choix 2 de la question 3', { exact: true }).inputValue()).toBe(
      'Faux',
    );
    expect(await q3.getByRole('button', { name: 'Ajouter un choix' }).count()).toBe(0);
    await markCorrect(q3, 3, 1);

    await page.getByLabel('Publié (visible par les étudiants inscrits)').check();
    await expectAxeClean(page, 'quiz editor');
    await page.getByRole('button', { name: 'Créer le quiz' }).click();
    await visibleText(page, 'Quiz créé');
    await page.waitForURL(`**/instructor/course/${state.courseId}/edit`);

    const row = page.getByRole('listitem').filter({ hasText: QUIZ });
    await row.getByText('Publié', { exact: true }).waitFor();
    await row.getByText('3 questions', { exact: true }).waitFor();
    const editHref = await row
      .getByRole('link', { name: `Modifier : ${QUIZ}` })
      .getAttribute('href');
    state.quizId = editHref!.split('/')[5]!;
    expect(editHref).toBe(`/instructor/course/${state.courseId}/quiz/${state.quizId}/edit`);

    const saved = await readQuiz(page, state.quizId);
    expect(saved).toMatchObject({
      title: QUIZ,
      passingScore: 70,
      timeLimit: null,
      isPublished: true,
    });
    expect(
      saved.questions.map((q) => [
        q.type,
        q.points,
        q.choices.map((c) => `${c.choiceText}${c.isCorrect ? ' ✓' : ''}`),
      ]),
    ).toEqual([
      ['single_choice', 1, ['Kinshasa ✓', 'Lubumbashi', 'Goma']],
      ['multiple_choice', 2, ['M-Pesa ✓', 'Airtel Money ✓', 'Carte de bibliothèque']],
      ['true_false', 1, ['Vrai ✓', 'Faux']],
    ]);
    expect(saved.questions[0]!.explanation).toBe(EXPLANATION_1);

    // Editing: values come back; moving the true/false question up keeps every id.
    await row.getByRole('link', { name: `Modifier : ${QUIZ}` }).click();
    await page.getByRole('heading', { name: 'Modifier le quiz', level: 1 }).waitFor();
    expect(await page.getByLabel('Titre').inputValue()).toBe(QUIZ);
    expect(await questionGroup(page, 3).getByLabel('Type de question').inputValue()).toBe(
      'true_false',
    );
    expect(await questionGroup(page, 2).getByLabel('Points').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Monter la question 3' }).click();
    expect(await questionGroup(page, 2).getByLabel('Énoncé').inputValue()).toBe(Q3);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Quiz mis à jour');
    await page.waitForURL(`**/instructor/course/${state.courseId}/edit`);
    const reordered = await readQuiz(page, state.quizId);
    expect(reordered.questions.map((q) => q.questionText)).toEqual([Q1, Q3, Q2]);
    const idsOf = (quiz: EditableQuiz) =>
      quiz.questions.flatMap((q) => [q.id, ...q.choices.map((c) => c.id)]).sort();
    expect(idsOf(reordered)).toEqual(idsOf(saved));

    // Preview: the questions, read-only.
    await page
      .getByRole('listitem')
      .filter({ hasText: QUIZ })
      .getByRole('link', { name: `Aperçu : ${QUIZ}` })
      .click();
    await page.waitForURL(`**/quiz/${state.quizId}`);
    await page.getByRole('heading', { name: QUIZ, level: 1 }).waitFor();
    await visibleText(page, /^Aperçu : voici le quiz tel que vos étudiants le verront/);
    expect(await page.getByRole('radio', { name: 'Kinshasa' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Soumettre le quiz' }).count()).toBe(0);

    // A second, timed quiz for the last test (written through the API).
    const timed = await page.request.post('/api/quizzes', {
      data: {
        courseId: state.courseId,
        title: TIMED_QUIZ,
        timeLimit: 1,
        isPublished: true,
        questions: [singleChoice('Combien font deux plus deux ?', ['Quatre', 'Cinq'])],
      },
    });
    expect(timed.status()).toBe(201);
    state.timedQuizId = ((await timed.json()) as { id: string }).id;

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets a student take the quiz, keeps answers over a reload, reviews and retries', async () => {
    const student = await register('student', 'Esther Mwamba');
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, student.email, student.password);

    // Locked until enrolled.
    await page.goto(`/course/${state.courseId}`);
    await page.getByRole('tab', { name: 'Quiz' }).click();
    const card = page.locator('li', { hasText: QUIZ });
    await card.getByRole('button', { name: 'Quiz verrouillé' }).waitFor();
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await card.getByText('0 tentative', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Commencer le quiz' }).click();
    await page.waitForURL(`**/quiz/${state.quizId}`);

    // Opening the page starts nothing: the learner starts the attempt.
    await page.getByRole('heading', { name: QUIZ, level: 1 }).waitFor();
    await visibleText(page, '3 questions');
    await visibleText(page, 'Sans limite de temps');
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(
      await e.t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, state.quizId)),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();

    await visibleText(page, 'Trois questions pour vérifier vos connaissances.');
    await visibleText(page, 'Question 1 sur 3');
    await visibleText(page, 'Score minimum : 70%');
    expect(await answeredCount(page)).toBe('Répondues : 0/3');
    const progress = page.getByRole('progressbar', { name: 'Progression du quiz' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('33');
    expect(await page.getByRole('timer').count()).toBe(0); // untimed
    await expectAxeClean(page, 'quiz page');

    // Question 1 (radio), then 2 (true/false).
    await page.getByRole('heading', { name: Q1, level: 2 }).waitFor();
    expect(await page.getByText('1 points').count()).toBe(0);
    await page.getByRole('radio', { name: 'Kinshasa' }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: Q3, level: 2 }).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('67');
    // Progress reaches the server about a second after the last change.
    const progressSaved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/answers') &&
        r.request().method() === 'PUT' &&
        r.ok() &&
        Object.keys((r.request().postDataJSON() as { answers: object }).answers).length === 2,
    );
    await page.getByRole('radio', { name: 'Faux' }).check();
    await page.getByRole('radio', { name: 'Vrai' }).check();
    await progressSaved;

    // Numbered navigation to the last question: 2 points, checkboxes, the submit button.
    await page.getByRole('button', { name: 'Question 3', exact: true }).click();
    await page.getByRole('heading', { name: Q2, level: 2 }).waitFor();
    await visibleText(page, '2 points');
    expect(await page.getByRole('checkbox').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Suivant' }).count()).toBe(0);

    // Submitting with a question unanswered: the toast and the warning; nothing is sent.
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/submit')) submits.push(r.url());
    });
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await visibleText(page, 'Questions non répondues');
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Répondez à toutes les questions avant de soumettre.' });
    await warning.getByText('Il vous reste 1 question(s) à répondre').waitFor();
    expect(submits).toEqual([]);
    expect(page.url()).toMatch(new RegExp(`/quiz/${state.quizId}$`));

    // A reload keeps the answers: from this tab, and from the server without it.
    await page.reload();
    await page.getByRole('heading', { name: Q1, level: 2 }).waitFor();
    expect(await answeredCount(page)).toBe('Répondues : 2/3');
    expect(await page.getByRole('radio', { name: 'Kinshasa' }).isChecked()).toBe(true);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await page.getByRole('heading', { name: Q1, level: 2 }).waitFor();
    expect(await answeredCount(page)).toBe('Répondues : 2/3');
    await page.getByRole('button', { name: 'Question 2 (répondue)' }).click();
    expect(await page.getByRole('radio', { name: 'Vrai' }).isChecked()).toBe(true);

    // Only M-Pesa (wrong: Airtel Money is missing); the warning goes once all are answered.
    await page.getByRole('button', { name: 'Question 3', exact: true }).click();
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await warning.waitFor();
    await page.getByRole('checkbox', { name: 'M-Pesa' }).check();
    await warning.waitFor({ state: 'detached' });
    expect(await answeredCount(page)).toBe('Répondues : 3/3');
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await page.waitForURL(new RegExp(`/quiz/${state.quizId}/result/[0-9a-f-]{36}$`));

    await page.getByRole('heading', { name: 'Quiz non réussi', level: 1 }).waitFor();
    await visibleText(page, '50%');
    await visibleText(page, '2/4');
    await visibleText(page, 'Score minimum :');
    expect(await stat(page, 'Bonnes réponses')).toBe('2');
    expect(await stat(page, 'Mauvaises réponses')).toBe('1');
    expect(await stat(page, 'Total des questions')).toBe('3');
    expect(await stat(page, 'Tentatives')).toBe('1');
    const review = page.getByRole('region', { name: 'Revue des réponses' });
    const wrong = review.getByRole('listitem').filter({ hasText: Q2 }).first();
    await wrong.getByText('Mauvaise réponse').waitFor();
    await wrong.getByText(EXPLANATION_2).waitFor();
    const airtel = wrong.getByRole('listitem').filter({ hasText: 'Airtel Money' });
    await airtel.getByText('Réponse correcte').waitFor();
    expect(await airtel.getByText('Votre réponse').count()).toBe(0);
    const mpesa = wrong.getByRole('listitem').filter({ hasText: 'M-Pesa' });
    await mpesa.getByText('Votre réponse').waitFor();
    await review
      .getByRole('listitem')
      .filter({ hasText: Q1 })
      .first()
      .getByText(EXPLANATION_1)
      .waitFor();
    expect(await page.getByRole('link', { name: 'Retour au cours' }).getAttribute('href')).toBe(
      `/course/${state.courseId}`,
    );
    expect(
      await page.locator('#main').getByRole('link', { name: 'Catalogue' }).getAttribute('href'),
    ).toBe('/catalog');
    await expectAxeClean(page, 'result page');

    // On a 360 px phone, the badges of a 2-point question go below its text, not beside it.
    await page.setViewportSize({ width: 360, height: 740 });
    const questionText = wrong.getByRole('heading', { level: 3 });
    await expect
      .poll(async () => (await questionText.boundingBox())?.width ?? 0)
      .toBeGreaterThan(200);
    await expectNoHorizontalOverflow(page, 'result page on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Retry: a new attempt, empty; every answer right this time.
    await page.getByRole('link', { name: 'Refaire le quiz' }).click();
    await page.waitForURL(`**/quiz/${state.quizId}`);
    await page.getByRole('button', { name: 'Refaire le quiz' }).click();
    await page.getByRole('heading', { name: Q1, level: 2 }).waitFor();
    expect(await answeredCount(page)).toBe('Répondues : 0/3');
    await page.getByRole('radio', { name: 'Kinshasa' }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('radio', { name: 'Vrai' }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('checkbox', { name: 'M-Pesa' }).check();
    await page.getByRole('checkbox', { name: 'Airtel Money' }).check();
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await page.getByRole('heading', { name: 'Félicitations !', level: 1 }).waitFor();
    await visibleText(page, '100%');
    await visibleText(page, '4/4');
    expect(await stat(page, 'Tentatives')).toBe('2');
    expect(await stat(page, 'Bonnes réponses')).toBe('3');

    // The course page counts the attempts and shows the best score.
    await page.getByRole('link', { name: 'Retour au cours' }).click();
    await page.waitForURL(`**/course/${state.courseId}`);
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await card.getByText('2 tentatives', { exact: true }).waitFor();
    await card.getByText('Meilleur score : 100%').waitFor();
    await card.getByRole('link', { name: 'Refaire le quiz' }).waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('submits automatically when the time runs out and locks the quiz', async () => {
    const student = await register('student', 'Patrick Ilunga');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    const enrolled = await page.request.post('/api/enrollments', {
      data: { courseId: state.courseId },
    });
    expect(enrolled.ok()).toBe(true);

    await page.goto(`/quiz/${state.timedQuizId}`);
    await visibleText(page, 'Durée : 1 min');
    await visibleText(page, 'Le minuteur démarre quand vous commencez le quiz.');
    const opened = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/quizzes/${state.timedQuizId}/attempts`) &&
        r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    const attemptId = ((await (await opened).json()) as { attempt: { id: string } }).attempt.id;
    await page.getByRole('heading', { name: TIMED_QUIZ, level: 1 }).waitFor();
    const timer = page.getByRole('timer');
    expect(await timer.innerText()).toMatch(/^(01:00|00:5\d)$/);
    await expectNoHorizontalOverflow(page, 'quiz page on a phone');

    // The automatic submission is held back a moment to see the locked quiz.
    await page.route('**/api/quizzes/*/submit', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });

    // Five seconds left: the server's clock says so after a reload.
    await e.t.db
      .update(quizAttempts)
      .set({ startedAt: new Date(Date.now() - 55_000) })
      .where(eq(quizAttempts.id, attemptId));
    await page.reload();
    await page.getByRole('heading', { name: TIMED_QUIZ, level: 1 }).waitFor();
    expect(await timer.innerText()).toMatch(/^00:0[0-5]$/);
    expect(
      await timer.evaluate((el) => el.parentElement!.className.includes('text-destructive')),
    ).toBe(true);
    await page.getByRole('radio', { name: 'Quatre' }).check();

    await visibleText(page, 'Temps écoulé');
    await visibleText(page, 'Le quiz a été soumis automatiquement');
    expect(await page.getByRole('radio', { name: 'Quatre' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Cinq' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Question 1 (répondue)' }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Précédent' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /Soumettre le quiz|Envoi/ }).isDisabled()).toBe(
      true,
    );

    await page.waitForURL(`**/quiz/${state.timedQuizId}/result/${attemptId}`);
    await page.getByRole('heading', { name: 'Félicitations !', level: 1 }).waitFor();
    await visibleText(page, '1/1');
    expect(await page.getByText(/seules les réponses enregistrées/).count()).toBe(0);
    const [row] = await e.t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(row?.completedAt).not.toBeNull();
    expect(row?.score).toBe(1);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('deletes a quiz from the course editor after confirmation', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, state.instructor.email, state.instructor.password);
    await page.goto(`/instructor/course/${state.courseId}/edit`);
    const remove = page.getByRole('button', { name: `Supprimer : ${TIMED_QUIZ}` });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await page.request.get(`/api/quizzes/${state.timedQuizId}/edit`)).status()).toBe(200);

    await remove.click();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visibleText(page, 'Quiz supprimé');
    await remove.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: `Modifier : ${QUIZ}` }).waitFor();
    expect((await page.request.get(`/api/quizzes/${state.timedQuizId}/edit`)).status()).toBe(404);
    await expectAxeClean(page, 'course editor with quizzes');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
