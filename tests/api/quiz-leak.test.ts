import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { courses, quizzes } from '../../src/server/db/schema/index.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { insertEnrollment, signedInUser } from '../helpers/factories.ts';
import { choice, singleChoice, trueFalse } from '../helpers/quiz-fixtures.ts';

/**
 * Quiz answers never reach the client before submission: no quiz-taking body, for any quiz of
 * the demo data (plus one written here, with explanations), holds `isCorrect` or `explanation`.
 */
let t: TestApp;
let student: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
/** `open`: published in a course the enrolled student may see (not a draft). */
let all: { id: string; courseId: string; open: boolean }[];

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.db)).toBe(true);

  // A quiz of our own too, so the test means something whatever the seed holds.
  const instructor = await signedInUser(t.app, t.db, 'instructor');
  const [course] = await t.db
    .insert(courses)
    .values({
      title: 'Cours du test de fuite',
      description: 'Un cours pour vérifier que les réponses restent secrètes.',
      category: 'Programmation',
      status: 'published',
      instructorId: instructor.user.id,
    })
    .returning();
  const created = await instructor.agent.post('/api/quizzes', {
    courseId: course!.id,
    title: 'Quiz secret',
    isPublished: true,
    timeLimit: 5,
    questions: [
      {
        ...singleChoice('Quelle est la capitale de la RD Congo ?', ['Kinshasa', 'Lubumbashi']),
        explanation: 'Kinshasa est la capitale depuis 1966 (ex-Léopoldville).',
      },
      {
        questionText: 'Quelles villes sont au bord du fleuve Congo ?',
        type: 'multiple_choice',
        explanation: 'Kinshasa et Kisangani sont sur le fleuve.',
        choices: [choice('Kinshasa', true), choice('Kisangani', true), choice('Lubumbashi')],
      },
      {
        ...trueFalse('Le fleuve Congo traverse l’équateur deux fois.'),
        explanation: 'Il le franchit à l’aller et au retour.',
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);

  all = await t.db
    .select({
      id: quizzes.id,
      courseId: quizzes.courseId,
      open: sql<boolean>`${quizzes.isPublished} and ${courses.status} <> 'draft'`,
    })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .orderBy(asc(quizzes.createdAt));

  // A student enrolled in every course that has a quiz.
  student = await signedInUser(t.app, t.db, 'student');
  for (const courseId of new Set(all.map((q) => q.courseId))) {
    await insertEnrollment(t.db, student.user.id, courseId);
  }
  admin = await signedInUser(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t?.close();
});

const secrets = ['isCorrect', 'explanation'];
const expectNoSecret = (body: string, where: string) => {
  for (const word of secrets) expect(body, `${where}: ${word}`).not.toContain(word);
};

describe('quiz answers never leak before submission', () => {
  it('covers the demo quizzes and ours', () => {
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect(all.filter((q) => q.open).length).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/quizzes/:id holds neither isCorrect nor explanation, for every quiz', async () => {
    for (const quiz of all) {
      const res = await student.agent.get(`/api/quizzes/${quiz.id}`);
      expect(res.statusCode, quiz.id).toBe(quiz.open ? 200 : 404);
      expectNoSecret(res.body, `student ${quiz.id}`);
      if (quiz.open) {
        const started = await student.agent.post(`/api/quizzes/${quiz.id}/attempts`);
        expectNoSecret(started.body, `start ${quiz.id}`);
        expect(started.json().questions.length).toBeGreaterThan(0);
      }
      // The preview of an admin has the same shape.
      const preview = await admin.agent.get(`/api/quizzes/${quiz.id}`);
      expect(preview.statusCode).toBe(200);
      expectNoSecret(preview.body, `preview ${quiz.id}`);
    }
  });

  it('no other answer of the taking flow holds them either', async () => {
    for (const quiz of all.filter((q) => q.open)) {
      const body = (await student.agent.post(`/api/quizzes/${quiz.id}/attempts`)).json();
      const first = body.questions[0];
      const answers = {
        [first.id]: first.type === 'multiple_choice' ? [first.choices[0].id] : first.choices[0].id,
      };
      const saved = await student.agent.put(`/api/quiz-attempts/${body.attempt.id}/answers`, {
        answers,
      });
      expect(saved.statusCode).toBe(200);
      expectNoSecret(saved.body, `save ${quiz.id}`);
      // Refused submissions (missing answers) do not hint at the right ones.
      const refused = await student.agent.post(`/api/quizzes/${quiz.id}/submit`, { answers });
      if (body.questions.length > 1) expect(refused.statusCode).toBe(400);
      expectNoSecret(refused.body, `refused ${quiz.id}`);
      const list = await student.agent.get(`/api/courses/${quiz.courseId}/quizzes`);
      expectNoSecret(list.body, `course page ${quiz.courseId}`);
    }
  });
});
