import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { courseFormMessages, courseMessages } from '../../src/contract/courses.ts';
import { phoneMessages } from '../../src/contract/phone.ts';
import {
  certifications,
  choices,
  courses,
  enrollments,
  internships,
  lessons,
  liveClasses,
  payments,
  questions,
  quizAttempts,
  quizzes,
} from '../../src/server/db/schema/index.ts';
import { cast, type Signed } from '../helpers/access.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import {
  insertCourse,
  insertCourseRecords,
  insertEnrollment,
  insertLesson,
  insertQuizWithAttempt,
  paymentFor,
  signedInUser,
} from '../helpers/factories.ts';

let t: TestApp;
/** The people of the cast (see cast()). */
let owner: Signed, other: Signed, admin: Signed, student: Signed;
let visitor: Agent;

const m = courseFormMessages;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const day = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * day);

beforeAll(async () => {
  t = await createTestApp();
  ({
    owner,
    other,
    admin,
    outsider: student,
    visitor,
  } = await cast(t, { ownerName: 'Patrick Mbuyi' }));
});
afterAll(async () => {
  await t?.close();
});

/** A course of `owner` unless told otherwise, last updated two days ago. */
const newCourse = (extra: Partial<Parameters<typeof insertCourse>[1]> = {}) =>
  insertCourse(t.db, { instructorId: owner.user.id, updatedAt: ago(2), ...extra });
const row = async (id: string) => (await t.db.select().from(courses).where(eq(courses.id, id)))[0];
const courseCount = async () => (await t.db.select({ n: count() }).from(courses))[0]!.n;

const minimal = {
  title: 'Introduction à Python',
  description: 'Variables et boucles.',
  category: 'Programmation',
};

