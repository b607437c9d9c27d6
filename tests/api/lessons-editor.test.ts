import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { courseMessages } from '../../src/contract/courses.ts';
import { lessonFormMessages } from '../../src/contract/lessons.ts';
import { lessons } from '../../src/server/db/schema/index.ts';
import { cast, type Signed } from '../helpers/access.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, insertEnrollment, insertLesson } from '../helpers/factories.ts';

let t: TestApp;
/** The people of the cast (see cast()). */
let owner: Signed, other: Signed, admin: Signed, student: Signed, enrolled: Signed;
let visitor: Agent;

const m = lessonFormMessages;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin, outsider: student, student: enrolled, visitor } = await cast(t));
});
afterAll(async () => {
  await t?.close();
});

const newCourse = (extra: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.db, { instructorId: owner.user.id, ...extra });
const row = async (id: string) => (await t.db.select().from(lessons).where(eq(lessons.id, id)))[0];
const lessonsOf = (courseId: string) =>
  t.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.order));
const lessonCount = async () => (await t.db.select({ n: count() }).from(lessons))[0]!.n;

const secret = {
  content: 'Le corps réservé aux inscrits',
  videoUrl: 'https://video.exemple.cd/1.mp4',
  fileUrl: 'https://docs.exemple.cd/cours.pdf',
};

