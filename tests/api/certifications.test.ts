import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { loadConfig } from '../../src/server/config.ts';
import { createCertification } from '../../src/server/db/factories/certifications.ts';
import {
  createSubscription,
  createSubscriptionPlan,
} from '../../src/server/db/factories/commerce.ts';
import { createQuiz } from '../../src/server/db/factories/quizzes.ts';
import {
  certifications,
  enrollments,
  notifications,
  quizAttempts,
  quizzes as quizzes_,
} from '../../src/server/db/schema/index.ts';
import { createCertificationsService } from '../../src/server/modules/certifications/certifications.service.ts';
import { createNotificationsService } from '../../src/server/modules/notifications/notifications.service.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { defaultAuthRateLimits } from '../../src/server/modules/auth/auth-limits.ts';
import { CERTIFICATE_NUMBER_PATTERN } from '../../src/contract/certifications.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { cast, expectAccess } from '../helpers/access.ts';
import {
  insertCourse,
  insertEnrollment,
  insertLesson,
  signedInUser,
} from '../helpers/factories.ts';
import { testDbKind } from '../helpers/database.ts';
import { pdfPageText } from '../helpers/pdf.ts';
import { createRateLimitedApp, rateLimitStores } from '../helpers/rate-limits.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

type Student = Awaited<ReturnType<typeof signedInUser>>;

/** A published course with lessons and published quizzes (one question each), and its instructor. */
async function courseWith({ lessons = 2, quizzes = 1, draftQuizzes = 0 } = {}) {
  const owner = await signedInUser(t.app, t.db, 'instructor', 'Patrick Mbuyi');
  const course = await insertCourse(t.db, {
    instructorId: owner.user.id,
    title: `Introduction à Python ${randomUUID().slice(0, 4)}`,
  });
  const lessonRows = [];
  for (let i = 0; i < lessons; i++)
    lessonRows.push(await insertLesson(t.db, { courseId: course.id }));
  const quizRows = [];
  for (let i = 0; i < quizzes + draftQuizzes; i++) {
    const { quiz, questions, choices } = await createQuiz(t.db, {
      courseId: course.id,
      isPublished: i < quizzes,
      passingScore: 70,
      questions: [
        {
          questionText: 'Combien font 2 + 2 ?',
          choices: [{ choiceText: '4', isCorrect: true }, { choiceText: '5' }],
        },
      ],
    });
    const question = questions[0]!;
    const right = choices.find((c) => c.isCorrect)!;
    const wrong = choices.find((c) => !c.isCorrect)!;
    quizRows.push({ quiz, question, right, wrong });
  }
  return { owner, course, lessons: lessonRows, quizzes: quizRows };
}

async function enrolledStudent(courseId: string, name = 'Grâce Mukendi') {
  const student = await signedInUser(t.app, t.db, 'student', name);
  const enrollment = await insertEnrollment(t.db, student.user.id, courseId);
  return { ...student, enrollment };
}

const completeLesson = (s: Student & { enrollment: { id: string } }, lessonId: string) =>
  s.agent.post(`/api/enrollments/${s.enrollment.id}/complete-lesson`, { lessonId });

type QuizFixture = Awaited<ReturnType<typeof courseWith>>['quizzes'][number];
async function startQuiz(s: Student, q: QuizFixture) {
  const start = await s.agent.post(`/api/quizzes/${q.quiz.id}/attempts`);
  expect([200, 201]).toContain(start.statusCode);
}
const submitQuiz = (s: Student, q: QuizFixture, pass = true) =>
  s.agent.post(`/api/quizzes/${q.quiz.id}/submit`, {
    answers: { [q.question.id]: (pass ? q.right : q.wrong).id },
  });
async function passQuiz(s: Student, q: QuizFixture, pass = true) {
  await startQuiz(s, q);
  const res = await submitQuiz(s, q, pass);
  expect(res.statusCode).toBe(200);
}

