import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { courses, lessons } from '../../src/server/db/schema/index.ts';
import { trueFalse } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import {
  appStarted,
  expectAxeClean,
  expectNoHorizontalOverflow,
  markLessonDone,
  signIn,
  visibleText,
} from './page-helpers.ts';

/**
 * The student's path through the catalogue, a course page, the learning screen and the dashboard,
 * on a desktop screen and on a 360 px phone. The course editors come later: courses and lessons
 * are written straight into the database.
 */

const e = useE2E(() => seedCatalogue());
const { register } = e;

const ids = {
  web: '',
  mobile: '',
  design: '',
  marketing: '',
  business: '',
};
const webLessons = [
  'Introduction au HTML',
  'Mise en forme avec CSS',
  'Publier son premier site',
] as const;

async function seedCatalogue() {
  const instructor = await register('instructor', 'Joseph Kalala');
  const base = { instructorId: instructor.id, status: 'published' as const };
  const day = 24 * 3600 * 1000;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const rows = await e.t.db
    .insert(courses)
    .values([
      {
        ...base,
        title: 'Développement web : HTML et CSS',
        description: 'Créez vos premières pages web, pas à pas, depuis votre téléphone.',
        category: 'Programmation',
        level: 'beginner',
        duration: 3,
        createdAt: at(1),
      },
      {
        ...base,
        title: 'Développement mobile avancé',
        description: 'Des applications Android rapides et économes en données.',
        category: 'Programmation',
        level: 'advanced',
        duration: 12,
        createdAt: at(2),
      },
      {
        ...base,
        title: 'Design graphique pour tous',
        description: 'Couleurs, typographie et mise en page.',
        category: 'Design',
        level: 'beginner',
        duration: 5,
        createdAt: at(3),
      },
      {
        ...base,
        title: 'Marketing digital',
        description: 'Faire connaître son activité sur les réseaux sociaux.',
        category: 'Marketing',
        level: 'intermediate',
        accessType: 'package',
        duration: 6,
        createdAt: at(4),
      },
      {
        ...base,
        title: 'Créer son entreprise à Kinshasa',
        description: 'Du projet au premier client.',
        category: 'Business',
        level: 'intermediate',
        price: 25000,
        duration: 8,
        createdAt: at(5),
      },
    ])
    .returning({ id: courses.id, title: courses.title });
  const idOf = (title: string) => rows.find((r) => r.title === title)!.id;
  ids.web = idOf('Développement web : HTML et CSS');
  ids.mobile = idOf('Développement mobile avancé');
  ids.design = idOf('Design graphique pour tous');
  ids.marketing = idOf('Marketing digital');
  ids.business = idOf('Créer son entreprise à Kinshasa');

  await e.t.db.insert(lessons).values([
    {
      courseId: ids.web,
      order: 1,
      title: webLessons[0],
      description: 'Les balises essentielles.',
      content: 'Une page web est un document texte.\nChaque balise a un rôle précis.',
      duration: 15,
      isFree: true,
    },
    {
      courseId: ids.web,
      order: 2,
      title: webLessons[1],
      description: 'Couleurs, marges et mise en page.',
      videoUrl: 'https://www.youtube.com/watch?v=kelasi-css',
      content: 'Le CSS décrit la présentation.',
      duration: 20,
    },
    {
      courseId: ids.web,
      order: 3,
      title: webLessons[2],
      content: 'Mettez votre site en ligne.',
      fileUrl: 'https://exemple.cd/fichiers/fiche-exercices.docx',
      duration: 25,
    },
    { courseId: ids.mobile, order: 1, title: 'Android et ses contraintes', duration: 30 },
  ]);
}

const cards = (page: Page) => page.locator('main li').filter({ has: page.locator('h3') });

async function expectCardTitles(page: Page, titles: string[]) {
  await expect
    .poll(async () => (await cards(page).locator('h3').allInnerTexts()).sort())
    .toEqual([...titles].sort());
}

/** Marks every lesson complete, stepping with "Suivant", until "100% complété". */
async function completeAllLessons(page: Page) {
  for (const [index, title] of webLessons.entries()) {
    await markLessonDone(page, title);
    if (index < webLessons.length - 1) {
      await page.getByRole('button', { name: 'Suivant' }).click();
    } else {
      expect(await page.getByRole('button', { name: 'Suivant' }).isDisabled()).toBe(true);
    }
  }
  await visibleText(page, '100% complété');
}

