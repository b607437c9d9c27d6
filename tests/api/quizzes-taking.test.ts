import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EditableQuiz, QuizCreate } from '../../src/contract/quizzes-editor.ts';
import { QUIZ_SUBMIT_GRACE_SECONDS, quizMessages } from '../../src/contract/quizzes-labels.ts';
import type { QuizAnswers } from '../../src/contract/quizzes.ts';
import type { Database, Db } from '../../src/server/db/client.ts';
import { quizAttempts } from '../../src/server/db/schema/index.ts';
import { cast, type Signed } from '../helpers/access.ts';
import { createTestApp, type Agent } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, insertEnrollment, signedInUser } from '../helpers/factories.ts';
import { choice, pythonQuestions } from '../helpers/quiz-fixtures.ts';

// The real app on a fresh database, counting the SQL statements it sends (query economy).
let statements = 0;
let database: Database;
let app: FastifyInstance;
let db: Db;

/** The people of the cast (see cast()). */
let owner: Signed, other: Signed, admin: Signed, outsider: Signed;
let visitor: Agent;
let courseId: string;
let quiz: Editable;

const m = quizMessages;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LIMIT_MINUTES = 10;

/** The editor's view of a quiz, as the API sends it. */
type Editable = EditableQuiz;

beforeAll(async () => {
  ({ app, database, db } = await createTestApp({
    dbLogger: { logQuery: () => void (statements += 1) },
  }));
  const c = await cast({ app, db });
  ({ owner, other, admin, outsider, visitor } = c);
  courseId = c.course.id;
  quiz = await createQuiz();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The Python quiz, with the wrong choice of its multiple-choice question in the middle. */
const questionsInput = () =>
  pythonQuestions({
    explanation: 'str est du texte.',
    choices: [choice('int', true), choice('str'), choice('float', true)],
  });

async function createQuiz(extra: Partial<QuizCreate> = {}): Promise<Editable> {
  const res = await owner.agent.post('/api/quizzes', {
    courseId,
    title: 'Les bases de Python',
    timeLimit: LIMIT_MINUTES,
    isPublished: true,
    questions: questionsInput(),
    ...extra,
  } as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function enrolledStudent() {
  const s = await signedInUser(app, db, 'student');
  await insertEnrollment(db, s.user.id, courseId);
  return s;
}

const q = (i: number, of = quiz) => of.questions[i]!;
const right = (i: number, of = quiz) =>
  q(i, of)
    .choices.filter((c) => c.isCorrect)
    .map((c) => c.id);
const wrong = (i: number, of = quiz) => q(i, of).choices.find((c) => !c.isCorrect)!.id;

/** Every answer right (score 4 of 4). */
const allRight = (of = quiz): QuizAnswers => ({
  [q(0, of).id]: right(0, of)[0]!,
  [q(1, of).id]: right(1, of),
  [q(2, of).id]: right(2, of)[0]!,
});

/** Starts the quiz, or resumes its open attempt, as the quiz page's button does. */
async function open(agent: Agent, quizId = quiz.id) {
  const res = await agent.post(`/api/quizzes/${quizId}/attempts`);
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

const submit = (agent: Agent, answers: QuizAnswers, quizId = quiz.id) =>
  agent.post(`/api/quizzes/${quizId}/submit`, { answers });

/** Moves the start of an attempt `seconds` into the past. */
async function startedAgo(attemptId: string, seconds: number) {
  await db
    .update(quizAttempts)
    .set({ startedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(quizAttempts.id, attemptId));
}

const attemptsOf = (studentId: string, quizId = quiz.id) =>
  db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.studentId, studentId), eq(quizAttempts.quizId, quizId)));

describe('who may open a quiz', () => {
  it('answers 401 to visitors on every taking route', async () => {
    for (const res of [
      await visitor.get(`/api/quizzes/${quiz.id}`),
      await visitor.post(`/api/quizzes/${quiz.id}/attempts`),
      await visitor.post(`/api/quizzes/${quiz.id}/submit`, { answers: {} }),
      await visitor.put(`/api/quiz-attempts/${UNKNOWN}/answers`, { answers: {} }),
      await visitor.get(`/api/quiz-attempts/${UNKNOWN}`),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a student who is not enrolled, and records nothing', async () => {
    const res = await outsider.agent.get(`/api/quizzes/${quiz.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: m.notEnrolled, code: 'NOT_ENROLLED' });
    const start = await outsider.agent.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(start.statusCode).toBe(403);
    const sub = await submit(outsider.agent, allRight());
    expect(sub.statusCode).toBe(403);
    expect(await attemptsOf(outsider.user.id)).toEqual([]);
    // Another instructor is not enrolled either.
    expect((await other.agent.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(403);
  });

  it('answers 404 "Quiz non trouvé" for unknown ids and hidden courses', async () => {
    const student = await enrolledStudent();
    for (const id of [UNKNOWN, 'abc']) {
      const res = await student.agent.get(`/api/quizzes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound, code: 'QUIZ_NOT_FOUND' });
    }
    const draft = await insertCourse(db, { instructorId: owner.user.id, status: 'draft' });
    await insertEnrollment(db, student.user.id, draft.id);
    const hidden = await createQuiz({ courseId: draft.id });
    const res = await student.agent.get(`/api/quizzes/${hidden.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(m.notFound);
  });

  it('lets the instructor and admins preview, even unpublished, without an attempt', async () => {
    const draft = await createQuiz({ isPublished: false });
    for (const who of [owner, admin]) {
      for (const id of [quiz.id, draft.id]) {
        const body = (await who.agent.get(`/api/quizzes/${id}`)).json();
        expect(body.preview).toBe(true);
        expect(body.attempt).toBeNull();
        expect(body.questions).toHaveLength(3);
        // Not enrolled: there is no attempt to start.
        const start = await who.agent.post(`/api/quizzes/${id}/attempts`);
        expect(start.json()).toEqual({ message: m.notEnrolled, code: 'NOT_ENROLLED' });
        expect(await attemptsOf(who.user.id, id)).toEqual([]);
      }
    }
    const sub = await submit(owner.agent, allRight());
    expect(sub.statusCode).toBe(409);
    expect(sub.json()).toEqual({ message: m.notStarted, code: 'QUIZ_NOT_STARTED' });
  });

  it('gives an admin who is enrolled an attempt like any learner', async () => {
    const enrolledAdmin = await signedInUser(app, db, 'admin');
    await insertEnrollment(db, enrolledAdmin.user.id, courseId);
    const body = await open(enrolledAdmin.agent);
    expect(body.attempt).not.toBeNull();
  });
});

describe('opening and starting a quiz, for an enrolled student', () => {
  it('GET and HEAD show the quiz without its questions and start no clock', async () => {
    const student = await enrolledStudent();
    const head = await student.agent.head(`/api/quizzes/${quiz.id}`);
    expect(head.statusCode).toBeLessThan(500);
    const res = await student.agent.get(`/api/quizzes/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: quiz.id,
      title: 'Les bases de Python',
      questionCount: 3,
      preview: false,
      questions: [],
      attempt: null,
    });
    expect(await attemptsOf(student.user.id)).toEqual([]);
    // Submitting without starting is refused.
    const sub = await submit(student.agent, allRight());
    expect(sub.json()).toEqual({ message: m.notStarted, code: 'QUIZ_NOT_STARTED' });
  });

  it('POST …/attempts gives the questions without answers and starts one attempt now', async () => {
    const student = await enrolledStudent();
    const before = Date.now();
    const res = await student.agent.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('isCorrect');
    expect(res.body).not.toContain('explanation');
    const body = res.json();
    expect(body).toMatchObject({
      id: quiz.id,
      courseId,
      title: 'Les bases de Python',
      passingScore: 70,
      timeLimit: LIMIT_MINUTES,
      attemptCount: 0,
      questionCount: 3,
      preview: false,
    });
    expect(body.courseTitle).toBeTruthy();
    expect(
      body.questions.map((x: { order: number; points: number }) => [x.order, x.points]),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
    expect(body.questions[1].choices).toEqual([
      { id: q(1).choices[0]!.id, choiceText: 'int' },
      { id: q(1).choices[1]!.id, choiceText: 'str' },
      { id: q(1).choices[2]!.id, choiceText: 'float' },
    ]);
    expect(body.attempt.answers).toEqual({});
    expect(body.attempt.remainingSeconds).toBeGreaterThanOrEqual(LIMIT_MINUTES * 60 - 2);
    expect(body.attempt.remainingSeconds).toBeLessThanOrEqual(LIMIT_MINUTES * 60);
    expect(new Date(body.attempt.startedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Starting again resumes the same attempt (200), and the page shows it.
    const again = await student.agent.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(again.statusCode).toBe(200);
    expect(again.json().attempt).toMatchObject({
      id: body.attempt.id,
      startedAt: body.attempt.startedAt,
    });
    const shown = (await student.agent.get(`/api/quizzes/${quiz.id}`)).json();
    expect(shown.attempt.id).toBe(body.attempt.id);
    expect(shown.questions).toHaveLength(3);
    expect(await attemptsOf(student.user.id)).toHaveLength(1);
  });

  raceIt('opens a single attempt when several tabs open the quiz at once', async () => {
    const student = await enrolledStudent();
    const bodies = await Promise.all(Array.from({ length: 6 }, () => open(student.agent)));
    expect(new Set(bodies.map((b) => b.attempt.id)).size).toBe(1);
    expect(await attemptsOf(student.user.id)).toHaveLength(1);
  });

  it('counts the remaining time on the server clock', async () => {
    const student = await enrolledStudent();
    const first = await open(student.agent);
    await startedAgo(first.attempt.id, 4 * 60);
    const later = await open(student.agent);
    expect(later.attempt.remainingSeconds).toBeGreaterThanOrEqual(6 * 60 - 2);
    expect(later.attempt.remainingSeconds).toBeLessThanOrEqual(6 * 60);
    await startedAgo(first.attempt.id, 20 * 60);
    expect((await open(student.agent)).attempt.remainingSeconds).toBe(0);

    const untimed = await createQuiz({ timeLimit: null });
    expect((await open(student.agent, untimed.id)).attempt.remainingSeconds).toBeNull();
  });
});

describe('PUT /api/quiz-attempts/:id/answers', () => {
  it('saves progress that a reload gives back', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    const answers = { [q(0).id]: wrong(0), [q(1).id]: [right(1)[0]!] };
    const res = await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().remainingSeconds).toBeGreaterThan(LIMIT_MINUTES * 60 - 5);
    expect((await open(student.agent)).attempt.answers).toEqual(answers);

    // The next save replaces the previous one; empty answers are dropped.
    const next = { [q(2).id]: right(2)[0]!, [q(1).id]: [] };
    await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers: next });
    expect((await open(student.agent)).attempt.answers).toEqual({ [q(2).id]: right(2)[0]! });
  });

  it('refuses invalid answers and keeps what was saved', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    const saved = { [q(0).id]: right(0)[0]! };
    await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers: saved });
    const cases: [QuizAnswers, string, string][] = [
      [{ [UNKNOWN]: right(0)[0]! }, m.unknownQuestion, UNKNOWN],
      [{ [q(0).id]: right(1)[0]! }, m.foreignChoice, q(0).id],
      [{ [q(0).id]: [right(0)[0]!] }, m.oneChoiceExpected, q(0).id],
      [{ [q(1).id]: right(1)[0]! }, m.listExpected, q(1).id],
    ];
    for (const [answers, message, key] of cases) {
      const res = await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields).toEqual({ [`answers.${key}`]: message });
    }
    expect((await open(student.agent)).attempt.answers).toEqual(saved);
  });

  it('answers 404 to anyone but the owner of the open attempt', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    const intruder = await enrolledStudent();
    for (const agent of [intruder.agent, owner.agent, admin.agent]) {
      const res = await agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.attemptNotFound, code: 'ATTEMPT_NOT_FOUND' });
    }
    for (const id of [UNKNOWN, 'abc']) {
      const res = await student.agent.put(`/api/quiz-attempts/${id}/answers`, { answers: {} });
      expect(res.statusCode).toBe(404);
    }
    // A submitted attempt is closed.
    expect((await submit(student.agent, allRight())).statusCode).toBe(200);
    const closed = await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, {
      answers: {},
    });
    expect(closed.statusCode).toBe(404);
  });

  it('refuses to save after the time limit and its grace', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    const answers = { [q(0).id]: right(0)[0]! };
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 + 3);
    const inGrace = await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, {
      answers,
    });
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.json().remainingSeconds).toBe(0);
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 + QUIZ_SUBMIT_GRACE_SECONDS + 2);
    const late = await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, {
      answers: allRight(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: m.timeUp, code: 'QUIZ_TIME_UP' });
    expect((await open(student.agent)).attempt.answers).toEqual(answers);
  });
});

