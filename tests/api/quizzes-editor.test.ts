import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { courseMessages } from '../../src/contract/courses.ts';
import type { EditableQuiz, QuizCreate } from '../../src/contract/quizzes-editor.ts';
import { quizMessages } from '../../src/contract/quizzes-labels.ts';
import { choices, questions, quizAttempts, quizzes } from '../../src/server/db/schema/index.ts';
import { cast, type Signed } from '../helpers/access.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertEnrollment } from '../helpers/factories.ts';
import { choice, pythonQuestions, singleChoice } from '../helpers/quiz-fixtures.ts';

let t: TestApp;
/** The people of the cast (see cast()). */
let owner: Signed, other: Signed, admin: Signed, student: Signed;
let visitor: Agent;
let courseId: string;

const m = quizMessages;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The editor's view of a quiz, as the API sends it. */
type Editable = EditableQuiz;
type EditableQuestion = Editable['questions'][number];

beforeAll(async () => {
  t = await createTestApp();
  const c = await cast(t);
  ({ owner, other, admin, student, visitor } = c);
  courseId = c.course.id;
});
afterAll(async () => {
  await t?.close();
});

const payload = (extra: Partial<QuizCreate> = {}): QuizCreate => ({
  courseId,
  title: 'Les bases de Python',
  description: 'Vérifiez vos acquis.',
  timeLimit: 10,
  questions: pythonQuestions(),
  ...extra,
});