describe('GET /api/instructor/courses', () => {
  it('requires an instructor or an admin', async () => {
    expect((await visitor.get('/api/instructor/courses')).statusCode).toBe(401);
    const res = await student.agent.get('/api/instructor/courses');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('lists only the caller’s courses, every status, newest first, with enrolment counts', async () => {
    const me = await signedInUser(t.app, t.db, 'instructor');
    const old = await insertCourse(t.db, {
      instructorId: me.user.id,
      title: 'Ancien',
      status: 'archived',
      createdAt: ago(10),
    });
    const draft = await insertCourse(t.db, {
      instructorId: me.user.id,
      title: 'Brouillon',
      status: 'draft',
      createdAt: ago(1),
    });
    const live = await insertCourse(t.db, {
      instructorId: me.user.id,
      title: 'Publié',
      createdAt: ago(5),
    });
    await insertCourse(t.db, { instructorId: other.user.id, title: 'Pas à moi' });
    await insertEnrollment(t.db, student.user.id, live.id);
    await insertEnrollment(t.db, admin.user.id, live.id);

    const res = await me.agent.get('/api/instructor/courses');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; status: string; enrollmentCount: number }[];
    expect(list.map((c) => c.id)).toEqual([draft.id, live.id, old.id]);
    expect(list.map((c) => c.status)).toEqual(['draft', 'published', 'archived']);
    expect(list.map((c) => c.enrollmentCount)).toEqual([0, 2, 0]);
    expect(list[0]).toMatchObject({ instructor: { id: me.user.id }, lessonCount: 0 });
  });

  it('gives an admin their own courses only', async () => {
    const boss = await signedInUser(t.app, t.db, 'admin');
    await insertCourse(t.db, { instructorId: owner.user.id });
    expect((await boss.agent.get('/api/instructor/courses')).json()).toEqual([]);
    const mine = await insertCourse(t.db, { instructorId: boss.user.id, status: 'draft' });
    const list = (await boss.agent.get('/api/instructor/courses')).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([mine.id]);
  });
});

describe('POST /api/courses', () => {
  it('refuses visitors (401) and students (403), saving nothing', async () => {
    const before = await courseCount();
    const anon = await visitor.post('/api/courses', minimal);
    expect(anon.statusCode).toBe(401);
    const res = await student.agent.post('/api/courses', minimal);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(m.createForbidden);
    // Authorization comes before validation.
    const invalid = await student.agent.post('/api/courses', { title: '' });
    expect(invalid.statusCode).toBe(403);
    expect(await courseCount()).toBe(before);
  });

  it('creates a draft with defaults, owned by the caller, shaped like GET /api/courses/:id', async () => {
    const res = await owner.agent.post('/api/courses', { ...minimal, title: '  Python  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Python',
      description: 'Variables et boucles.',
      category: 'Programmation',
      level: 'beginner',
      status: 'draft',
      price: 0,
      accessType: 'free',
      duration: null,
      thumbnail: null,
      mobileMoneyInfo: null,
      enrollmentCount: 0,
      lessonCount: 0,
      isEnrolled: false,
      canEdit: true,
      instructor: { id: owner.user.id, name: 'Patrick Mbuyi' },
    });
    const again = await owner.agent.get(`/api/courses/${body.id}`);
    expect(again.json()).toEqual(body);
    expect((await row(body.id))!.instructorId).toBe(owner.user.id);
    // A draft stays out of the public catalogue.
    expect((await visitor.get(`/api/courses/${body.id}`)).statusCode).toBe(404);
  });

  it('stores every field, keeping only the mobile-money entries given', async () => {
    // Sent as they are stored: they come back unchanged.
    const asStored = {
      level: 'advanced',
      status: 'published',
      duration: 1.5,
      price: 25000,
      accessType: 'package',
      thumbnail: 'https://exemple.cd/python.png',
    };
    const res = await owner.agent.post('/api/courses', {
      ...minimal,
      ...asStored,
      mobileMoneyInfo: {
        mpesa: '+243 81 000 0000',
        orange: '',
        instructions: 'Envoyez la preuve.',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...asStored,
      mobileMoneyInfo: { mpesa: '+243810000000', instructions: 'Envoyez la preuve.' },
    });
    expect((await row(res.json().id))!.mobileMoneyInfo).toEqual({
      mpesa: '+243810000000',
      instructions: 'Envoyez la preuve.',
    });
  });

  it('accepts a paid course without any mobile-money details, and a thumbnail address', async () => {
    const res = await owner.agent.post('/api/courses', {
      ...minimal,
      price: 5000,
      thumbnail: 'https://images.exemple.cd/cours.jpg',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      price: 5000,
      mobileMoneyInfo: null,
      thumbnail: 'https://images.exemple.cd/cours.jpg',
    });
  });

  it('lets an admin create a course of their own', async () => {
    const res = await admin.agent.post('/api/courses', minimal);
    expect(res.statusCode).toBe(201);
    expect(res.json().instructor.id).toBe(admin.user.id);
  });

  const long = 'x'.repeat(201);
  it.each([
    ['title missing', { title: undefined }, 'title', m.titleRequired],
    ['title blank', { title: '   ' }, 'title', m.titleRequired],
    ['title too long', { title: long }, 'title', m.tooLong],
    ['description missing', { description: undefined }, 'description', m.descriptionRequired],
    ['description blank', { description: '' }, 'description', m.descriptionRequired],
    ['category missing', { category: undefined }, 'category', m.categoryRequired],
    ['category blank', { category: ' ' }, 'category', m.categoryRequired],
    ['unknown category', { category: 'Cuisine' }, 'category', courseMessages.unknownCategory],
    ['negative price', { price: -1 }, 'price', m.priceInvalid],
    ['fractional price', { price: 10.5 }, 'price', m.priceInvalid],
    ['price as text', { price: '100' }, 'price', m.priceInvalid],
    ['negative duration', { duration: -2 }, 'duration', m.durationInvalid],
    ['duration as text', { duration: 'deux' }, 'duration', m.durationInvalid],
    ['unknown level', { level: 'expert' }, 'level', m.levelInvalid],
    ['unknown status', { status: 'deleted' }, 'status', m.statusInvalid],
    ['unknown access type', { accessType: 'vip' }, 'accessType', m.accessTypeInvalid],
    ['thumbnail not a link', { thumbnail: 'javascript:alert(1)' }, 'thumbnail', m.thumbnailInvalid],
    [
      'mobile number too long',
      { mobileMoneyInfo: { mpesa: '9'.repeat(41) } },
      'mobileMoneyInfo.mpesa',
      phoneMessages.invalid,
    ],
  ])(
    'rejects %s with its French message and saves nothing',
    async (_name, patch, field, message) => {
      const before = await courseCount();
      const res = await owner.agent.post('/api/courses', { ...minimal, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().fields[field]).toBe(message);
      expect(await courseCount()).toBe(before);
    },
  );

  it('reports every invalid field at once', async () => {
    const res = await owner.agent.post('/api/courses', { price: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      title: m.titleRequired,
      description: m.descriptionRequired,
      category: m.categoryRequired,
      price: m.priceInvalid,
    });
  });
});

describe('PATCH /api/courses/:id', () => {
  it('refuses visitors, students and other instructors, changing nothing', async () => {
    const course = await newCourse();
    const before = await row(course.id);
    const body = { title: 'Piraté' };
    expect((await visitor.patch(`/api/courses/${course.id}`, body)).statusCode).toBe(401);
    for (const intruder of [student, other]) {
      const res = await intruder.agent.patch(`/api/courses/${course.id}`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(m.forbidden);
    }
    expect(await row(course.id)).toEqual(before);
  });

  it('lets the owner change a subset of fields, keeps the rest and bumps updatedAt', async () => {
    const course = await newCourse({
      title: 'Avant',
      description: 'Description gardée',
      category: 'Design',
      level: 'intermediate',
      status: 'draft',
      price: 1000,
    });
    const res = await owner.agent.patch(`/api/courses/${course.id}`, {
      title: 'Après',
      status: 'published',
      price: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: course.id,
      title: 'Après',
      status: 'published',
      price: 0,
      description: 'Description gardée',
      category: 'Design',
      level: 'intermediate',
      canEdit: true,
    });
    const after = (await row(course.id))!;
    expect(after.updatedAt.getTime()).toBeGreaterThan(course.updatedAt.getTime());
    expect(after.createdAt).toEqual(course.createdAt);
    expect((await owner.agent.get(`/api/courses/${course.id}`)).json()).toEqual(res.json());
  });

  it('lets an admin edit any course without taking it over', async () => {
    const course = await newCourse({ instructorId: other.user.id });
    const res = await admin.agent.patch(`/api/courses/${course.id}`, {
      status: 'archived',
      instructorId: admin.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'archived', instructor: { id: other.user.id } });
    expect((await row(course.id))!.instructorId).toBe(other.user.id);
  });

  it('clears optional fields and sets mobile-money details', async () => {
    const course = await newCourse({
      thumbnail: 'https://exemple.cd/a.png',
      duration: 3,
      mobileMoneyInfo: { mpesa: '0810000000' },
    });
    const cleared = await owner.agent.patch(`/api/courses/${course.id}`, {
      thumbnail: '',
      duration: null,
      mobileMoneyInfo: null,
    });
    expect(cleared.json()).toMatchObject({
      thumbnail: null,
      duration: null,
      mobileMoneyInfo: null,
    });
    const set = await owner.agent.patch(`/api/courses/${course.id}`, {
      price: 15000,
      mobileMoneyInfo: { airtel: ' 0990000000 ' },
    });
    expect(set.json()).toMatchObject({
      price: 15000,
      mobileMoneyInfo: { airtel: '+243990000000' },
    });
    expect((await row(course.id))!.mobileMoneyInfo).toEqual({ airtel: '+243990000000' });
    // Fields left out of a change are kept.
    const untouched = await owner.agent.patch(`/api/courses/${course.id}`, { title: 'Renommé' });
    expect(untouched.json()).toMatchObject({
      price: 15000,
      mobileMoneyInfo: { airtel: '+243990000000' },
    });
  });

  it.each([
    ['blank title', { title: '' }, 'title', m.titleRequired],
    ['blank description', { description: ' ' }, 'description', m.descriptionRequired],
    ['blank category', { category: '' }, 'category', m.categoryRequired],
    ['unknown category', { category: 'Cuisine' }, 'category', courseMessages.unknownCategory],
    ['negative price', { price: -100 }, 'price', m.priceInvalid],
    ['fractional price', { price: 0.5 }, 'price', m.priceInvalid],
    ['negative duration', { duration: -1 }, 'duration', m.durationInvalid],
    ['unknown level', { level: 'expert' }, 'level', m.levelInvalid],
    ['unknown status', { status: 'hidden' }, 'status', m.statusInvalid],
    ['unknown access type', { accessType: 'premium' }, 'accessType', m.accessTypeInvalid],
    ['bad thumbnail', { thumbnail: 'ftp://exemple.cd/a.png' }, 'thumbnail', m.thumbnailInvalid],
  ])('rejects %s and changes nothing', async (_name, body, field, message) => {
    const course = await newCourse();
    const before = await row(course.id);
    const res = await owner.agent.patch(`/api/courses/${course.id}`, { title: 'Nouveau', ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await row(course.id)).toEqual(before);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of [UNKNOWN, 'pas-un-id']) {
      const res = await owner.agent.patch(`/api/courses/${id}`, { title: 'X' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: courseMessages.notFound, code: 'COURSE_NOT_FOUND' });
    }
  });
});

describe('mobile-money numbers', () => {
  it.each([
    ['0812345678', '+243812345678'],
    ['812345678', '+243812345678'],
    ['+243 81 234 56 78', '+243812345678'],
    ['00243812345678', '+243812345678'],
    ['243812345678', '+243812345678'],
    ['+243 (0)81 234 5678', '+243812345678'],
    ['081.234.56.78', '+243812345678'],
    ['099-123-4567', '+243991234567'],
    [' +243\u00a089 000 0003 ', '+243890000003'],
  ])('stores %j as %s, on creation and on change', async (written, stored) => {
    const created = await owner.agent.post('/api/courses', {
      ...minimal,
      price: 10000,
      mobileMoneyInfo: { mpesa: written, orange: '' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().mobileMoneyInfo).toEqual({ mpesa: stored });
    expect((await row(created.json().id))!.mobileMoneyInfo).toEqual({ mpesa: stored });

    const changed = await owner.agent.patch(`/api/courses/${created.json().id}`, {
      mobileMoneyInfo: { airtel: written },
    });
    expect(changed.statusCode).toBe(200);
    expect((await row(created.json().id))!.mobileMoneyInfo).toEqual({ airtel: stored });
  });

  it.each([
    ['letters', 'abc'],
    ['too few digits', '+243 81 234 567'],
    ['too many digits', '08123456789'],
    ['a landline or unknown prefix', '0712345678'],
    ['another country', '+33 6 12 34 56 78'],
    ['another country code before a DRC number', '+244812345678'],
    ['digits with letters', '0812345678 ext'],
  ])(
    'refuses %s with a French message, on creation and on change, saving nothing',
    async (_name, written) => {
      const before = await courseCount();
      for (const method of ['mpesa', 'airtel', 'orange'] as const) {
        const res = await owner.agent.post('/api/courses', {
          ...minimal,
          price: 10000,
          mobileMoneyInfo: { [method]: written },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_ERROR');
        expect(res.json().fields[`mobileMoneyInfo.${method}`]).toBe(phoneMessages.invalid);
      }
      expect(await courseCount()).toBe(before);

      const course = await newCourse({ price: 10000, mobileMoneyInfo: { mpesa: '+243812345678' } });
      const kept = await row(course.id);
      const res = await owner.agent.patch(`/api/courses/${course.id}`, {
        mobileMoneyInfo: { mpesa: written },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields['mobileMoneyInfo.mpesa']).toBe(
        'Numéro invalide : saisissez un numéro congolais, par ex. +243 81 234 56 78',
      );
      expect(await row(course.id)).toEqual(kept);
    },
  );
});

describe('DELETE /api/courses/:id', () => {
  it('refuses visitors, students and other instructors, keeping the course', async () => {
    const course = await newCourse();
    expect((await visitor.delete(`/api/courses/${course.id}`)).statusCode).toBe(401);
    const asStudent = await student.agent.delete(`/api/courses/${course.id}`);
    expect(asStudent.statusCode).toBe(403);
    const asOther = await other.agent.delete(`/api/courses/${course.id}`);
    expect(asOther.statusCode).toBe(403);
    expect(asOther.json().message).toBe(m.forbidden);
    expect(await row(course.id)).toBeDefined();
  });

  it('lets the owner delete; a second delete answers 404', async () => {
    const course = await newCourse();
    const res = await owner.agent.delete(`/api/courses/${course.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await row(course.id)).toBeUndefined();
    expect((await owner.agent.get(`/api/courses/${course.id}`)).statusCode).toBe(404);
    const again = await owner.agent.delete(`/api/courses/${course.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(courseMessages.notFound);
  });

  it('lets an admin delete any course', async () => {
    const course = await newCourse({ instructorId: other.user.id });
    expect((await admin.agent.delete(`/api/courses/${course.id}`)).statusCode).toBe(204);
    expect(await row(course.id)).toBeUndefined();
  });

  it('answers 404 for unknown and malformed ids', async () => {
    expect((await owner.agent.delete(`/api/courses/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await owner.agent.delete('/api/courses/123')).statusCode).toBe(404);
  });

  /** One row of every kind that hangs off a course, and a count of those still there. */
  async function dependents(courseId: string, learnerId: string) {
    const lesson = await insertLesson(t.db, { courseId });
    const enrollment = await insertEnrollment(t.db, learnerId, courseId, 50);
    const payment = await paymentFor(t.db, learnerId, courseId, 'confirmed');
    const { quiz, question, attempt } = await insertQuizWithAttempt(t.db, courseId, learnerId);
    const records = await insertCourseRecords(t.db, courseId, learnerId, owner.user.id);
    return async () => ({
      lessons: await t.db.$count(lessons, eq(lessons.id, lesson.id)),
      enrollments: await t.db.$count(enrollments, eq(enrollments.id, enrollment.id)),
      payments: await t.db.$count(payments, eq(payments.id, payment.id)),
      quizzes: await t.db.$count(quizzes, eq(quizzes.id, quiz.id)),
      questions: await t.db.$count(questions, eq(questions.id, question.id)),
      choices: await t.db.$count(choices, eq(choices.questionId, question.id)),
      attempts: await t.db.$count(quizAttempts, eq(quizAttempts.id, attempt.id)),
      certifications: await t.db.$count(
        certifications,
        eq(certifications.id, records.certification.id),
      ),
      internships: await t.db.$count(internships, eq(internships.id, records.internship.id)),
      liveClasses: await t.db.$count(liveClasses, eq(liveClasses.id, records.liveClass.id)),
    });
  }
  const all = (n: number) => ({
    lessons: n,
    enrollments: n,
    payments: n,
    quizzes: n,
    questions: n,
    choices: 2 * n,
    attempts: n,
    certifications: n,
    internships: n,
    liveClasses: n,
  });

  it('refuses its instructor and an admin a course with learners or payments, keeping it all', async () => {
    for (const caller of [owner, admin]) {
      const course = await newCourse();
      const learner = await signedInUser(t.app, t.db, 'student');
      const left = await dependents(course.id, learner.user.id);
      const res = await caller.agent.delete(`/api/courses/${course.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message:
          'Ce cours a des inscrits ou des paiements : il ne peut pas être supprimé. Dépubliez-le ou archivez-le plutôt.',
        code: 'COURSE_HAS_LEARNERS',
      });
      expect(await left()).toEqual(all(1));
      expect(await row(course.id)).toBeDefined();
    }
  });

  it('keeps a course whose only payment is pending or rejected: the money record stays', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const course = await newCourse();
      const learner = await signedInUser(t.app, t.db, 'student');
      const payment = await paymentFor(t.db, learner.user.id, course.id, status);
      expect((await owner.agent.delete(`/api/courses/${course.id}`)).statusCode).toBe(409);
      expect((await admin.agent.delete(`/api/courses/${course.id}`)).statusCode).toBe(409);
      expect(await row(course.id)).toBeDefined();
      expect(await t.db.$count(payments, eq(payments.id, payment.id))).toBe(1);
    }
  });
});
