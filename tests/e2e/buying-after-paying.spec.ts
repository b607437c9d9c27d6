import { describe, expect, it } from 'vitest';
import { createCertification } from '../../src/server/db/factories/certifications.ts';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { insertPaidLiveClass } from '../helpers/factories.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { trueFalse } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  openSignedIn,
  signedInAdminApi,
  visibleText,
} from './page-helpers.ts';

/**
 * What follows a payment or a course, on a 360 × 740 phone: a paid live class reads as awaiting
 * its payment until the instructor confirms it; a certificate is checked by typing its number on
 * /verify; the quiz that completes a course says its certificate was issued and links to it.
 */

const e = useE2E();

const PENDING = 'Paiement en attente de confirmation';

describe('after paying, on a phone', () => {
  it('shows a paid live class as awaiting its payment until it is confirmed', async () => {
    const instructor = await insertUser(e.t.db, 'instructor', 'Gloire Mbuyi');
    const course = await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Marketing digital',
      mobileMoneyInfo: { mpesa: '+243 81 111 22 33' },
    });
    const title = 'Atelier payant : publicités Facebook';
    await insertPaidLiveClass(e.t.db, course, {
      title,
      meetingUrl: 'https://meet.jit.si/kelasi-e2e-achat',
    });
    const student = await e.register('student', 'Divine Kapinga');
    const { page, context, consoleErrors } = await openSignedIn(e, student, '/live-classes', {
      phone: true,
    });
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `S'inscrire : ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Numéro de téléphone').fill('0812345678');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The toast and the card say the payment awaits the instructor, not "Inscrit".
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await toasts.getByText(PENDING, { exact: true }).waitFor();
    expect(await toasts.getByText('Inscription réussie').count()).toBe(0);
    const waiting = card.getByRole('button', { name: PENDING });
    expect(await waiting.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Inscrit' }).count()).toBe(0);
    expect(await card.getByText('Inscrit', { exact: true }).count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'live classes, payment pending');
    await expectAxeClean(page, 'live classes, payment pending');

    // Confirmed (an admin decides through the API): now "Inscrit", and the meeting link.
    const [registration] = (await (await page.request.get('/api/my-live-classes')).json()) as {
      id: string;
    }[];
    const admin = await signedInAdminApi(e);
    const decided = await admin.patch(
      `/api/instructor/live-class-registrations/${registration!.id}`,
      {
        data: { status: 'confirmed' },
      },
    );
    expect(decided.ok()).toBe(true);
    await admin.dispose();
    await page.reload();
    expect(await card.getByRole('button', { name: 'Inscrit' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: PENDING }).count()).toBe(0);
    await card.getByRole('link', { name: `Rejoindre la réunion : ${title}` }).waitFor();
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('checks a certificate by the number typed on /verify', async () => {
    const holder = await insertUser(e.t.db, 'student', 'Grâce Mukendi');
    const instructor = await insertUser(e.t.db, 'instructor', 'Joseph Kalala');
    const course = await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Gestion de stock',
    });
    const { certificateNumber } = await createCertification(e.t.db, {
      userId: holder.id,
      courseId: course.id,
      type: 'national',
    });

    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.goto('/verify');
    await page.getByRole('heading', { name: 'Vérifier un certificat', level: 1 }).waitFor();
    const field = page.getByLabel('Numéro du certificat');
    expect(await field.getAttribute('placeholder')).toBe('KEL-XXXX-XXXX-XXXX-XXXX');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await visibleText(page, 'Le numéro du certificat est requis');
    await field.fill('KEL-1234');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await visibleText(page, 'Numéro invalide : il a la forme KEL-XXXX-XXXX-XXXX-XXXX');
    expect(new URL(page.url()).pathname).toBe('/verify');
    await expectNoHorizontalOverflow(page, 'certificate number form');
    await expectAxeClean(page, 'certificate number form');

    // Typed as read from the paper: small letters, spaces for dashes.
    await field.fill(certificateNumber.toLowerCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL((url) => url.pathname === `/verify/${certificateNumber}`);
    await visibleText(page, 'Certificat valide');
    await page.getByRole('definition').getByText('Grâce Mukendi', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Vérifier un autre certificat' }).click();
    await page.waitForURL((url) => url.pathname === '/verify');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('says on the quiz result that the course is completed and links to the certificate', async () => {
    const instructor = await insertUser(e.t.db, 'instructor', 'Aline Tshala');
    const course = await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Caisse et trésorerie',
    });
    const [lesson] = await createLessons(e.t.db, [
      { courseId: course.id, title: 'Tenir un cahier de caisse', order: 1 },
    ]);
    const { quiz } = await createQuiz(e.t.db, {
      courseId: course.id,
      title: 'Quiz : la caisse',
      isPublished: true,
      questions: [trueFalse('Faut-il noter chaque sortie d’argent ?')],
    });
    const student = await e.register('student', 'Ruth Kabongo');
    const { page, context, consoleErrors } = await openSignedIn(e, student, `/quiz/${quiz.id}`, {
      phone: true,
    });
    const enrolled = await page.request.post('/api/enrollments', {
      data: { courseId: course.id },
    });
    const enrollment = (await enrolled.json()) as { id: string };
    const done = await page.request.post(`/api/enrollments/${enrollment.id}/complete-lesson`, {
      data: { lessonId: lesson!.id },
    });
    expect(done.ok()).toBe(true);

    // The first attempt fails: no certificate, nothing said about one.
    await page.reload();
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    await page.getByRole('radio', { name: 'Faux' }).check();
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await page.getByRole('heading', { name: 'Quiz non réussi', level: 1 }).waitFor();
    expect(await page.getByText(/certificat a été délivré/).count()).toBe(0);

    // The second one passes, and completes the course.
    await page.getByRole('link', { name: 'Refaire le quiz' }).click();
    await page.getByRole('button', { name: 'Refaire le quiz' }).click();
    await page.getByRole('radio', { name: 'Vrai' }).check();
    await page.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await page.getByRole('heading', { name: 'Félicitations !', level: 1 }).waitFor();
    await visibleText(page, 'Cours terminé : votre certificat a été délivré.');
    await expectNoHorizontalOverflow(page, 'quiz result with a certificate');
    await expectAxeClean(page, 'quiz result with a certificate');
    await page.getByRole('link', { name: 'Voir mon certificat' }).click();
    await page.waitForURL((url) => url.pathname === '/certifications');
    await page.getByRole('heading', { name: 'Caisse et trésorerie' }).waitFor();
    await closeWithoutErrors({ context, consoleErrors });
  });
});