const certificatesOf = (userId: string, courseId: string) =>
  t.db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.courseId, courseId)));

/** The "certificate obtained" notifications a user has received. */
const certificateNoticesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'certificate_issued')));

describe('access', () => {
  it('lists, downloads and verifies with the right people only', async () => {
    const c = await cast(t);
    const mine = await createCertification(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
    });
    const number = mine.certificateNumber;
    await expectAccess(c, (a) => a.get('/api/my-certifications'), {
      visitor: 401,
      student: 200,
      outsider: 200,
      owner: 200,
      admin: 200,
    });
    // The holder and admins; the course's instructor, another student and others: unknown.
    await expectAccess(c, (a) => a.get(`/api/certifications/${mine.id}/pdf`), {
      visitor: 401,
      student: 200,
      admin: 200,
      outsider: 404,
      owner: 404,
      other: 404,
    });
    await expectAccess(c, (a) => a.get(`/api/certifications/verify/${number}`), {
      visitor: 200,
      student: 200,
      outsider: 200,
      admin: 200,
    });
  });

  it('answers 404 to unknown and malformed ids and numbers', async () => {
    const { agent } = await signedInUser(t.app, t.db, 'admin');
    const unknown = await agent.get(`/api/certifications/${randomUUID()}/pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
    expect((await agent.get('/api/certifications/nimporte/pdf')).statusCode).toBe(404);
    const visitor = new Agent(t.app, { remoteAddress: '10.90.0.1' });
    for (const number of ['KEL-0000-0000-0000-0000', 'abc', 'KEL-IIII-LLLL-OOOO-UUUU']) {
      const res = await visitor.get(`/api/certifications/verify/${number}`);
      expect(res.statusCode, number).toBe(404);
      expect(res.json()).toEqual({
        code: 'CERTIFICATE_NOT_FOUND',
        message: 'Certificat introuvable',
      });
    }
  });
});

describe('automatic issue', () => {
  it('issues once, with a notification, when the last lesson completes after the quiz', async () => {
    const { course, lessons, quizzes } = await courseWith({ lessons: 2, quizzes: 1 });
    const s = await enrolledStudent(course.id);
    expect((await completeLesson(s, lessons[0]!.id)).statusCode).toBe(200);
    await passQuiz(s, quizzes[0]!);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(0);
    const last = await completeLesson(s, lessons[1]!.id);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ progress: 100 });
    const [issued, ...more] = await certificatesOf(s.user.id, course.id);
    expect(more).toHaveLength(0);
    expect(issued!.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(issued!.type).toBe('national');
    expect(issued!.expiresAt).toBeNull();

    // Completing a lesson again changes nothing.
    expect((await completeLesson(s, lessons[1]!.id)).statusCode).toBe(200);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);

    const told = await certificateNoticesOf(s.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Certificat obtenu', link: '/certifications' });
    expect(told[0]!.message).toContain(course.title);

    const list = await s.agent.get('/api/my-certifications');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: issued!.id,
        type: 'national',
        certificateNumber: issued!.certificateNumber,
        issuedAt: issued!.issuedAt.toISOString(),
        expiresAt: null,
        pdfUrl: `/api/certifications/${issued!.id}/pdf`,
        courseId: course.id,
        courseTitle: course.title,
      },
    ]);
  });

  it('issues when the last quiz is passed after the last lesson', async () => {
    const { course, lessons, quizzes } = await courseWith({ lessons: 1, quizzes: 2 });
    const s = await enrolledStudent(course.id);
    await completeLesson(s, lessons[0]!.id);
    await passQuiz(s, quizzes[0]!);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(0);
    await passQuiz(s, quizzes[1]!);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);
  });

  it('does not issue while a quiz is failed or a lesson is missing; drafts do not count', async () => {
    const { course, lessons, quizzes } = await courseWith({
      lessons: 2,
      quizzes: 1,
      draftQuizzes: 1,
    });
    const s = await enrolledStudent(course.id);
    for (const lesson of lessons) await completeLesson(s, lesson.id);
    // Every lesson done, the quiz failed: nothing.
    await passQuiz(s, quizzes[0]!, false);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(0);
    // A second try passes it; the unpublished quiz is not required.
    await passQuiz(s, quizzes[0]!);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);

    // Quizzes passed, one lesson missing: nothing.
    const other = await courseWith({ lessons: 2, quizzes: 1 });
    const s2 = await enrolledStudent(other.course.id);
    await completeLesson(s2, other.lessons[0]!.id);
    await passQuiz(s2, other.quizzes[0]!);
    expect(await certificatesOf(s2.user.id, other.course.id)).toHaveLength(0);
  });

  it('issues for a course without quizzes at its last lesson', async () => {
    const { course, lessons } = await courseWith({ lessons: 2, quizzes: 0 });
    const s = await enrolledStudent(course.id);
    await completeLesson(s, lessons[0]!.id);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(0);
    await completeLesson(s, lessons[1]!.id);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);
  });

  raceIt(
    'issues exactly one when the last lesson and the last quiz complete at the same time',
    async () => {
      for (let round = 0; round < 4; round++) {
        const { course, lessons, quizzes } = await courseWith({ lessons: 2, quizzes: 1 });
        const s = await enrolledStudent(course.id);
        await completeLesson(s, lessons[0]!.id);
        await startQuiz(s, quizzes[0]!);
        const calls = [completeLesson(s, lessons[1]!.id), submitQuiz(s, quizzes[0]!)];
        const [lesson, quiz] = await Promise.all(round % 2 ? calls.reverse() : calls);
        expect([lesson!.statusCode, quiz!.statusCode]).toEqual([200, 200]);
        expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);
        const told = await certificateNoticesOf(s.user.id);
        expect(told).toHaveLength(1);
      }
    },
  );

  /**
   * The certificate service on its own, and a student of a one-lesson, one-quiz course who failed
   * the quiz: the lesson completed and the attempt marked passed complete the course.
   */
  async function lastLessonAndFailedQuiz() {
    const certs = createCertificationsService(t.db, {
      notifications: createNotificationsService({
        db: t.db,
        mailer: { send: async () => undefined },
        publicUrl: 'http://kelasi.test',
        onMailError: () => undefined,
      }),
      publicUrl: 'http://kelasi.test',
      now: () => clock,
    });
    const { course, lessons, quizzes } = await courseWith({ lessons: 1, quizzes: 1 });
    const s = await enrolledStudent(course.id);
    await passQuiz(s, quizzes[0]!, false);
    const [attempt] = await t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.studentId, s.user.id));
    return { certs, course, lessons, s, attempt: attempt! };
  }

  it('makes the later check wait for the earlier commit (the enrolment row is locked)', async () => {
    // The two paths, held at the moment that matters: the lesson's transaction has checked (the
    // quiz is not passed yet, nothing to issue) but not committed when the quiz's transaction
    // checks. Without the lock, the quiz's check would read the lesson as missing: no
    // certificate at all.
    const { certs, course, lessons, s, attempt } = await lastLessonAndFailedQuiz();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let checked!: (issued: boolean) => void;
    const lessonChecked = new Promise<boolean>((resolve) => (checked = resolve));
    const lessonPath = t.db.transaction(async (tx) => {
      await tx
        .update(enrollments)
        .set({ completedLessons: [lessons[0]!.id], progress: 100 })
        .where(eq(enrollments.id, s.enrollment.id));
      const delivery = await certs.issueIfComplete(tx, s.user.id, course.id);
      checked(delivery !== null);
      await gate;
    });
    expect(await lessonChecked).toBe(false);
    const quizPath = t.db.transaction(async (tx) => {
      await tx.update(quizAttempts).set({ isPassed: true }).where(eq(quizAttempts.id, attempt.id));
      return (await certs.issueIfComplete(tx, s.user.id, course.id)) !== null;
    });
    // On PostgreSQL, let the quiz's check run (it waits on the lock, or ends) before the lesson
    // commits. PGlite runs one transaction at a time: the quiz's waits for the lesson's.
    if (testDbKind === 'postgres') {
      let quizEnded = false;
      void quizPath.then(
        () => (quizEnded = true),
        () => (quizEnded = true),
      );
      await expect
        .poll(async () => {
          if (quizEnded) return true;
          const [row] = await t.db
            .execute<{ waiting: number }>(
              sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
            )
            .then((r) => (r as unknown as { rows: { waiting: number }[] }).rows);
          return row!.waiting > 0;
        })
        .toBe(true);
    }
    release();
    await lessonPath;
    expect(await quizPath).toBe(true);
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);
  });

  it('checks once committed: of a lesson and a pass at the same moment, the later one issues', async () => {
    // The worst moment: the pass is committed and checked while the lesson's transaction has
    // written but not committed. The pass's check must neither wait nor issue; the lesson's,
    // made after its commit, sees both and issues once.
    const { certs, course, lessons, s, attempt } = await lastLessonAndFailedQuiz();
    const pass = async () => {
      await t.db
        .update(quizAttempts)
        .set({ isPassed: true })
        .where(eq(quizAttempts.id, attempt.id));
      return certs.issueIfDue(s.user.id, course.id);
    };

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const lessonWritten = new Promise<void>((resolve) => (written = resolve));
    const lessonPath = t.db.transaction(async (tx) => {
      await tx
        .update(enrollments)
        .set({ completedLessons: [lessons[0]!.id], progress: 100 })
        .where(eq(enrollments.id, s.enrollment.id));
      written();
      await gate;
    });
    await lessonWritten;
    // PGlite runs one transaction at a time: there the pass can only come after the lesson.
    if (testDbKind === 'postgres') expect(await pass()).toBeNull();
    release();
    await lessonPath;
    const passedLast = testDbKind === 'postgres' ? null : await pass();
    const lessonCheck = await certs.issueIfDue(s.user.id, course.id);
    expect(passedLast ?? lessonCheck).not.toBeNull();
    if (passedLast) expect(lessonCheck).toBeNull();
    expect(await certificatesOf(s.user.id, course.id)).toHaveLength(1);
    expect(await certificateNoticesOf(s.user.id)).toHaveLength(1);
  });

  it('takes the type from the active plan, else national', async () => {
    const plan = await createSubscriptionPlan(t.db, {
      hasCertification: true,
      certificationType: 'international',
    });
    const subscribe = (userId: string, endDate: Date) =>
      createSubscription(t.db, {
        userId,
        planId: plan.id,
        status: 'confirmed',
        startDate: new Date(clock.getTime() - 10 * DAY_MS),
        endDate,
      });
    const finish = async (
      s: Awaited<ReturnType<typeof enrolledStudent>>,
      fixture: Awaited<ReturnType<typeof courseWith>>,
    ) => {
      for (const lesson of fixture.lessons) await completeLesson(s, lesson.id);
      await passQuiz(s, fixture.quizzes[0]!);
      return (await certificatesOf(s.user.id, fixture.course.id))[0]!;
    };

    const active = await courseWith({ lessons: 1, quizzes: 1 });
    const subscriber = await enrolledStudent(active.course.id);
    await subscribe(subscriber.user.id, new Date(clock.getTime() + 20 * DAY_MS));
    expect((await finish(subscriber, active)).type).toBe('international');

    // An expired subscription gives nothing.
    const lapsed = await courseWith({ lessons: 1, quizzes: 1 });
    const former = await enrolledStudent(lapsed.course.id);
    await subscribe(former.user.id, new Date(clock.getTime() - DAY_MS));
    expect((await finish(former, lapsed)).type).toBe('national');
  });
});

describe('verification', () => {
  const visitor = () =>
    new Agent(t.app, { remoteAddress: `10.91.${Math.floor(Math.random() * 250)}.1` });

  it('shows a valid certificate: holder, course, date, type and validity, nothing else', async () => {
    const c = await cast(t);
    const issuedAt = new Date(clock.getTime() - 3 * DAY_MS);
    const row = await createCertification(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
      type: 'international',
      issuedAt,
    });
    // Numbers are read whatever their case.
    const res = await visitor().get(
      `/api/certifications/verify/${row.certificateNumber.toLowerCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      holderName: c.student.user.name,
      courseTitle: c.course.title,
      issuedAt: issuedAt.toISOString(),
      type: 'international',
      validity: 'valid',
      expiresAt: null,
    });
    expect(res.body).not.toContain(c.student.user.email);
    expect(res.body).not.toContain(c.student.user.id);
  });

  it('says when a certificate has expired, with its expiry date', async () => {
    const c = await cast(t);
    const expiresAt = new Date(clock.getTime() + 2 * DAY_MS);
    const row = await createCertification(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
      expiresAt,
    });
    const url = `/api/certifications/verify/${row.certificateNumber}`;
    expect((await visitor().get(url)).json()).toMatchObject({ validity: 'valid' });
    const before = clock;
    clock = new Date(expiresAt.getTime() + 1000);
    try {
      const res = await visitor().get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        validity: 'expired',
        expiresAt: expiresAt.toISOString(),
        type: 'national',
      });
    } finally {
      clock = before;
    }
  });
});

