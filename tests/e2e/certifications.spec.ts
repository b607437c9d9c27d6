import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { createUser } from '../../src/server/db/factories/accounts.ts';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { trueFalse } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import {
  expectAxeClean,
  expectNoHorizontalOverflow,
  markLessonDone,
  signIn,
  uniqueEmail,
  visibleText,
} from './page-helpers.ts';

/**
 * Certificates: a student completes a course (its lessons marked done, its quiz passed), finds
 * the certificate on /certifications, downloads the PDF, and the address of its QR code opens,
 * signed out, the public verification page.
 */

const COURSE = 'Gestion financière pour petites entreprises';
const LESSONS = ['Séparer la caisse et le ménage', 'Tenir un cahier de caisse'];
const QUIZ = 'Quiz : les bases de la caisse';
const STUDENT = 'Grâce Mukendi';

const state = { courseId: '', quizId: '' };

const e = useE2E(async () => {
  const instructor = await createUser(e.t.db, {
    email: uniqueEmail('formateur'),
    name: 'Joseph Kabila Mutombo',
    role: 'instructor',
  });
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    title: COURSE,
    category: 'Business',
  });
  state.courseId = course.id;
  await createLessons(
    e.t.db,
    LESSONS.map((title, index) => ({ courseId: course.id, title, order: index + 1 })),
  );
  const { quiz } = await createQuiz(e.t.db, {
    courseId: course.id,
    title: QUIZ,
    isPublished: true,
    questions: [trueFalse('Faut-il noter chaque sortie d’argent dans le cahier de caisse ?')],
  });
  state.quizId = quiz.id;
});

const NUMBER = /^KEL(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** The address of the first link annotation of the PDF's first page (the QR code's). */
function qrLink(pdf: PDFDocument): string {
  const annots = pdf.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
  const link = pdf.context.lookup(annots.get(0), PDFDict);
  return link.lookup(PDFName.of('A'), PDFDict).lookup(PDFName.of('URI'), PDFString).decodeText();
}

describe('certifications', () => {
  it('a student completes a course, downloads the certificate and its QR code verifies it', async () => {
    const student = await e.register('student', STUDENT);
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);

    // Nothing yet: the empty state leads to the catalogue.
    await page.goto('/certifications');
    await page.getByRole('heading', { name: 'Aucune certification pour le moment' }).waitFor();
    await page.getByRole('link', { name: 'Parcourir les cours' }).waitFor();
    await expectAxeClean(page, 'certifications, empty');

    // Enrol, then mark each lesson done on the learning screen.
    const enrolled = await page.request.post('/api/enrollments', {
      data: { courseId: state.courseId },
    });
    expect(enrolled.status()).toBe(201);
    await page.goto(`/course/${state.courseId}/learn`);
    for (const [index, title] of LESSONS.entries()) {
      await markLessonDone(page, title);
      if (index < LESSONS.length - 1) await page.getByRole('button', { name: 'Suivant' }).click();
    }
    await visibleText(page, 'Félicitations ! Vous avez terminé toutes les leçons.');

    // Every lesson done, the quiz not passed yet: no certificate.
    expect(await (await page.request.get('/api/my-certifications')).json()).toEqual([]);

    // Pass the quiz.
    await page.getByRole('link', { name: QUIZ }).click();
    await page.waitForURL(`**/quiz/${state.quizId}`);
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    await page.getByRole('radio', { name: 'Vrai' }).check();
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await page.getByRole('heading', { name: 'Félicitations !', level: 1 }).waitFor();

    // The certificate's card.
    await page.goto('/certifications');
    const card = page.getByRole('listitem').filter({ hasText: COURSE });
    await card.getByRole('heading', { name: COURSE }).waitFor();
    await card.getByText('Certification nationale').waitFor();
    const number = (await card.locator('dd.font-mono').innerText()).trim();
    expect(number).toMatch(NUMBER);
    const today = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    await card.getByText(today).waitFor();
    await expectNoHorizontalOverflow(page, 'certifications');
    await expectAxeClean(page, 'certifications');

    // The PDF, downloaded as the learner does it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'certificat-gestion-financiere-pour-petites-entreprises.pdf',
    );
    const pdf = await PDFDocument.load(await readFile((await download.path())!));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toContain(number);
    const address = new URL(qrLink(pdf));
    expect(address.pathname).toBe(`/verify/${number}`);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The QR code's address, opened signed out (on this server: the configured public address
    // names another port).
    for (const phone of [false, true]) {
      const visitor = await e.newPage({ phone });
      await visitor.page.goto(address.pathname);
      const where = `verification page${phone ? ' on a phone' : ''}`;
      await visitor.page.getByRole('heading', { name: 'Vérification de certificat' }).waitFor();
      await visibleText(visitor.page, 'Certificat valide');
      for (const shown of [STUDENT, COURSE, today, 'Valide'])
        await visitor.page.getByRole('definition').getByText(shown, { exact: true }).waitFor();
      await visibleText(visitor.page, 'Certification nationale');
      expect(await visitor.page.getByText(student.email).count()).toBe(0);
      await expectNoHorizontalOverflow(visitor.page, where);
      await expectAxeClean(visitor.page, where);
      expect(visitor.consoleErrors).toEqual([]);
      await visitor.context.close();
    }
  });

  it('shows an unknown number as not found, and a failed load with a retry', async () => {
    const visitor = await e.newPage();
    await visitor.page.goto('/verify/KEL-0000-0000-0000-0000');
    await visitor.page.getByRole('heading', { name: 'Certificat introuvable' }).waitFor();
    await expectAxeClean(visitor.page, 'verification of an unknown number');
    await visitor.context.close();

    const student = await e.register('student', 'Jonathan Kasongo');
    const { page, context } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    // The first load fails (the connection drops), the retry succeeds.
    await page.route('**/api/my-certifications', (route) => route.abort('internetdisconnected'));
    await page.goto('/certifications');
    await page.getByRole('heading', { name: 'Erreur de chargement' }).waitFor();
    await visibleText(page, 'Impossible de charger vos certifications');
    await expectAxeClean(page, 'certifications, load failed');
    await page.unroute('**/api/my-certifications');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { name: 'Aucune certification pour le moment' }).waitFor();
    await context.close();
  });
});