describe('POST /api/quizzes/:id/submit', () => {
  it('grades every answer right: full score, passed', async () => {
    const student = await enrolledStudent();
    await open(student.agent);
    // The multiple-choice set in another order is the same set.
    const answers = { ...allRight(), [q(1).id]: [...right(1)].reverse() };
    const res = await submit(student.agent, answers);
    expect(res.statusCode, res.body).toBe(200);
    const { attemptId } = res.json();
    expect(Object.keys(res.json())).toEqual(['attemptId']);
    const [row] = await attemptsOf(student.user.id);
    expect(row).toMatchObject({
      id: attemptId,
      score: 4,
      maxScore: 4,
      isPassed: true,
      late: false,
      answers,
    });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });

  it('counts a multiple-choice answer right only for the exact set', async () => {
    const cases: [string[], number][] = [
      [right(1), 4],
      [[right(1)[0]!], 2],
      [[...right(1), wrong(1)], 2],
      [[wrong(1)], 2],
    ];
    for (const [chosen, score] of cases) {
      const student = await enrolledStudent();
      await open(student.agent);
      const res = await submit(student.agent, { ...allRight(), [q(1).id]: chosen });
      expect(res.statusCode).toBe(200);
      const [row] = await attemptsOf(student.user.id);
      expect(row!.score, JSON.stringify(chosen)).toBe(score);
      expect(row!.isPassed).toBe(score === 4);
    }
  });

  it('passes at the passing score and fails below it', async () => {
    // 3 of 4 points = 75 %: passes at 75, fails at 76.
    for (const [passingScore, passed] of [
      [75, true],
      [76, false],
    ] as const) {
      const x = await createQuiz({ passingScore });
      const student = await enrolledStudent();
      await open(student.agent, x.id);
      const res = await submit(student.agent, { ...allRight(x), [q(0, x).id]: wrong(0, x) }, x.id);
      const result = (await student.agent.get(`/api/quiz-attempts/${res.json().attemptId}`)).json();
      expect(result).toMatchObject({ score: 3, maxScore: 4, percent: 75, isPassed: passed });
    }
  });

  it('refuses invalid or missing answers with 400 and records nothing', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    const cases: [QuizAnswers, string, Record<string, string>][] = [
      [
        { ...allRight(), [UNKNOWN]: right(0)[0]! },
        m.unknownQuestion,
        { [`answers.${UNKNOWN}`]: m.unknownQuestion },
      ],
      [
        { ...allRight(), [q(0).id]: right(1)[0]! },
        m.foreignChoice,
        { [`answers.${q(0).id}`]: m.foreignChoice },
      ],
      [
        { ...allRight(), [q(1).id]: [right(1)[0]!, right(0)[0]!] },
        m.foreignChoice,
        { [`answers.${q(1).id}`]: m.foreignChoice },
      ],
      [
        { ...allRight(), [q(1).id]: [right(1)[0]!, UNKNOWN] },
        m.foreignChoice,
        { [`answers.${q(1).id}`]: m.foreignChoice },
      ],
      [
        { ...allRight(), [q(2).id]: right(2) },
        m.oneChoiceExpected,
        { [`answers.${q(2).id}`]: m.oneChoiceExpected },
      ],
      [
        { ...allRight(), [q(1).id]: right(1)[0]! },
        m.listExpected,
        { [`answers.${q(1).id}`]: m.listExpected },
      ],
      [
        { [q(0).id]: right(0)[0]! },
        m.unanswered,
        { [`answers.${q(1).id}`]: m.unanswered, [`answers.${q(2).id}`]: m.unanswered },
      ],
      [{ ...allRight(), [q(1).id]: [] }, m.unanswered, { [`answers.${q(1).id}`]: m.unanswered }],
    ];
    for (const [answers, message, fields] of cases) {
      const res = await submit(student.agent, answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields).toEqual(fields);
    }
    const rows = await attemptsOf(student.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: attempt.id, completedAt: null, score: 0, answers: {} });
    // Malformed bodies are refused by the schema.
    const bad = await student.agent.post(`/api/quizzes/${quiz.id}/submit`, {
      answers: { [q(0).id]: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await submit(student.agent, allRight())).statusCode).toBe(200);
  });

  it('answers 409 when the quiz was not opened, and when submitted already', async () => {
    const student = await enrolledStudent();
    const first = await submit(student.agent, allRight());
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ message: m.notStarted, code: 'QUIZ_NOT_STARTED' });
    await open(student.agent);
    expect((await submit(student.agent, allRight())).statusCode).toBe(200);
    const again = await submit(student.agent, allRight());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.alreadySubmitted, code: 'QUIZ_ALREADY_SUBMITTED' });
    expect(await attemptsOf(student.user.id)).toHaveLength(1);
  });

  raceIt(
    'records exactly one completion when the same attempt is submitted twice at once',
    async () => {
      for (let round = 0; round < 3; round += 1) {
        const student = await enrolledStudent();
        await open(student.agent);
        const results = await Promise.all([
          submit(student.agent, allRight()),
          submit(student.agent, allRight()),
        ]);
        const statuses = results.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, 409]);
        const loser = results.find((r) => r.statusCode === 409)!;
        expect(loser.json()).toEqual({
          message: m.alreadySubmitted,
          code: 'QUIZ_ALREADY_SUBMITTED',
        });
        const rows = await attemptsOf(student.user.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.completedAt).not.toBeNull();
        expect(rows[0]!.score).toBe(4);
      }
    },
  );

  it('grades a submission within the grace in full', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 + QUIZ_SUBMIT_GRACE_SECONDS - 4);
    const res = await submit(student.agent, allRight());
    expect(res.statusCode).toBe(200);
    const [row] = await attemptsOf(student.user.id);
    expect(row).toMatchObject({ score: 4, late: false });
  });

  it('records a late submission with only the answers saved in time, marked late', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    // Saved in time: the first question right, the second wrong, the third unanswered.
    const saved = { [q(0).id]: right(0)[0]!, [q(1).id]: [wrong(1)] };
    await student.agent.put(`/api/quiz-attempts/${attempt.id}/answers`, { answers: saved });
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 + QUIZ_SUBMIT_GRACE_SECONDS + 30);
    // Everything right now, and even invalid: none of it counts any more.
    const res = await submit(student.agent, { ...allRight(), [UNKNOWN]: 'x' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await attemptsOf(student.user.id);
    expect(row).toMatchObject({
      score: 1,
      maxScore: 4,
      isPassed: false,
      late: true,
      answers: saved,
    });
    const result = (await student.agent.get(`/api/quiz-attempts/${res.json().attemptId}`)).json();
    expect(result).toMatchObject({ late: true, score: 1, percent: 25 });
    expect(result.review.map((r: { answer: string[] }) => r.answer)).toEqual([
      [right(0)[0]],
      [wrong(1)],
      [],
    ]);
  });

  it('accepts the automatic submission at zero with unanswered questions counted wrong', async () => {
    const student = await enrolledStudent();
    const { attempt } = await open(student.agent);
    // Thirty seconds left: every question must still be answered.
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 - 30);
    const early = await submit(student.agent, { [q(0).id]: right(0)[0]! });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(m.unanswered);
    // Two seconds left (the browser's timer reached zero a little early).
    await startedAgo(attempt.id, LIMIT_MINUTES * 60 - 2);
    const auto = await submit(student.agent, { [q(0).id]: right(0)[0]! });
    expect(auto.statusCode, auto.body).toBe(200);
    const [row] = await attemptsOf(student.user.id);
    expect(row).toMatchObject({ score: 1, maxScore: 4, late: false });
    // But what is sent must still be valid.
    const other = await enrolledStudent();
    const second = await open(other.agent);
    await startedAgo(second.attempt.id, LIMIT_MINUTES * 60);
    const invalid = await submit(other.agent, { [q(0).id]: right(1)[0]! });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(m.foreignChoice);
  });

  it('starts a new attempt when the quiz is opened again after a submission', async () => {
    const student = await enrolledStudent();
    const first = await open(student.agent);
    await submit(student.agent, allRight());
    const second = await open(student.agent);
    expect(second.attempt.id).not.toBe(first.attempt.id);
    expect(second.attemptCount).toBe(1);
    expect(second.attempt.answers).toEqual({});
  });
});