describe('GET /api/lessons/:id', () => {
  let courseId: string;
  let paidLesson: string;
  let freeLesson: string;
  beforeAll(async () => {
    const course = await newCourse();
    courseId = course.id;
    paidLesson = (await insertLesson(t.db, { courseId, ...secret, order: 1 })).id;
    freeLesson = (await insertLesson(t.db, { courseId, ...secret, order: 2, isFree: true })).id;
    await insertEnrollment(t.db, enrolled.user.id, courseId);
  });

  it('locks a non-free lesson for visitors and students who are not enrolled', async () => {
    for (const agent of [visitor, student.agent, other.agent]) {
      const res = await agent.get(`/api/lessons/${paidLesson}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: paidLesson,
        courseId,
        content: null,
        videoUrl: null,
        fileUrl: null,
        locked: true,
        isFree: false,
      });
      expect(res.json().title).toBeTruthy();
    }
  });

  it('opens a free lesson to everyone', async () => {
    const res = await visitor.get(`/api/lessons/${freeLesson}`);
    expect(res.json()).toMatchObject({ ...secret, locked: false, isFree: true });
  });

  it('opens every lesson to enrolled learners, the owner and admins', async () => {
    for (const who of [enrolled, owner, admin]) {
      const res = await who.agent.get(`/api/lessons/${paidLesson}`);
      expect(res.json()).toMatchObject({ ...secret, locked: false });
    }
  });

  it('answers exactly like the lesson in the course’s list', async () => {
    for (const agent of [visitor, enrolled.agent]) {
      const list = (await agent.get(`/api/courses/${courseId}/lessons`)).json();
      const one = (await agent.get(`/api/lessons/${paidLesson}`)).json();
      expect(one).toEqual(list.find((l: { id: string }) => l.id === paidLesson));
    }
  });

  it('hides lessons of a draft from everyone but its owner and admins', async () => {
    const draft = await newCourse({ status: 'draft' });
    const lesson = await insertLesson(t.db, { courseId: draft.id, isFree: true });
    for (const agent of [visitor, student.agent, other.agent]) {
      const res = await agent.get(`/api/lessons/${lesson.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(courseMessages.lessonNotFound);
    }
    expect((await owner.agent.get(`/api/lessons/${lesson.id}`)).statusCode).toBe(200);
    expect((await admin.agent.get(`/api/lessons/${lesson.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'abc', '1']) {
      const res = await visitor.get(`/api/lessons/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: courseMessages.lessonNotFound,
        code: 'LESSON_NOT_FOUND',
      });
    }
  });
});

describe('POST /api/lessons', () => {
  it('refuses visitors, students and other instructors, saving nothing', async () => {
    const course = await newCourse();
    const before = await lessonCount();
    const body = { courseId: course.id, title: 'Intrusion' };
    expect((await visitor.post('/api/lessons', body)).statusCode).toBe(401);
    for (const intruder of [student, other]) {
      const res = await intruder.agent.post('/api/lessons', body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(m.forbidden);
    }
    expect(await lessonCount()).toBe(before);
  });

  it('creates a lesson for the owner, unlocked, with defaults and order 1 in an empty course', async () => {
    const course = await newCourse();
    const res = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: '  Premiers pas  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      courseId: course.id,
      title: 'Premiers pas',
      description: null,
      content: null,
      videoUrl: null,
      fileUrl: null,
      order: 1,
      duration: null,
      isFree: false,
      locked: false,
      contentSize: 0,
      fileSize: null,
      videos: [],
    });
    expect((await row(res.json().id))!.courseId).toBe(course.id);
  });

  it('refuses an address too long for its index in bytes, whatever its characters', async () => {
    const course = await newCourse();
    const before = await lessonCount();
    const videoUrl = `https://video.exemple.cd/${'漢'.repeat(900)}`;
    const res = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Vidéo',
      videoUrl,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ videoUrl: m.tooLong });
    expect(await lessonCount()).toBe(before);
  });

  it('stores every field and returns them unlocked', async () => {
    const course = await newCourse();
    const res = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Les boucles',
      description: 'for et while',
      ...secret,
      duration: 25,
      isFree: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      description: 'for et while',
      ...secret,
      duration: 25,
      isFree: true,
      locked: false,
    });
  });

  it('defaults the order to the number of lessons plus one, and keeps an explicit order', async () => {
    const course = await newCourse();
    await insertLesson(t.db, { courseId: course.id, order: 1 });
    await insertLesson(t.db, { courseId: course.id, order: 2 });
    const third = await owner.agent.post('/api/lessons', { courseId: course.id, title: 'Trois' });
    expect(third.json().order).toBe(3);
    const explicit = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'En tête',
      order: 0,
    });
    expect(explicit.json().order).toBe(0);
    const seventh = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Sept',
      order: 7,
    });
    expect(seventh.json().order).toBe(7);
    const next = await owner.agent.post('/api/lessons', { courseId: course.id, title: 'Suite' });
    expect(next.json().order).toBe(6);
  });

  raceIt('gives concurrent creations distinct orders', async () => {
    const course = await newCourse();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        owner.agent.post('/api/lessons', { courseId: course.id, title: `Leçon ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await lessonsOf(course.id)).map((l) => l.order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('lets an admin add a lesson to any course', async () => {
    const course = await newCourse({ instructorId: other.user.id });
    const res = await admin.agent.post('/api/lessons', { courseId: course.id, title: 'Par admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toBe(1);
  });

  it('answers 404 for a missing course and 400 for a malformed or absent course id', async () => {
    const before = await lessonCount();
    const missing = await owner.agent.post('/api/lessons', { courseId: UNKNOWN, title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: courseMessages.notFound, code: 'COURSE_NOT_FOUND' });
    const malformed = await owner.agent.post('/api/lessons', { courseId: 'abc', title: 'X' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.courseId).toBe('Identifiant invalide');
    const absent = await owner.agent.post('/api/lessons', { title: 'X' });
    expect(absent.statusCode).toBe(400);
    expect(absent.json().fields.courseId).toBeTruthy();
    expect(await lessonCount()).toBe(before);
  });

  it('accepts uploaded and external media addresses, and empty ones as none', async () => {
    const course = await newCourse();
    const res = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Médias',
      videoUrl: 'http://video.exemple.cd/a.mp4',
      fileUrl: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ videoUrl: 'http://video.exemple.cd/a.mp4', fileUrl: null });
  });

  it.each([
    ['title missing', { title: undefined }, 'title', m.titleRequired],
    ['title blank', { title: '  ' }, 'title', m.titleRequired],
    ['title too long', { title: 'x'.repeat(201) }, 'title', m.tooLong],
    ['negative duration', { duration: -1 }, 'duration', m.durationInvalid],
    ['fractional duration', { duration: 2.5 }, 'duration', m.durationInvalid],
    ['duration as text', { duration: '10' }, 'duration', m.durationInvalid],
    ['negative order', { order: -1 }, 'order', m.orderInvalid],
    ['fractional order', { order: 1.5 }, 'order', m.orderInvalid],
    ['script video address', { videoUrl: 'javascript:alert(1)' }, 'videoUrl', m.urlInvalid],
    ['ftp file address', { fileUrl: 'ftp://exemple.cd/a.pdf' }, 'fileUrl', m.urlInvalid],
    ['relative file address', { fileUrl: 'uploads/a.pdf' }, 'fileUrl', m.urlInvalid],
  ])('rejects %s with its French message and saves nothing', async (_n, body, field, message) => {
    const course = await newCourse();
    const res = await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Valide',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().fields[field]).toBe(message);
    expect(await lessonsOf(course.id)).toEqual([]);
  });
});

describe('PATCH /api/lessons/:id', () => {
  it('refuses visitors, students and other instructors, changing nothing', async () => {
    const course = await newCourse();
    const lesson = await insertLesson(t.db, { courseId: course.id });
    const body = { title: 'Piraté' };
    expect((await visitor.patch(`/api/lessons/${lesson.id}`, body)).statusCode).toBe(401);
    for (const intruder of [student, other]) {
      const res = await intruder.agent.patch(`/api/lessons/${lesson.id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(m.forbidden);
    }
    expect(await row(lesson.id)).toEqual(lesson);
  });

  it('lets the owner change a subset of fields and keeps the rest', async () => {
    const course = await newCourse();
    const lesson = await insertLesson(t.db, {
      courseId: course.id,
      ...secret,
      description: 'Gardée',
      order: 4,
      duration: 12,
    });
    const res = await owner.agent.patch(`/api/lessons/${lesson.id}`, {
      title: 'Nouveau titre',
      isFree: true,
      videoUrl: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: lesson.id,
      courseId: course.id,
      title: 'Nouveau titre',
      description: 'Gardée',
      content: secret.content,
      videoUrl: null,
      fileUrl: secret.fileUrl,
      order: 4,
      duration: 12,
      isFree: true,
      locked: false,
      contentSize: Buffer.byteLength(secret.content),
      // External links: no sizes to tell.
      fileSize: null,
      videos: [],
    });
    expect(await row(lesson.id)).toMatchObject({ title: 'Nouveau titre', videoUrl: null });
  });

  it('never moves a lesson to another course', async () => {
    const course = await newCourse();
    const elsewhere = await newCourse();
    const lesson = await insertLesson(t.db, { courseId: course.id });
    const res = await owner.agent.patch(`/api/lessons/${lesson.id}`, {
      courseId: elsewhere.id,
      order: 9,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ courseId: course.id, order: 9 });
    expect((await row(lesson.id))!.courseId).toBe(course.id);
  });

  it('answers the lesson unchanged for an empty change', async () => {
    const course = await newCourse();
    const lesson = await insertLesson(t.db, { courseId: course.id });
    const res = await owner.agent.patch(`/api/lessons/${lesson.id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: lesson.id, title: lesson.title, locked: false });
    expect(await row(lesson.id)).toEqual(lesson);
  });

  it('lets an admin edit a lesson of any course', async () => {
    const course = await newCourse({ instructorId: other.user.id });
    const lesson = await insertLesson(t.db, { courseId: course.id });
    const res = await admin.agent.patch(`/api/lessons/${lesson.id}`, { duration: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().duration).toBeNull();
    expect((await row(lesson.id))!.duration).toBeNull();
  });

  it.each([
    ['blank title', { title: '' }, 'title', m.titleRequired],
    ['negative duration', { duration: -5 }, 'duration', m.durationInvalid],
    ['negative order', { order: -2 }, 'order', m.orderInvalid],
    ['bad video address', { videoUrl: 'www.exemple.cd/v.mp4' }, 'videoUrl', m.urlInvalid],
    ['bad file address', { fileUrl: 'file:///etc/passwd' }, 'fileUrl', m.urlInvalid],
    ['isFree as text', { isFree: 'oui' }, 'isFree', undefined],
  ])('rejects %s and changes nothing', async (_n, body, field, message) => {
    const course = await newCourse();
    const lesson = await insertLesson(t.db, { courseId: course.id });
    const res = await owner.agent.patch(`/api/lessons/${lesson.id}`, {
      description: 'Changée',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().fields[field]).toBe(message);
    else expect(res.json().fields[field]).toBeTruthy();
    expect(await row(lesson.id)).toEqual(lesson);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'abc']) {
      const res = await owner.agent.patch(`/api/lessons/${id}`, { title: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('LESSON_NOT_FOUND');
    }
  });
});

describe('DELETE /api/lessons/:id', () => {
  it('refuses visitors, students and other instructors, keeping the lesson', async () => {
    const course = await newCourse();
    const lesson = await insertLesson(t.db, { courseId: course.id });
    expect((await visitor.delete(`/api/lessons/${lesson.id}`)).statusCode).toBe(401);
    for (const intruder of [student, other]) {
      const res = await intruder.agent.delete(`/api/lessons/${lesson.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(m.forbidden);
    }
    expect(await row(lesson.id)).toEqual(lesson);
  });

  it('lets the owner delete one lesson, keeping the others; a second delete answers 404', async () => {
    const course = await newCourse();
    const doomed = await insertLesson(t.db, { courseId: course.id });
    const kept = await insertLesson(t.db, { courseId: course.id });
    const res = await owner.agent.delete(`/api/lessons/${doomed.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await lessonsOf(course.id)).map((l) => l.id)).toEqual([kept.id]);
    expect((await owner.agent.get(`/api/lessons/${doomed.id}`)).statusCode).toBe(404);
    const again = await owner.agent.delete(`/api/lessons/${doomed.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(courseMessages.lessonNotFound);
  });

  it('lets an admin delete a lesson of any course', async () => {
    const course = await newCourse({ instructorId: other.user.id });
    const lesson = await insertLesson(t.db, { courseId: course.id });
    expect((await admin.agent.delete(`/api/lessons/${lesson.id}`)).statusCode).toBe(204);
    expect(await row(lesson.id)).toBeUndefined();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await owner.agent.delete(`/api/lessons/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await owner.agent.delete('/api/lessons/abc')).statusCode).toBe(404);
  });
});
