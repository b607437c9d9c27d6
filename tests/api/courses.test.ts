import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  choices,
  enrollments,
  questions,
  quizAttempts,
  quizzes,
} from '../../src/server/db/schema/index.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertLesson, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let otherInstructor: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let student: Awaited<ReturnType<typeof signedInUser>>;
let enrolled: Awaited<ReturnType<typeof signedInUser>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t.app, t.db, 'instructor', 'Patrick Mbuyi');
  otherInstructor = await signedInUser(t.app, t.db, 'instructor');
  admin = await signedInUser(t.app, t.db, 'admin');
  student = await signedInUser(t.app, t.db, 'student');
  enrolled = await signedInUser(t.app, t.db, 'student');
  const day = 24 * 3600 * 1000;
  const at = (n: number) => new Date(Date.now() - n * day);
  const web = await insertCourse(t.db, {
    instructorId: owner.user.id,
    title: 'Développement web moderne',
    description: 'HTML, CSS et JavaScript pour créer des sites.',
    category: 'Programmation',
    level: 'beginner',
    price: 0,
    duration: 12,
    createdAt: at(5),
  });
  const design = await insertCourse(t.db, {
    instructorId: owner.user.id,
    title: 'Design graphique',
    description: 'Les bases de la mise en page et de la typographie.',
    category: 'Design',
    level: 'intermediate',
    price: 25000,
    createdAt: at(3),
  });
  const business = await insertCourse(t.db, {
    instructorId: otherInstructor.user.id,
    title: 'Créer son entreprise à Kinshasa',
    description: 'Business plan, financement et développement commercial.',
    category: 'Business',
    level: 'advanced',
    accessType: 'package',
    price: 0,
    createdAt: at(1),
  });
  const marketing = await insertCourse(t.db, {
    instructorId: otherInstructor.user.id,
    title: 'Marketing digital',
    description: 'Réseaux sociaux et publicité 100% en ligne.',
    category: 'Marketing',
    level: 'beginner',
    price: 50000,
    createdAt: at(2),
  });
  const draft = await insertCourse(t.db, {
    instructorId: owner.user.id,
    title: 'Brouillon secret',
    description: 'Pas encore prêt.',
    status: 'draft',
    createdAt: at(0),
  });
  Object.assign(ids, {
    web: web.id,
    design: design.id,
    business: business.id,
    marketing: marketing.id,
    draft: draft.id,
  });
  await insertLesson(t.db, {
    courseId: web.id,
    title: 'Introduction',
    order: 1,
    isFree: true,
    duration: 15,
    content: 'Bienvenue',
    videoUrl: 'https://www.youtube.com/watch?v=abc',
  });
  await insertLesson(t.db, {
    courseId: web.id,
    title: 'Les balises',
    order: 2,
    duration: 30,
    content: 'Le HTML…',
    fileUrl: '/objects/cours/html.pdf',
  });
  await insertLesson(t.db, {
    courseId: web.id,
    title: 'Le CSS',
    order: 3,
    duration: 45,
    content: 'Les sélecteurs…',
    videoUrl: '/objects/cours/css.mp4',
  });
  await t.db.insert(enrollments).values([
    { userId: enrolled.user.id, courseId: web.id, progress: 33 },
    { userId: student.user.id, courseId: marketing.id },
    { userId: enrolled.user.id, courseId: marketing.id },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const visitor = () => new Agent(t.app);
const titles = (body: { title: string }[]) => body.map((c) => c.title);

describe('GET /api/courses', () => {
  it('lists published courses only, newest first, with counts and the instructor', async () => {
    const res = await visitor().get('/api/courses');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titles(body)).toEqual([
      'Créer son entreprise à Kinshasa',
      'Marketing digital',
      'Design graphique',
      'Développement web moderne',
    ]);
    const web = body.find((c: { id: string }) => c.id === ids.web);
    expect(web).toMatchObject({
      enrollmentCount: 1,
      lessonCount: 3,
      totalLessonMinutes: 90,
      duration: 12,
      isEnrolled: false,
      progress: null,
      price: 0,
      accessType: 'free',
      level: 'beginner',
      instructor: { name: 'Patrick Mbuyi', avatar: null },
    });
    expect(web).not.toHaveProperty('mobileMoneyInfo');
  });

  it('finds courses without accents and whatever the case, in title and description', async () => {
    expect(titles((await visitor().get('/api/courses?search=developpement')).json())).toEqual([
      'Créer son entreprise à Kinshasa',
      'Développement web moderne',
    ]);
    expect(titles((await visitor().get('/api/courses?search=TYPOGRAPHIE')).json())).toEqual([
      'Design graphique',
    ]);
    expect(titles((await visitor().get('/api/courses?search=créer')).json())).toEqual([
      'Créer son entreprise à Kinshasa',
      'Développement web moderne',
    ]);
    // LIKE wildcards in the term are plain characters.
    expect(titles((await visitor().get('/api/courses?search=100%25')).json())).toEqual([
      'Marketing digital',
    ]);
    expect((await visitor().get('/api/courses?search=%25')).json()).toHaveLength(1);
    expect((await visitor().get('/api/courses?search=secret')).json()).toEqual([]);
  });

  it('finds a course when every word of the search matches, in any order', async () => {
    for (const search of ['entreprise kinshasa', 'KINSHASA  créer', 'entreprise a']) {
      const res = await visitor().get(`/api/courses?search=${encodeURIComponent(search)}`);
      expect(titles(res.json()), search).toContain('Créer son entreprise à Kinshasa');
    }
    const none = await visitor().get('/api/courses?search=entreprise%20lubumbashi');
    expect(none.json()).toEqual([]);
  });

  it('combines categories (repeated keys), level and sort', async () => {
    const two = await visitor().get(
      '/api/courses?categories=Design&categories=Marketing&sort=price-asc',
    );
    expect(titles(two.json())).toEqual(['Design graphique', 'Marketing digital']);
    const desc = await visitor().get(
      '/api/courses?categories=Design&categories=Marketing&sort=price-desc',
    );
    expect(titles(desc.json())).toEqual(['Marketing digital', 'Design graphique']);
    const beginners = await visitor().get('/api/courses?level=beginner&sort=price-desc');
    expect(titles(beginners.json())).toEqual(['Marketing digital', 'Développement web moderne']);
    const one = await visitor().get(
      '/api/courses?categories=Programmation&level=beginner&search=web',
    );
    expect(titles(one.json())).toEqual(['Développement web moderne']);
    const none = await visitor().get('/api/courses?categories=Langues');
    expect(none.json()).toEqual([]);
  });

  it('sorts by popularity', async () => {
    const res = await visitor().get('/api/courses?sort=popular');
    expect(titles(res.json()).slice(0, 2)).toEqual([
      'Marketing digital',
      'Développement web moderne',
    ]);
  });

  it('answers 400 in French to an unknown sort, level or category', async () => {
    const sort = await visitor().get('/api/courses?sort=cheap');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields).toEqual({ sort: 'Tri inconnu' });
    const level = await visitor().get('/api/courses?level=expert');
    expect(level.statusCode).toBe(400);
    expect(level.json().fields).toEqual({ level: 'Niveau inconnu' });
    const category = await visitor().get('/api/courses?categories=Cuisine');
    expect(category.statusCode).toBe(400);
  });

  it('marks the caller’s enrolments with their progress', async () => {
    const body = (await enrolled.agent.get('/api/courses')).json();
    expect(body.find((c: { id: string }) => c.id === ids.web)).toMatchObject({
      isEnrolled: true,
      progress: 33,
    });
    expect(body.find((c: { id: string }) => c.id === ids.design)).toMatchObject({
      isEnrolled: false,
      progress: null,
    });
  });

  it('shows an instructor their own drafts, and nobody else’s', async () => {
    expect(titles((await owner.agent.get('/api/courses')).json())).toContain('Brouillon secret');
    expect(titles((await otherInstructor.agent.get('/api/courses')).json())).not.toContain(
      'Brouillon secret',
    );
    expect(titles((await student.agent.get('/api/courses')).json())).not.toContain(
      'Brouillon secret',
    );
  });

  it('is compressed and revalidated with an ETag', async () => {
    const first = await visitor().get('/api/courses', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await visitor().get('/api/courses', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/courses/:id', () => {
  it('answers one published course to anyone', async () => {
    const res = await visitor().get(`/api/courses/${ids.web}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.web,
      title: 'Développement web moderne',
      lessonCount: 3,
      canEdit: false,
    });
    expect((await owner.agent.get(`/api/courses/${ids.web}`)).json().canEdit).toBe(true);
    expect((await admin.agent.get(`/api/courses/${ids.web}`)).json().canEdit).toBe(true);
  });

  it('hides a draft from strangers with a 404 and shows it to its instructor and admins', async () => {
    for (const agent of [visitor(), student.agent, otherInstructor.agent]) {
      const res = await agent.get(`/api/courses/${ids.draft}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cours non trouvé', code: 'COURSE_NOT_FOUND' });
      expect((await agent.get(`/api/courses/${ids.draft}/lessons`)).statusCode).toBe(404);
    }
    expect((await owner.agent.get(`/api/courses/${ids.draft}`)).statusCode).toBe(200);
    expect((await admin.agent.get(`/api/courses/${ids.draft}`)).statusCode).toBe(200);
  });

  it('answers 404 to unknown and malformed ids', async () => {
    expect(
      (await visitor().get('/api/courses/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await visitor().get('/api/courses/pas-un-id')).statusCode).toBe(404);
  });
});

describe('GET /api/courses/:id/lessons', () => {
  const readable = (
    body: {
      title: string;
      content: string | null;
      videoUrl: string | null;
      fileUrl: string | null;
      locked: boolean;
    }[],
  ) => body.map((l) => [l.title, l.locked, l.content !== null]);

  it('gives visitors and non-enrolled students the titles and only the free lesson’s content', async () => {
    for (const agent of [visitor(), student.agent, otherInstructor.agent]) {
      const body = (await agent.get(`/api/courses/${ids.web}/lessons`)).json();
      expect(readable(body)).toEqual([
        ['Introduction', false, true],
        ['Les balises', true, false],
        ['Le CSS', true, false],
      ]);
      expect(body[1]).toMatchObject({ videoUrl: null, fileUrl: null, duration: 30, order: 2 });
    }
  });

  it('gives everything to enrolled students, the instructor and admins', async () => {
    for (const agent of [enrolled.agent, owner.agent, admin.agent]) {
      const body = (await agent.get(`/api/courses/${ids.web}/lessons`)).json();
      expect(
        body.every((l: { locked: boolean; content: string | null }) => !l.locked && l.content),
      ).toBe(true);
      expect(body[1].fileUrl).toBe('/objects/cours/html.pdf');
      expect(body[2].videoUrl).toBe('/objects/cours/css.mp4');
    }
  });
});

describe('GET /api/courses/:id/quizzes', () => {
  it('lists published quizzes with question counts and the caller’s attempts, never the answers', async () => {
    const [quiz] = await t.db
      .insert(quizzes)
      .values({
        courseId: ids.web!,
        title: 'Quiz HTML',
        description: 'Les balises',
        timeLimit: 10,
        passingScore: 60,
        isPublished: true,
      })
      .returning();
    await t.db
      .insert(quizzes)
      .values({ courseId: ids.web!, title: 'Quiz caché', isPublished: false });
    const [q1] = await t.db
      .insert(questions)
      .values({
        quizId: quiz!.id,
        questionText: 'Balise de titre ?',
        type: 'single_choice',
        order: 1,
        explanation: 'h1',
      })
      .returning();
    await t.db.insert(questions).values({
      quizId: quiz!.id,
      questionText: 'HTML est un langage ?',
      type: 'true_false',
      order: 2,
    });
    await t.db
      .insert(choices)
      .values({ questionId: q1!.id, choiceText: '<h1>', isCorrect: true, order: 1 });
    await t.db.insert(quizAttempts).values([
      {
        quizId: quiz!.id,
        studentId: enrolled.user.id,
        score: 1,
        maxScore: 2,
        answers: {},
        completedAt: new Date(),
      },
      {
        quizId: quiz!.id,
        studentId: enrolled.user.id,
        score: 2,
        maxScore: 3,
        answers: {},
        completedAt: new Date(),
      },
      {
        quizId: quiz!.id,
        studentId: enrolled.user.id,
        score: 0,
        maxScore: 2,
        answers: {},
        completedAt: null,
      },
    ]);

    const mine = await enrolled.agent.get(`/api/courses/${ids.web}/quizzes`);
    expect(mine.json()).toEqual([
      {
        id: quiz!.id,
        title: 'Quiz HTML',
        description: 'Les balises',
        questionCount: 2,
        timeLimit: 10,
        passingScore: 60,
        attemptCount: 2,
        bestScore: 67,
      },
    ]);
    expect(mine.body).not.toMatch(/isCorrect|explanation/);
    const theirs = (await visitor().get(`/api/courses/${ids.web}/quizzes`)).json();
    expect(theirs[0]).toMatchObject({ attemptCount: 0, bestScore: null });
  });
});

describe('deleted enrolments do not leak', () => {
  it('reflects the current database state', async () => {
    await t.db.delete(enrollments).where(eq(enrollments.courseId, ids.design!));
    const res = await visitor().get(`/api/courses/${ids.design}`);
    expect(res.json().enrollmentCount).toBe(0);
  });
});