describe('the PDF', () => {
  it('is one A4 landscape page with the number, the facts and a QR link to /verify', async () => {
    const { owner, course, lessons, quizzes } = await courseWith({ lessons: 1, quizzes: 1 });
    const s = await enrolledStudent(course.id, 'Grâce Mukendi');
    await completeLesson(s, lessons[0]!.id);
    await passQuiz(s, quizzes[0]!);
    const [row] = await certificatesOf(s.user.id, course.id);

    const res = await s.agent.get(`/api/certifications/${row!.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="certificat-introduction-a-python-[a-z0-9-]+\.pdf"$/,
    );

    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    expect(pdf.getTitle()).toContain(row!.certificateNumber);
    expect(pdf.getSubject()).toContain(row!.certificateNumber);
    expect(pdf.getSubject()).toContain('Certification nationale');
    expect(pdf.getSubject()).toContain(course.title);

    const annots = pdf.getPage(0).node.lookup(PDFName.of('Annots'), PDFArray);
    const uris = annots.asArray().map((ref) => {
      const action = pdf.context.lookup(ref, PDFDict).lookup(PDFName.of('A'), PDFDict);
      return action.lookup(PDFName.of('URI'), PDFString).decodeText();
    });
    const publicUrl = loadConfig({ NODE_ENV: 'test' }).publicUrl;
    expect(uris).toEqual([`${publicUrl}/verify/${row!.certificateNumber}`]);

    // The page's text holds the holder, course, instructor, type and number.
    const text = pageText(pdf);
    for (const shown of [
      'Grâce Mukendi',
      course.title,
      `Formateur : ${owner.user.name}`,
      'Certification nationale',
      row!.certificateNumber,
      `${publicUrl}/verify/${row!.certificateNumber}`,
    ])
      expect(text, shown).toContain(shown);

    // An admin may download it; the course's instructor may not.
    const admin = await signedInUser(t.app, t.db, 'admin');
    expect((await admin.agent.get(`/api/certifications/${row!.id}/pdf`)).statusCode).toBe(200);
    expect((await owner.agent.get(`/api/certifications/${row!.id}/pdf`)).statusCode).toBe(404);
  });

  it('prints the expiry date of a certificate that expires', async () => {
    const c = await cast(t);
    const row = await createCertification(t.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
      issuedAt: new Date('2026-03-02T10:00:00Z'),
      expiresAt: new Date('2028-03-02T10:00:00Z'),
    });
    const res = await c.student.agent.get(`/api/certifications/${row.id}/pdf`);
    const text = pageText(await PDFDocument.load(res.rawPayload));
    expect(text).toContain('2 mars 2026');
    expect(text).toContain('2 mars 2028');
  });
});

describe.each(rateLimitStores)('verification limit, counters in $store', ({ redisUrl }) => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createRateLimitedApp(redisUrl);
  });
  afterAll(async () => {
    await limited?.close();
  });

  it(`allows ${defaultAuthRateLimits.certificateLookupPerAddress} lookups per address per window, then 429`, async () => {
    const c = await cast(limited);
    const row = await createCertification(limited.db, {
      userId: c.student.user.id,
      courseId: c.course.id,
    });
    const prober = new Agent(limited.app, { remoteAddress: '10.92.0.1' });
    const limit = defaultAuthRateLimits.certificateLookupPerAddress;
    // Unknown numbers count as much as known ones.
    for (let i = 0; i < limit - 1; i++)
      expect(
        (await prober.get('/api/certifications/verify/KEL-0000-0000-0000-0000')).statusCode,
      ).toBe(404);
    const url = `/api/certifications/verify/${row.certificateNumber}`;
    expect((await prober.get(url)).statusCode).toBe(200);
    const refused = await prober.get(url);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'CERTIFICATE_LOOKUP_LIMIT',
      message:
        'Trop de vérifications de certificats depuis votre connexion. Veuillez réessayer dans quelques minutes.',
    });
    // Another address is not held back.
    const neighbour = new Agent(limited.app, { remoteAddress: '10.92.0.2' });
    expect((await neighbour.get(url)).statusCode).toBe(200);
  });
});

const pageText = (pdf: PDFDocument) => pdfPageText(pdf, 0);

describe('demo data', () => {
  let seeded: TestApp;
  beforeAll(async () => {
    seeded = await createTestApp();
    expect(await seedIfEmpty(seeded.db)).toBe(true);
  });
  afterAll(async () => {
    await seeded?.close();
  });

  it('gives the demo student a national and an international certificate on completed courses', async () => {
    const grace = new Agent(seeded.app, { remoteAddress: '10.93.0.1' });
    expect((await grace.post('/api/auth/login', demoAccounts.student)).statusCode).toBe(200);
    const list = (await grace.get('/api/my-certifications')).json() as {
      id: string;
      type: string;
      courseId: string;
      certificateNumber: string;
      pdfUrl: string;
    }[];
    expect(list.map((c) => c.type).sort()).toEqual(['international', 'national']);
    for (const c of list) {
      // Really completed: every lesson done, each published quiz passed.
      const enrollment = await grace.get(`/api/enrollments/${c.courseId}`);
      expect(enrollment.json()).toMatchObject({ progress: 100 });
      const published = (await grace.get(`/api/courses/${c.courseId}/quizzes`)).json() as [];
      expect(published.length).toBeGreaterThan(0);
      const [state] = await seeded.db
        .select({ count: sql<number>`count(*)::int` })
        .from(quizzes_)
        .where(
          and(
            eq(quizzes_.courseId, c.courseId),
            eq(quizzes_.isPublished, true),
            sql`not exists (select 1 from quiz_attempts a where a.quiz_id = ${quizzes_.id}
              and a.is_passed and a.completed_at is not null
              and a.student_id = (select id from users where email = ${demoAccounts.student.email}))`,
          ),
        );
      expect(state!.count).toBe(0);
      expect(c.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
      expect((await grace.get(c.pdfUrl)).statusCode).toBe(200);
      const verified = await new Agent(seeded.app, { remoteAddress: '10.93.0.2' }).get(
        `/api/certifications/verify/${c.certificateNumber}`,
      );
      expect(verified.json()).toMatchObject({ validity: 'valid', holderName: 'Grâce Mukendi' });
    }
  });
});
