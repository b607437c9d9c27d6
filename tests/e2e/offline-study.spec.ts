import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import { enrollments, quizAttempts } from '../../src/server/db/schema/index.ts';
import { singleChoice, trueFalse } from '../helpers/quiz-fixtures.ts';
import { useE2E } from './harness.ts';
import { appStarted, signIn } from './page-helpers.ts';

/**
 * Studying offline (issue 30): a learner saves a course while connected, loses the network and
 * the server both, reloads, reads, watches, completes lessons and answers a quiz; when the
 * network returns, the server gets each action once.
 */
const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'.padEnd(4000, ' '),
);

interface Fixture {
  instructor: { email: string; password: string };
  courseId: string;
  quizId: string;
  lessonIds: string[];
  pdfPath: string;
}
let fixture: Fixture;

const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Odile Kapinga');
  const cookie = await loginCookie(instructor.email, instructor.password);
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    status: 'published',
    price: 0,
    title: 'Tenir sa boutique',
  });
  const lessons = await createLessons(e.t.db, [
    {
      courseId: course.id,
      title: 'Compter sa caisse',
      order: 1,
      content: 'Chaque soir, on compte les billets et on note le total.',
    },
    { courseId: course.id, title: 'Servir un client', order: 2 },
    {
      courseId: course.id,
      title: 'Ranger son stock',
      order: 3,
      content: 'Les produits qui partent vite devant.',
    },
  ]);
  const { quiz } = await createQuiz(e.t.db, {
    courseId: course.id,
    title: 'Quiz de la boutique',
    isPublished: true,
    timeLimit: 30,
    questions: [
      trueFalse('Faut-il compter la caisse chaque soir ?'),
      singleChoice('Où ranger ce qui part vite ?', ['Devant', 'Derrière']),
    ],
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-offline-'));
  try {
    const video = path.join(dir, 'lecon.mp4');
    // Six seconds of picture and sound, made here: no video is downloaded.
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=640x360:rate=25:duration=6', '-f', 'lavfi'],
      ...['-i', 'sine=frequency=440:duration=6', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-c:a', 'aac', '-shortest', video],
    ]);
    const videoPath = await uploadFile(cookie, await readFile(video), 'video/mp4');
    const pdfPath = await uploadFile(cookie, PDF_BYTES, 'application/pdf');
    await patchLesson(cookie, lessons[0]!.id, { fileUrl: pdfPath });
    await patchLesson(cookie, lessons[1]!.id, { videoUrl: videoPath });
    fixture = {
      instructor,
      courseId: course.id,
      quizId: quiz.id,
      lessonIds: lessons.map((l) => l.id),
      pdfPath,
    };
    // The renditions are made in the background: the low one must be there to be saved.
    const qualities = async () => {
      const res = await fetch(`${e.baseUrl}/api/lessons/${lessons[1]!.id}`, {
        headers: { cookie },
      });
      return ((await res.json()) as { videos: { quality: string }[] }).videos.map((v) => v.quality);
    };
    // Until it is (the hook's own time limit stops a job that never ends).
    while (!(await qualities()).includes('low')) await sleep(500);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

async function loginCookie(email: string, password: string) {
  const res = await fetch(`${e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function uploadFile(cookie: string, body: Buffer, type: string) {
  const address = await fetch(`${e.baseUrl}/api/objects/upload`, {
    method: 'POST',
    headers: { cookie },
  });
  const { uploadURL } = (await address.json()) as { uploadURL: string };
  const put = await fetch(new URL(uploadURL, e.baseUrl), {
    method: 'PUT',
    headers: { cookie, 'content-type': type },
    body: new Uint8Array(body),
  });
  expect(put.status).toBe(204);
  const named = await fetch(`${e.baseUrl}/api/lessons/upload-file`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ fileUrl: uploadURL }),
  });
  return ((await named.json()) as { objectPath: string }).objectPath;
}

async function patchLesson(cookie: string, id: string, body: object) {
  const res = await fetch(`${e.baseUrl}/api/lessons/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** A learner enrolled in the course, on a phone where the app is installed (a second visit). */
async function learnerWithTheApp() {
  const student = await e.register('student', 'Grâce Ilunga');
  const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
  await signIn(first, student.email, student.password);
  const enrolled = await first.request.post('/api/enrollments', {
    data: { courseId: fixture.courseId },
  });
  expect(enrolled.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`/course/${fixture.courseId}`);
  await appStarted(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { student, context, page };
}

/** Saves the course in the low quality, from its page, and waits for the download to end. */
async function saveCourse(page: Page) {
  await page.goto(`/course/${fixture.courseId}`);
  await appStarted(page);
  await page.getByRole('button', { name: 'Télécharger pour hors ligne' }).click();
  const dialog = page.getByRole('dialog', { name: 'Télécharger pour hors ligne' });
  // The size comes first, split by kind, with the quality chosen.
  for (const kind of ['Textes', 'Documents', 'Vidéos', 'Total']) {
    await dialog.getByText(kind, { exact: true }).waitFor();
  }
  await dialog.getByRole('radio', { name: /Basse \(360p\)/ }).check();
  await dialog.getByRole('button', { name: /^Télécharger \(/ }).click();
  await page.getByText(/^Disponible hors ligne/).waitFor({ timeout: 60_000 });
}

/** The server stops answering (connection refused) until the returned function is called. */
async function serverUnreachable(): Promise<() => Promise<void>> {
  const server = e.t.app.server;
  const port = Number(new URL(e.baseUrl).port);
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return () =>
    new Promise<void>((resolve) => {
      server.listen(port, '127.0.0.1', () => resolve());
    });
}

const cachedPaths = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cacheName);

async function goOffline(context: BrowserContext) {
  const restore = await serverUnreachable();
  await context.setOffline(true);
  return async () => {
    await restore();
    await context.setOffline(false);
  };
}

describe('studying offline', () => {
  it('saves a course, studies it with no network after a reload, and syncs each action once when the network returns', async () => {
    const { student, context, page } = await learnerWithTheApp();
    const { courseId, quizId, lessonIds, pdfPath } = fixture;

    // A quiz needs the server to start: it is opened while connected.
    await page.goto(`/quiz/${quizId}`);
    await page.getByRole('button', { name: 'Commencer le quiz' }).click();
    await page
      .getByRole('heading', { name: 'Faut-il compter la caisse chaque soir ?', level: 2 })
      .waitFor();

    await saveCourse(page);
    const saved = await cachedPaths(page, 'kelasi-saved');
    expect(saved).toContain(pdfPath);
    expect(saved.some((p) => /^\/objects\/renditions\/.+\/low\.mp4$/.test(p))).toBe(true);
    // Only the chosen quality: not the original, nor the other renditions.
    expect(saved).toHaveLength(2);

    const networkBack = await goOffline(context);
    await page.close();
    const offline = await context.newPage();
    await offline.goto(`/course/${courseId}/learn?lesson=${lessonIds[0]}`);
    await offline.getByRole('heading', { name: 'Compter sa caisse', level: 2 }).waitFor();
    await offline.getByText('Chaque soir, on compte les billets').waitFor();
    // Its PDF opens from the phone.
    const pdf = await offline.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        size: (await res.arrayBuffer()).byteLength,
      };
    }, pdfPath);
    expect(pdf).toEqual({ status: 200, type: 'application/pdf', size: PDF_BYTES.length });
    await offline.getByRole('button', { name: 'Marquer comme terminé' }).click();
    await offline
      .getByText('Connexion perdue : la leçon sera marquée comme terminée dès son retour.')
      .waitFor();

    // The video plays, and seeks, from the phone.
    await offline.getByRole('button', { name: 'Suivant' }).click();
    await offline.getByRole('heading', { name: 'Servir un client', level: 2 }).waitFor();
    const played = await offline
      .getByLabel('Vidéo : Servir un client')
      .evaluate(async (video: HTMLVideoElement) => {
        video.muted = true;
        await video.play();
        video.currentTime = 4;
        await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
        return { time: video.currentTime, error: video.error?.code ?? null, src: video.currentSrc };
      });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThanOrEqual(3.5);
    expect(played.src).toMatch(/\/low\.mp4$/);
    await offline.getByRole('button', { name: 'Marquer comme terminé' }).click();

    // The open quiz, answered and submitted with no network: kept on the phone.
    await offline.goto(`/quiz/${quizId}`);
    await offline.getByRole('radio', { name: 'Vrai' }).check();
    await offline.getByRole('button', { name: 'Suivant' }).click();
    await offline.getByRole('radio', { name: 'Devant' }).check();
    await offline.getByRole('button', { name: 'Soumettre le quiz' }).click();
    await offline
      .getByText('Vos réponses sont gardées : le quiz sera soumis dès le retour de la connexion.')
      .waitFor();

    // The app is closed, then opened again, still offline: the three actions wait.
    await offline.close();
    const reopened = await context.newPage();
    await reopened.goto('/offline');
    const waiting = reopened.getByRole('list', { name: 'Actions en attente' });
    await waiting.getByText('Leçon terminée : Compter sa caisse').waitFor();
    await waiting.getByText('Leçon terminée : Servir un client').waitFor();
    await waiting.getByText('Quiz soumis : Quiz de la boutique').waitFor();
    const before = await enrolmentOf(student.id, courseId);
    expect(before?.completedLessons).toEqual([]);

    await networkBack();
    await reopened.getByText('Tout est synchronisé.').waitFor({ timeout: 30_000 });
    const after = await enrolmentOf(student.id, courseId);
    // In the order taken, each once.
    expect(after?.completedLessons).toEqual([lessonIds[0], lessonIds[1]]);
    expect(after?.progress).toBe(67);
    const attempts = await e.t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.studentId, student.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.completedAt).not.toBeNull();
    expect(Object.keys(attempts[0]?.answers ?? {})).toHaveLength(2);
    expect(attempts[0]?.score).toBe(attempts[0]?.maxScore);
    await context.close();
  });

  it('shows the instructor each lighter copy of the video, with its state, in the lesson editor', async () => {
    const { context, page } = await e.newPage({ phone: true });
    await signIn(page, fixture.instructor.email, fixture.instructor.password);
    await page.goto(`/instructor/course/${fixture.courseId}/lesson/${fixture.lessonIds[1]}/edit`);
    const copies = page.getByRole('list', { name: 'Versions allégées' });
    await copies.waitFor();
    // Each copy is named; the low one is ready (the set-up waited for it), with its size.
    for (const name of ['Basse (360p)', 'Moyenne (480p)', 'Son seul']) {
      await copies.getByText(name, { exact: true }).waitFor();
    }
    await copies
      .getByText(/^Prête · [\d,]+ (Ko|Mo)$/)
      .first()
      .waitFor();
    // Every copy ends ready: the page asks again while one is being made.
    await expect.poll(() => copies.getByText(/^Prête/).count(), { timeout: 60_000 }).toBe(3);
    await context.close();
  });

  it('starts in the low quality with data saver on, and lets the learner pick another, sizes shown', async () => {
    const student = await e.register('student', 'Esther Kalala');
    const { context, page } = await e.newPage({ phone: true });
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        value: { saveData: true, effectiveType: '4g' },
      }),
    );
    await signIn(page, student.email, student.password);
    const enrolled = await page.request.post('/api/enrollments', {
      data: { courseId: fixture.courseId },
    });
    expect(enrolled.ok()).toBe(true);
    await page.goto(`/course/${fixture.courseId}/learn?lesson=${fixture.lessonIds[1]}`);
    const picker = page.getByRole('combobox', { name: 'Qualité vidéo' });
    await expect.poll(() => picker.inputValue()).toBe('low');
    const options = await picker.locator('option').allTextContents();
    expect(options.some((o) => /^Basse \(360p\) · [\d,]+ (Ko|Mo)$/.test(o))).toBe(true);
    expect(options.some((o) => /^Son seul · [\d,]+ (Ko|Mo)$/.test(o))).toBe(true);
    const source = page.getByLabel('Vidéo : Servir un client').locator('source').first();
    expect(await source.getAttribute('src')).toMatch(/\/low\.mp4$/);

    await picker.selectOption('medium');
    await expect.poll(() => source.getAttribute('src')).toMatch(/\/medium\.mp4$/);
    // The choice is remembered for the next video.
    await page.reload();
    await expect.poll(() => picker.inputValue()).toBe('medium');
    await context.close();
  });

  it('offers no download to a learner not enrolled, and removes the saved courses at sign-out', async () => {
    const outsider = await e.register('student', 'Patrick Ngoy');
    const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
    await signIn(first, outsider.email, outsider.password);
    const page = await context.newPage();
    await page.goto(`/course/${fixture.courseId}`);
    await appStarted(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('heading', { level: 1, name: 'Tenir sa boutique' }).waitFor();
    // Sizes are shown to everyone, the download only to enrolled learners.
    await page.getByText(/^Taille du cours : /).waitFor();
    expect(await page.getByRole('button', { name: 'Télécharger pour hors ligne' }).count()).toBe(0);
    await context.close();

    const { context: learner, page: mine } = await learnerWithTheApp();
    await saveCourse(mine);
    expect(await cachedPaths(mine, 'kelasi-saved')).toHaveLength(2);
    // An open quiz's answers are kept on the phone too, until sign-out.
    await mine.goto(`/quiz/${fixture.quizId}`);
    await mine.getByRole('button', { name: 'Commencer le quiz' }).click();
    await mine.getByRole('radio', { name: 'Vrai' }).check();
    const keptAnswers = () =>
      mine.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('kelasi:quiz-answers:')),
      );
    expect(await keptAnswers()).toHaveLength(1);
    await mine.getByRole('button', { name: 'Menu du compte' }).click();
    await mine.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => mine.evaluate(() => caches.has('kelasi-saved'))).toBe(false);
    expect(await mine.evaluate(() => caches.has('kelasi-api'))).toBe(false);
    expect(await mine.evaluate(() => localStorage.getItem('kelasi:offline-courses'))).toBeNull();
    expect(await keptAnswers()).toEqual([]);
    await learner.close();
  });
});

async function enrolmentOf(userId: string, courseId: string) {
  const [row] = await e.t.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row;
}