describe('the student path', () => {
  it('filters, searches, opens a course, enrols, learns every lesson and sees it completed', async () => {
    const { page, context, consoleErrors } = await e.newPage();

    // The catalogue, as a visitor.
    await page.goto('/catalog');
    await visibleText(page, '5 cours trouvés');
    await visibleText(page, 'Certifié');
    await visibleText(page, '100%');
    expect(await page.getByRole('button', { name: 'Réinitialiser les filtres' }).count()).toBe(0);
    await expectAxeClean(page, 'catalogue');

    // Category, then level: the count, the cards and the URL follow.
    await page.getByLabel('Programmation').check();
    await visibleText(page, '2 cours trouvés');
    await expectCardTitles(page, [
      'Développement web : HTML et CSS',
      'Développement mobile avancé',
    ]);
    await page.getByLabel('Niveau').selectOption({ label: 'Débutant' });
    await visibleText(page, '1 cours trouvé');
    await expectCardTitles(page, ['Développement web : HTML et CSS']);
    let url = new URL(page.url());
    expect(url.searchParams.getAll('categories')).toEqual(['Programmation']);
    expect(url.searchParams.get('level')).toBe('beginner');

    // A link reproduces the filters.
    await page.reload();
    await visibleText(page, '1 cours trouvé');
    expect(await page.getByLabel('Programmation').isChecked()).toBe(true);

    // Nothing matches; reset brings everything back.
    await page.getByLabel('Design').check();
    await page.getByLabel('Niveau').selectOption({ label: 'Avancé' });
    await visibleText(page, '1 cours trouvé');
    await page.getByLabel('Programmation').uncheck();
    await visibleText(page, 'Aucun cours trouvé');
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
    await visibleText(page, '5 cours trouvés');
    expect(new URL(page.url()).search).toBe('');

    // Search without accents finds the accented titles (debounced into the URL).
    await page.getByLabel('Rechercher', { exact: true }).fill('developpement');
    await visibleText(page, '2 cours trouvés');
    await expectCardTitles(page, [
      'Développement web : HTML et CSS',
      'Développement mobile avancé',
    ]);
    url = new URL(page.url());
    expect(url.searchParams.get('search')).toBe('developpement');

    // Sort by price, highest first: the priced course leads.
    await page.getByRole('button', { name: 'Réinitialiser les filtres' }).first().click();
    await page.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
    await expect
      .poll(async () => (await cards(page).locator('h3').allInnerTexts())[0])
      .toBe('Créer son entreprise à Kinshasa');
    await visibleText(page, '25 000 FC');
    await visibleText(page, 'Abonnement requis');

    // The course page, as a visitor: enrolment needs an account.
    await page.getByLabel('Rechercher', { exact: true }).fill('developpement web');
    await visibleText(page, '1 cours trouvé');
    await page.getByRole('link', { name: 'Développement web : HTML et CSS' }).click();
    await page.waitForURL(`**/course/${ids.web}`);
    await page
      .getByRole('heading', { name: 'Développement web : HTML et CSS', level: 1 })
      .waitFor();
    // The enrol action leads a visitor to sign in, and back to this course afterwards.
    const signInFirst = page.getByRole('link', { name: "S'inscrire au cours" });
    expect(await signInFirst.getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(`/course/${ids.web}`)}`,
    );
    await visibleText(page, '1 heure');
    // Only the lessons that hold a video count as video lessons.
    await visibleText(page, '1 leçon vidéo');
    await visibleText(page, 'Aperçu gratuit');
    expect(await page.getByRole('img', { name: 'Leçon verrouillée' }).count()).toBe(2);
    await page.getByRole('button', { name: /Introduction au HTML/ }).click();
    await visibleText(page, 'Les balises essentielles.');
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await visibleText(page, 'Aucun quiz disponible pour ce cours');
    await page.getByRole('tab', { name: 'Formateur' }).click();
    await page.getByRole('heading', { name: 'Joseph Kalala' }).waitFor();
    await expectAxeClean(page, 'course page');

    // Sign in, enrol, learn.
    const student = await register('student', 'Esther Mwamba');
    await signIn(page, student.email, student.password);
    // The header search lands on the catalogue with the term in the filter.
    const headerSearch = page.locator('header').getByPlaceholder('Rechercher des cours...');
    await headerSearch.fill('développement');
    await headerSearch.press('Enter');
    await visibleText(page, '2 cours trouvés');
    expect(await page.getByLabel('Rechercher', { exact: true }).inputValue()).toBe('développement');
    await page.goto(`/course/${ids.web}`);
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await visibleText(page, 'Inscription réussie');
    await visibleText(page, 'Vous pouvez maintenant accéder au cours');
    await page.getByRole('link', { name: 'Continuer le cours' }).click();
    await page.waitForURL(`**/course/${ids.web}/learn`);
    await visibleText(page, '0% complété');
    await expectAxeClean(page, 'learning screen');

    // Text keeps its line breaks; a YouTube video is only a link; other files are downloads.
    expect(
      await page
        .getByText('Une page web est un document texte.', { exact: false })
        .evaluate((el) => getComputedStyle(el).whiteSpace),
    ).toBe('pre-line');
    expect(await page.getByRole('button', { name: 'Précédent' }).isDisabled()).toBe(true);
    await completeAllLessons(page);
    await visibleText(page, 'Votre progression a été mise à jour');
    // The selected lesson is in the URL: a reload keeps it.
    await page.reload();
    await page.getByRole('heading', { name: webLessons[2], level: 2 }).waitFor();
    await visibleText(page, 'Ressources téléchargeables');
    await page.getByRole('button', { name: /Mise en forme avec CSS/ }).click();
    await page.getByRole('link', { name: /Ouvrir la vidéo/ }).waitFor();
    expect(await page.locator('video').count()).toBe(0);

    // The dashboard shows it completed.
    await page.goto('/student/dashboard');
    await page.getByRole('heading', { name: 'Tableau de bord étudiant' }).waitFor();
    const done = page.locator('section', {
      has: page.getByRole('heading', { name: 'Cours complétés' }),
    });
    await done
      .getByRole('link', { name: 'Développement web : HTML et CSS', exact: true })
      .waitFor();
    await visibleText(page, 'Progression moyenne');
    await expectAxeClean(page, 'student dashboard');

    // The catalogue card now shows the progress and "Continuer".
    await page.goto('/catalog');
    const card = cards(page).filter({ hasText: 'Développement web : HTML et CSS' });
    await card.getByText('100%').waitFor();
    expect(await card.getByRole('link', { name: /Continuer/ }).getAttribute('href')).toBe(
      `/course/${ids.web}`,
    );

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works on a 360 px phone without sideways scrolling', async () => {
    const student = await register('student', 'Patrick Ilunga');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    await visibleText(page, '5 cours trouvés');
    await expectNoHorizontalOverflow(page, 'catalogue');

    // The filters fold behind a toggle on phones.
    const toggle = page.getByRole('button', { name: 'Filtres', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Rechercher', { exact: true }).isVisible()).toBe(false);
    await toggle.click();
    await page.getByLabel('Rechercher', { exact: true }).fill('développement web');
    await visibleText(page, '1 cours trouvé');
    await expectNoHorizontalOverflow(page, 'catalogue with filters');

    await page.getByRole('link', { name: 'Développement web : HTML et CSS' }).click();
    await page.getByRole('button', { name: "S'inscrire au cours" }).waitFor();
    await expectNoHorizontalOverflow(page, 'course page');
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await page.getByRole('link', { name: 'Continuer le cours' }).click();
    await page.waitForURL(`**/course/${ids.web}/learn`);
    await page.getByRole('heading', { name: webLessons[0], level: 2 }).waitFor();
    await expectNoHorizontalOverflow(page, 'learning screen');

    // The lesson list is a drawer on phones.
    const drawer = page.getByRole('button', { name: /Leçons du cours/ });
    await drawer.click();
    await page.getByRole('button', { name: /Publier son premier site/ }).click();
    await page.getByRole('heading', { name: webLessons[2], level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get('lesson')).not.toBeNull();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await completeAllLessons(page);
    await expectNoHorizontalOverflow(page, 'learning screen, all done');
    await expectAxeClean(page, 'learning screen on a phone');

    await page.goto('/student/dashboard');
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'Cours complétés' }) })
      .getByRole('link', { name: 'Développement web : HTML et CSS', exact: true })
      .waitFor();
    await expectNoHorizontalOverflow(page, 'student dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends visitors to sign in, subscription courses to the plans, priced ones to payment', async () => {
    const { page, context } = await e.newPage();
    // The catalogue is drawn by the server: its buttons answer once the app has taken it over.
    await page.goto('/catalog');
    await appStarted(page);
    await cards(page)
      .filter({ hasText: 'Design graphique pour tous' })
      .getByRole('button', { name: /S'inscrire/ })
      .click();
    await visibleText(page, 'Connexion requise');
    await visibleText(page, 'Veuillez vous connecter pour vous inscrire à un cours');
    await page.waitForURL('**/login');

    const student = await register('student', 'Grâce Mbuyi');
    await signIn(page, student.email, student.password);
    await cards(page)
      .filter({ hasText: 'Marketing digital' })
      .getByRole('button', { name: /S'inscrire/ })
      .click();
    await visibleText(page, 'Abonnement requis');
    await visibleText(page, 'Ce cours nécessite un abonnement actif');
    await page.waitForURL('**/subscriptions');

    await page.goto('/catalog');
    await appStarted(page);
    await cards(page)
      .filter({ hasText: 'Créer son entreprise à Kinshasa' })
      .getByRole('button', { name: /S'inscrire/ })
      .click();
    await page.waitForURL(`**/course/${ids.business}/payment`);

    // Free course from the catalogue card.
    await page.goto('/catalog');
    await appStarted(page);
    const design = cards(page).filter({ hasText: 'Design graphique pour tous' });
    await design.getByRole('button', { name: /S'inscrire/ }).click();
    await visibleText(page, 'Vous êtes maintenant inscrit à ce cours');
    await design.getByRole('link', { name: /Continuer/ }).waitFor();
    await design.getByText('Progression').waitFor();

    // A course that does not exist.
    await page.goto('/course/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Cours non trouvé' }).waitFor();
    expect(await page.getByRole('link', { name: 'Retour au catalogue' }).getAttribute('href')).toBe(
      '/catalog',
    );

    // The learning screen of a course one is not enrolled in leads back to the course page.
    await page.goto(`/course/${ids.mobile}/learn`);
    await page.waitForURL((u) => u.pathname === `/course/${ids.mobile}`);
    await page.getByRole('button', { name: "S'inscrire au cours" }).waitFor();
    await context.close();
  });

  it('continues where the learner stopped, and at 100 % congratulates and points to the quiz', async () => {
    const { quiz } = await createQuiz(e.t.db, {
      courseId: ids.web,
      title: 'Quiz : les bases du web',
      isPublished: true,
      questions: [trueFalse('HTML décrit-il la structure d’une page ?')],
    });
    const student = await register('student', 'Ruth Kabongo');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    const enrolled = await page.request.post('/api/enrollments', { data: { courseId: ids.web } });
    const enrollment = (await enrolled.json()) as { id: string };
    const lessonIds = (
      (await (await page.request.get(`/api/courses/${ids.web}/lessons`)).json()) as { id: string }[]
    ).map((l) => l.id);
    const complete = (lessonId: string) =>
      page.request.post(`/api/enrollments/${enrollment.id}/complete-lesson`, {
        data: { lessonId },
      });
    await complete(lessonIds[0]!);

    await page.goto(`/course/${ids.web}/learn`);
    // Completing it does not move the learner on by itself.
    await markLessonDone(page, webLessons[1]!);
    await page.getByRole('heading', { name: webLessons[1], level: 2 }).waitFor();

    await complete(lessonIds[2]!);
    await page.reload();
    await visibleText(page, 'Félicitations ! Vous avez terminé toutes les leçons.');
    await expectNoHorizontalOverflow(page, 'learning screen, course completed');
    await page.getByRole('link', { name: 'Quiz : les bases du web' }).click();
    await page.waitForURL(`**/quiz/${quiz.id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