async function createQuiz(extra: Partial<QuizCreate> = {}, agent = owner.agent) {
  const res = await agent.post('/api/quizzes', payload(extra) as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Editable;
}

const counts = async () => ({
  quizzes: (await t.db.select({ n: count() }).from(quizzes))[0]!.n,
  questions: (await t.db.select({ n: count() }).from(questions))[0]!.n,
  choices: (await t.db.select({ n: count() }).from(choices))[0]!.n,
});
const edit = async (id: string) => (await owner.agent.get(`/api/quizzes/${id}/edit`)).json();

/** The editable payload of a question, keeping its ids. */
const asInput = (q: EditableQuestion) => ({
  id: q.id,
  questionText: q.questionText,
  type: q.type,
  points: q.points,
  explanation: q.explanation,
  choices: q.choices.map((c) => ({ id: c.id, choiceText: c.choiceText, isCorrect: c.isCorrect })),
});

describe('authorization of the editor routes', () => {
  let quizId: string;
  beforeAll(async () => {
    quizId = (await createQuiz()).id;
  });

  const routes = () => [
    { name: 'list', call: (a: Agent) => a.get(`/api/courses/${courseId}/quiz-editor`) },
    { name: 'get', call: (a: Agent) => a.get(`/api/quizzes/${quizId}/edit`) },
    {
      name: 'create',
      call: (a: Agent) => a.post('/api/quizzes', payload() as Record<string, unknown>),
    },
    { name: 'update', call: (a: Agent) => a.patch(`/api/quizzes/${quizId}`, { title: 'Piraté' }) },
    { name: 'delete', call: (a: Agent) => a.delete(`/api/quizzes/${quizId}`) },
  ];

  it('answers 401 to visitors on every route', async () => {
    const before = await counts();
    for (const route of routes()) {
      const res = await route.call(visitor);
      expect(res.statusCode, route.name).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 403 with the editor message to students, even enrolled ones', async () => {
    const before = await counts();
    for (const route of routes()) {
      const res = await route.call(student.agent);
      expect(res.statusCode, route.name).toBe(403);
      expect(res.json().message).toBe(m.forbidden);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 403 to another instructor and changes nothing', async () => {
    const before = await counts();
    const quizBefore = await edit(quizId);
    for (const route of routes()) {
      const res = await route.call(other.agent);
      expect(res.statusCode, route.name).toBe(403);
      expect(res.json()).toEqual({ message: m.forbidden, code: 'NOT_COURSE_OWNER' });
    }
    expect(await counts()).toEqual(before);
    expect(await edit(quizId)).toEqual(quizBefore);
  });

  it('lets the owner and admins use every route', async () => {
    for (const who of [owner, admin]) {
      const id = (await createQuiz({}, who.agent)).id;
      expect((await who.agent.get(`/api/courses/${courseId}/quiz-editor`)).statusCode).toBe(200);
      expect((await who.agent.get(`/api/quizzes/${id}/edit`)).statusCode).toBe(200);
      const patched = await who.agent.patch(`/api/quizzes/${id}`, { title: 'Renommé' });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().title).toBe('Renommé');
      expect((await who.agent.delete(`/api/quizzes/${id}`)).statusCode).toBe(204);
    }
  });

  it('answers 404 for unknown and malformed quiz and course ids', async () => {
    for (const id of [UNKNOWN, 'abc']) {
      for (const res of [
        await owner.agent.get(`/api/quizzes/${id}/edit`),
        await owner.agent.patch(`/api/quizzes/${id}`, { title: 'X' }),
        await owner.agent.delete(`/api/quizzes/${id}`),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: m.notFound, code: 'QUIZ_NOT_FOUND' });
      }
      const list = await owner.agent.get(`/api/courses/${id}/quiz-editor`);
      expect(list.statusCode).toBe(404);
      expect(list.json().message).toBe(courseMessages.notFound);
    }
    const create = await owner.agent.post('/api/quizzes', {
      ...payload(),
      courseId: UNKNOWN,
    } as Record<string, unknown>);
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe(courseMessages.notFound);
  });
});

describe('POST /api/quizzes', () => {
  it('creates the quiz with its questions and choices in order', async () => {
    const quiz = await createQuiz();
    expect(quiz).toMatchObject({
      courseId,
      title: 'Les bases de Python',
      description: 'Vérifiez vos acquis.',
      passingScore: 70,
      timeLimit: 10,
      externalLink: null,
      isPublished: false,
    });
    expect(quiz.questions.map((q) => [q.order, q.type, q.points])).toEqual([
      [1, 'single_choice', 1],
      [2, 'multiple_choice', 2],
      [3, 'true_false', 1],
    ]);
    expect(quiz.questions[0]!.explanation).toBe('On écrit def suivi du nom de la fonction.');
    expect(quiz.questions[1]!.explanation).toBeNull();
    expect(quiz.questions[1]!.choices).toMatchObject([
      { choiceText: 'int', isCorrect: true, order: 1 },
      { choiceText: 'float', isCorrect: true, order: 2 },
      { choiceText: 'str', isCorrect: false, order: 3 },
    ]);
    expect(await edit(quiz.id)).toEqual(quiz);
  });

  it('applies the defaults and turns blank optional texts into null', async () => {
    const res = await owner.agent.post('/api/quizzes', {
      courseId,
      title: '  Quiz vide  ',
      description: '   ',
      externalLink: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Quiz vide',
      description: null,
      externalLink: null,
      passingScore: 70,
      timeLimit: null,
      isPublished: false,
      questions: [],
    });
  });

  it('refuses ids in a new quiz and saves nothing', async () => {
    const other = await createQuiz();
    const before = await counts();
    const withQuestionId = pythonQuestions().map((q, i) =>
      i === 0 ? { ...q, id: other.questions[0]!.id } : q,
    );
    const res = await owner.agent.post('/api/quizzes', payload({ questions: withQuestionId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'questions.0.id': m.unknownQuestion });
    const withChoiceId = pythonQuestions();
    withChoiceId[2]!.choices[0] = { ...withChoiceId[2]!.choices[0]!, id: UNKNOWN } as never;
    const res2 = await owner.agent.post('/api/quizzes', payload({ questions: withChoiceId }));
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({
      message: m.foreignChoice,
      code: 'QUIZ_FOREIGN_CHOICE',
      fields: { 'questions.2.choices.0.id': m.foreignChoice },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('validation rules', () => {
  const question = (extra: Record<string, unknown>) => ({ ...pythonQuestions()[0], ...extra });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing title', { title: undefined }, 'title', m.titleRequired],
    ['blank title', { title: '   ' }, 'title', m.titleRequired],
    ['title too long', { title: 'x'.repeat(201) }, 'title', m.tooLong],
    ['passing score above 100', { passingScore: 101 }, 'passingScore', m.passingScoreInvalid],
    ['negative passing score', { passingScore: -1 }, 'passingScore', m.passingScoreInvalid],
    ['fractional passing score', { passingScore: 50.5 }, 'passingScore', m.passingScoreInvalid],
    ['text passing score', { passingScore: '70' }, 'passingScore', m.passingScoreInvalid],
    ['zero time limit', { timeLimit: 0 }, 'timeLimit', m.timeLimitInvalid],
    ['fractional time limit', { timeLimit: 1.5 }, 'timeLimit', m.timeLimitInvalid],
    ['link without http', { externalLink: 'ftp://exemple.cd' }, 'externalLink', m.linkInvalid],
    [
      'blank question text',
      { questions: [question({ questionText: '  ' })] },
      'questions.0.questionText',
      m.questionTextRequired,
    ],
    [
      'blank choice text',
      { questions: [question({ choices: [choice(' ', true), choice('b')] })] },
      'questions.0.choices.0.choiceText',
      m.choiceTextRequired,
    ],
    [
      'negative points',
      { questions: [question({ points: -1 })] },
      'questions.0.points',
      m.pointsInvalid,
    ],
    [
      'fractional points',
      { questions: [question({ points: 1.5 })] },
      'questions.0.points',
      m.pointsInvalid,
    ],
    [
      'single choice without a correct choice',
      { questions: [question({ choices: [choice('a'), choice('b')] })] },
      'questions.0.choices',
      m.exactlyOneCorrect,
    ],
    [
      'single choice with two correct choices',
      { questions: [question({ choices: [choice('a', true), choice('b', true)] })] },
      'questions.0.choices',
      m.exactlyOneCorrect,
    ],
    [
      'single choice with one choice',
      { questions: [question({ choices: [choice('a', true)] })] },
      'questions.0.choices',
      m.atLeastTwoChoices,
    ],
    [
      'multiple choice without a correct choice',
      {
        questions: [question({ type: 'multiple_choice', choices: [choice('a'), choice('b')] })],
      },
      'questions.0.choices',
      m.atLeastOneCorrect,
    ],
    [
      'true/false with three choices',
      {
        questions: [
          question({
            type: 'true_false',
            choices: [choice('Vrai', true), choice('Faux'), choice('Peut-être')],
          }),
        ],
      },
      'questions.0.choices',
      m.trueFalseTwoChoices,
    ],
    [
      'true/false with two correct choices',
      {
        questions: [
          question({ type: 'true_false', choices: [choice('Vrai', true), choice('Faux', true)] }),
        ],
      },
      'questions.0.choices',
      m.exactlyOneCorrect,
    ],
    ['unknown question type', { questions: [question({ type: 'open' })] }, 'questions.0.type', ''],
  ];

  it.each(cases)('refuses a %s on creation and saves nothing', async (_, extra, field, message) => {
    const before = await counts();
    const body = { ...payload(), ...extra } as Record<string, unknown>;
    const res = await owner.agent.post('/api/quizzes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(res.json().fields[field]).toBe(message);
    else expect(res.json().fields[field]).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('refuses a malformed course id', async () => {
    const res = await owner.agent.post('/api/quizzes', { ...payload(), courseId: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.courseId).toBe('Identifiant invalide');
  });

  it.each(cases.filter(([name]) => name !== 'missing title'))(
    'refuses a %s on update and leaves the quiz as it was',
    async (_, extra, field, message) => {
      const quiz = await createQuiz();
      const before = await counts();
      const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, {
        isPublished: true,
        ...extra,
      });
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
      expect(await edit(quiz.id)).toEqual(quiz);
    },
  );
});

describe('PATCH /api/quizzes/:id', () => {
  it('changes a subset of fields and keeps the questions', async () => {
    const quiz = await createQuiz();
    const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, {
      isPublished: true,
      passingScore: 50,
      timeLimit: null,
      externalLink: 'https://exemple.cd/exercices',
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as Editable;
    expect(after).toMatchObject({
      title: quiz.title,
      description: quiz.description,
      isPublished: true,
      passingScore: 50,
      timeLimit: null,
      externalLink: 'https://exemple.cd/exercices',
    });
    expect(after.questions).toEqual(quiz.questions);
    expect(new Date(after.updatedAt as string) >= new Date(quiz.updatedAt as string)).toBe(true);
  });

  it('replaces the list: keeps ids in place, inserts new ones, deletes missing ones, reorders', async () => {
    const quiz = await createQuiz();
    const [q1, q2, q3] = quiz.questions as [EditableQuestion, EditableQuestion, EditableQuestion];
    const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, {
      questions: [
        {
          ...asInput(q3),
          questionText: 'Python fait la différence entre Nom et nom.',
          choices: [
            { id: q3.choices[1]!.id, choiceText: 'Faux', isCorrect: false },
            { id: q3.choices[0]!.id, choiceText: 'Vrai', isCorrect: true },
          ],
        },
        { ...singleChoice('Quelle fonction affiche du texte ?', ['print', 'echo']), points: 3 },
        {
          ...asInput(q1),
          type: 'multiple_choice',
          explanation: '',
          choices: [
            { id: q1.choices[0]!.id, choiceText: 'def', isCorrect: true },
            choice('lambda', true),
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Editable;
    expect(after.questions.map((q) => q.order)).toEqual([1, 2, 3]);
    const [a, b, c] = after.questions as [EditableQuestion, EditableQuestion, EditableQuestion];
    expect(a.id).toBe(q3.id);
    expect(a.questionText).toBe('Python fait la différence entre Nom et nom.');
    expect(a.choices.map((x) => [x.id, x.choiceText, x.order])).toEqual([
      [q3.choices[1]!.id, 'Faux', 1],
      [q3.choices[0]!.id, 'Vrai', 2],
    ]);
    expect(b.id).not.toBe(q2.id);
    expect(b).toMatchObject({ questionText: 'Quelle fonction affiche du texte ?', points: 3 });
    expect(c).toMatchObject({ id: q1.id, type: 'multiple_choice', explanation: null });
    expect(c.choices[0]!.id).toBe(q1.choices[0]!.id);
    expect(c.choices[1]!.id).not.toBe(q1.choices[1]!.id);

    // The missing question and choices are gone from the database.
    expect(await t.db.select().from(questions).where(eq(questions.id, q2.id))).toEqual([]);
    const removed = [...q2.choices, q1.choices[1]!, q1.choices[2]!].map((x) => x.id);
    expect(await t.db.select().from(choices).where(inArray(choices.id, removed))).toEqual([]);
    expect(await edit(quiz.id)).toEqual(after);
  });

  it('keeps the answers of earlier attempts pointing at the edited questions', async () => {
    const quiz = await createQuiz();
    const [q1] = quiz.questions as [EditableQuestion];
    const [attempt] = await t.db
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        studentId: student.user.id,
        answers: { [q1.id]: q1.choices[0]!.id },
        score: 1,
        maxScore: 4,
        startedAt: new Date(),
        completedAt: new Date(),
      })
      .returning();
    const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, {
      questions: [
        { ...asInput(q1), questionText: 'Quel mot-clé commence une définition de fonction ?' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const result = (await owner.agent.get(`/api/quiz-attempts/${attempt!.id}`)).json();
    expect(result.review).toHaveLength(1);
    expect(result.review[0]).toMatchObject({
      questionId: q1.id,
      questionText: 'Quel mot-clé commence une définition de fonction ?',
      answer: [q1.choices[0]!.id],
      isCorrect: true,
    });
  });

  it('refuses ids that belong elsewhere and saves nothing, not even the other fields', async () => {
    const quiz = await createQuiz();
    const elsewhere = await createQuiz();
    const [q1, q2] = quiz.questions as [EditableQuestion, EditableQuestion];
    const before = await counts();
    const attempts: [unknown[], Record<string, string>][] = [
      [[{ ...asInput(elsewhere.questions[0]!) }], { 'questions.0.id': m.unknownQuestion }],
      [[asInput(q1), { ...asInput(q1) }], { 'questions.1.id': m.unknownQuestion }],
      [[{ ...asInput(q1), id: UNKNOWN }], { 'questions.0.id': m.unknownQuestion }],
      [
        [{ ...asInput(q1), choices: [asInput(q1).choices[0], asInput(q2).choices[2]] }],
        { 'questions.0.choices.1.id': m.foreignChoice },
      ],
      [
        [
          {
            ...asInput(q1),
            choices: [asInput(q1).choices[0], asInput(elsewhere.questions[0]!).choices[1]],
          },
        ],
        { 'questions.0.choices.1.id': m.foreignChoice },
      ],
      [
        [
          {
            ...asInput(q1),
            id: undefined,
            choices: [asInput(q1).choices[0], { choiceText: 'autre', isCorrect: false }],
          },
        ],
        { 'questions.0.choices.0.id': m.foreignChoice },
      ],
    ];
    for (const [list, fields] of attempts) {
      const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, {
        title: 'Ne doit pas être enregistré',
        questions: list,
      });
      expect(res.statusCode, JSON.stringify(list)).toBe(400);
      expect(res.json().fields).toEqual(fields);
      expect(res.json().message).toBe(Object.values(fields)[0]);
    }
    expect(await counts()).toEqual(before);
    expect(await edit(quiz.id)).toEqual(quiz);
  });

  it('empties the question list when given an empty list', async () => {
    const quiz = await createQuiz();
    const res = await owner.agent.patch(`/api/quizzes/${quiz.id}`, { questions: [] });
    expect(res.json().questions).toEqual([]);
    const left = await t.db.select().from(questions).where(eq(questions.quizId, quiz.id));
    expect(left).toEqual([]);
  });
});

describe('DELETE /api/quizzes/:id', () => {
  it('removes the quiz with its questions, choices and attempts', async () => {
    const quiz = await createQuiz();
    await t.db
      .insert(quizAttempts)
      .values({ quizId: quiz.id, studentId: student.user.id, completedAt: new Date() });
    const res = await owner.agent.delete(`/api/quizzes/${quiz.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))).toEqual([]);
    expect(await t.db.select().from(questions).where(eq(questions.quizId, quiz.id))).toEqual([]);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toEqual(
      [],
    );
    const choiceIds = quiz.questions.flatMap((q) => q.choices.map((c) => c.id));
    expect(await t.db.select().from(choices).where(inArray(choices.id, choiceIds))).toEqual([]);
    expect((await owner.agent.delete(`/api/quizzes/${quiz.id}`)).statusCode).toBe(404);
  });
});

describe('publication', () => {
  it('lists every quiz of the course to its editor, drafts included', async () => {
    const course = await insertCourse(t.db, { instructorId: owner.user.id });
    const draft = await owner.agent.post('/api/quizzes', {
      ...payload(),
      courseId: course.id,
      title: 'Brouillon',
    } as Record<string, unknown>);
    const published = await owner.agent.post('/api/quizzes', {
      ...payload(),
      courseId: course.id,
      title: 'Publié',
      isPublished: true,
      questions: pythonQuestions().slice(0, 2),
    } as Record<string, unknown>);
    const res = await owner.agent.get(`/api/courses/${course.id}/quiz-editor`);
    expect(res.json()).toEqual([
      {
        id: draft.json().id,
        title: 'Brouillon',
        isPublished: false,
        questionCount: 3,
        timeLimit: 10,
        passingScore: 70,
      },
      {
        id: published.json().id,
        title: 'Publié',
        isPublished: true,
        questionCount: 2,
        timeLimit: 10,
        passingScore: 70,
      },
    ]);
  });

  it('hides unpublished quizzes from enrolled students until published', async () => {
    const course = await insertCourse(t.db, { instructorId: owner.user.id });
    await insertEnrollment(t.db, student.user.id, course.id);
    const quiz = await createQuiz({ courseId: course.id });

    const hidden = await student.agent.get(`/api/quizzes/${quiz.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: m.notFound, code: 'QUIZ_NOT_FOUND' });
    expect((await student.agent.get(`/api/courses/${course.id}/quizzes`)).json()).toEqual([]);

    await owner.agent.patch(`/api/quizzes/${quiz.id}`, { isPublished: true });
    expect((await student.agent.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(200);
    const list = (await student.agent.get(`/api/courses/${course.id}/quizzes`)).json();
    expect(list.map((q: { id: string }) => q.id)).toEqual([quiz.id]);

    await owner.agent.patch(`/api/quizzes/${quiz.id}`, { isPublished: false });
    expect((await student.agent.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(404);
  });
});