describe('GET /api/quiz-attempts/:id', () => {
  let student: Signed;
  let attemptId: string;
  beforeAll(async () => {
    student = await enrolledStudent();
    await open(student.agent);
    await submit(student.agent, {
      ...allRight(),
      [q(0).id]: wrong(0),
      [q(1).id]: [right(1)[0]!],
    });
    await open(student.agent);
    const res = await submit(student.agent, { ...allRight(), [q(2).id]: wrong(2) });
    attemptId = res.json().attemptId;
  });

  it('gives the student the result with the review and statistics', async () => {
    const res = await student.agent.get(`/api/quiz-attempts/${attemptId}`);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({
      id: attemptId,
      quizId: quiz.id,
      studentId: student.user.id,
      score: 3,
      maxScore: 4,
      percent: 75,
      isPassed: true,
      late: false,
      quiz: { id: quiz.id, courseId, title: 'Les bases de Python', passingScore: 70 },
      stats: { correct: 2, wrong: 1, total: 3, attempts: 2 },
    });
    expect(result.startedAt).toBeTruthy();
    expect(result.completedAt).toBeTruthy();
    expect(result.review).toHaveLength(3);
    expect(result.review[0]).toEqual({
      questionId: q(0).id,
      questionText: 'Quel mot-clé définit une fonction en Python ?',
      type: 'single_choice',
      points: 1,
      explanation: 'On écrit def suivi du nom de la fonction.',
      choices: [
        { id: q(0).choices[0]!.id, choiceText: 'def', isCorrect: true },
        { id: q(0).choices[1]!.id, choiceText: 'func', isCorrect: false },
        { id: q(0).choices[2]!.id, choiceText: 'function', isCorrect: false },
      ],
      answer: [right(0)[0]],
      isCorrect: true,
    });
    expect(result.review[1]).toMatchObject({ answer: right(1), isCorrect: true, points: 2 });
    expect(result.review[2]).toMatchObject({ answer: [wrong(2)], isCorrect: false });
  });

  it('shows the result to the course’s instructor and admins', async () => {
    for (const who of [owner, admin]) {
      const res = await who.agent.get(`/api/quiz-attempts/${attemptId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().stats.attempts).toBe(2);
    }
  });

  it('answers 404 "Résultat non trouvé" to anyone else and for unknown ids', async () => {
    const intruder = await enrolledStudent();
    for (const [agent, id] of [
      [intruder.agent, attemptId],
      [other.agent, attemptId],
      [outsider.agent, attemptId],
      [student.agent, UNKNOWN],
      [student.agent, 'abc'],
    ] as const) {
      const res = await agent.get(`/api/quiz-attempts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.resultNotFound, code: 'RESULT_NOT_FOUND' });
    }
  });

  it('answers 404 for an attempt still open, even to its student', async () => {
    const { attempt } = await open(student.agent);
    for (const agent of [student.agent, owner.agent]) {
      const res = await agent.get(`/api/quiz-attempts/${attempt.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(m.resultNotFound);
    }
  });

  it('keeps the course page in step: completed attempts and best score only', async () => {
    // The student has two completed attempts (50 % and 75 %) and one open attempt.
    const list = (await student.agent.get(`/api/courses/${courseId}/quizzes`)).json();
    const entry = list.find((x: { id: string }) => x.id === quiz.id);
    expect(entry).toMatchObject({ attemptCount: 2, bestScore: 75, questionCount: 3 });
    expect((await open(student.agent)).attemptCount).toBe(2);

    const fresh = await enrolledStudent();
    await open(fresh.agent);
    const freshList = (await fresh.agent.get(`/api/courses/${courseId}/quizzes`)).json();
    expect(freshList.find((x: { id: string }) => x.id === quiz.id)).toMatchObject({
      attemptCount: 0,
      bestScore: null,
    });
  });
});

describe('query economy', () => {
  it('loads a quiz, grades and reviews with the same number of statements for 3 or 60 questions', async () => {
    const many = Array.from({ length: 20 }, () => questionsInput()).flat();
    const small = quiz;
    const large = await createQuiz({ questions: many });
    expect(large.questions).toHaveLength(60);

    const measure = async (x: Editable) => {
      const student = await enrolledStudent();
      const answers = Object.fromEntries(
        x.questions.map((question) => {
          const ids = question.choices.filter((c) => c.isCorrect).map((c) => c.id);
          return [question.id, question.type === 'multiple_choice' ? ids : ids[0]!];
        }),
      );
      const counted = async (call: () => Promise<{ statusCode: number }>) => {
        statements = 0;
        const res = await call();
        expect([200, 201]).toContain(res.statusCode);
        return statements;
      };
      const first = await counted(() => student.agent.post(`/api/quizzes/${x.id}/attempts`));
      const reload = await counted(() => student.agent.get(`/api/quizzes/${x.id}`));
      const attemptId = (await attemptsOf(student.user.id, x.id))[0]!.id;
      const save = await counted(() =>
        student.agent.put(`/api/quiz-attempts/${attemptId}/answers`, { answers }),
      );
      const sub = await counted(() => submit(student.agent, answers, x.id));
      const result = await counted(() => student.agent.get(`/api/quiz-attempts/${attemptId}`));
      const edit = await counted(() => owner.agent.get(`/api/quizzes/${x.id}/edit`));
      return { first, reload, save, sub, result, edit };
    };
    // Questions are kept per version of a quiz once read (quiz-questions.ts): both are read once
    // (the editor's preview) before counting, so that both are counted alike.
    for (const x of [small, large])
      expect((await owner.agent.get(`/api/quizzes/${x.id}`)).statusCode).toBe(200);
    const a = await measure(small);
    const b = await measure(large);
    expect(b).toEqual(a);
    expect(a.reload).toBeLessThanOrEqual(5);
    expect(a.result).toBeLessThanOrEqual(4);
  });

  it('saves an edited question list in a constant number of statements', async () => {
    const replaceAll = async (count: number) => {
      const x = await createQuiz({
        questions: Array.from({ length: count }, () => questionsInput()).flat(),
      });
      const full = (await owner.agent.get(`/api/quizzes/${x.id}/edit`)).json();
      const list = full.questions.map((question: Editable['questions'][number]) => ({
        id: question.id,
        questionText: `${question.questionText} (modifiée)`,
        type: question.type,
        points: question.points,
        choices: [
          ...question.choices.map((c) => ({
            id: c.id,
            choiceText: c.choiceText,
            isCorrect: c.isCorrect,
          })),
          ...(question.type === 'true_false'
            ? []
            : [{ choiceText: 'Aucune de ces réponses', isCorrect: false }]),
        ],
      }));
      list.push(questionsInput()[0]);
      statements = 0;
      const res = await owner.agent.patch(`/api/quizzes/${x.id}`, { questions: list });
      expect(res.statusCode, res.body).toBe(200);
      return statements;
    };
    expect(await replaceAll(10)).toBe(await replaceAll(1));
  });
});

describe('questions kept in memory', () => {
  it('grades with the saved questions as soon as the editor saves them', async () => {
    const x = await createQuiz();
    const before = await enrolledStudent();
    await open(before.agent, x.id);
    // The third question's right answer becomes the wrong one, and back.
    const third = q(2, x);
    const flipped = third.choices.map((c) => ({
      id: c.id,
      choiceText: c.choiceText,
      isCorrect: !c.isCorrect,
    }));
    const saved = await owner.agent.patch(`/api/quizzes/${x.id}`, {
      questions: x.questions.map((question, i) => ({
        id: question.id,
        questionText: question.questionText,
        type: question.type,
        points: question.points,
        choices:
          i === 2
            ? flipped
            : question.choices.map((c) => ({
                id: c.id,
                choiceText: c.choiceText,
                isCorrect: c.isCorrect,
              })),
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await enrolledStudent();
    await open(after.agent, x.id);
    const graded = await submit(after.agent, allRight(x), x.id);
    expect(graded.statusCode, graded.body).toBe(200);
    const [attempt] = await attemptsOf(after.user.id, x.id);
    // The answer that was right is wrong now: 3 of 4 points, not 4.
    expect(attempt!.score).toBe(3);
  });
});

describe('one open attempt per student and quiz', () => {
  it('is enforced by the database', async () => {
    const student = await enrolledStudent();
    await open(student.agent);
    await expect(
      db.insert(quizAttempts).values({ quizId: quiz.id, studentId: student.user.id }),
    ).rejects.toThrow();
    const open_ = await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.studentId, student.user.id),
          eq(quizAttempts.quizId, quiz.id),
          isNull(quizAttempts.completedAt),
        ),
      );
    expect(open_).toHaveLength(1);
  });
});
