/**
 * The exam spike's scenario, shared by bench/quiz-spike.ts (one process) and
 * bench/quiz-spike-cluster.ts (instances behind nginx): a 10-question quiz, students who open it
 * then submit (every tenth twice at once), and the database's account of what happened.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import {
  choices,
  courses,
  enrollments,
  questions,
  quizAttempts,
  quizzes,
  sessions,
  users,
} from '../src/server/db/schema/index.ts';
import { SESSION_TTL_MS } from '../src/server/modules/auth/session.service.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import type { QuestionType } from '../src/contract/quizzes-labels.ts';
import type { QuizAnswers } from '../src/contract/quizzes.ts';

/** Every DOUBLE_EVERY-th student sends its submission twice at the same moment. */
const DOUBLE_EVERY = 10;
const PASSING_SCORE = 70;

// ---------------------------------------------------------------------------
// The exam: 10 questions of the three types, 14 points
// ---------------------------------------------------------------------------

interface ExamQuestion {
  type: QuestionType;
  text: string;
  points: number;
  choices: { text: string; correct: boolean }[];
}

const tf = (text: string, answer: boolean, points = 1): ExamQuestion => ({
  type: 'true_false',
  text,
  points,
  choices: [
    { text: 'Vrai', correct: answer },
    { text: 'Faux', correct: !answer },
  ],
});
const pick = (
  type: 'single_choice' | 'multiple_choice',
  text: string,
  options: string[],
  correct: number[],
  points = 1,
): ExamQuestion => ({
  type,
  text,
  points,
  choices: options.map((o, i) => ({ text: o, correct: correct.includes(i) })),
});

export const exam: ExamQuestion[] = [
  pick('single_choice', 'Combien font 7 × 8 ?', ['54', '56', '58', '64'], [1]),
  tf('Kinshasa est la capitale de la RD Congo.', true),
  pick(
    'multiple_choice',
    'Lesquels de ces nombres sont pairs ?',
    ['12', '15', '28', '33', '40'],
    [0, 2, 4],
    2,
  ),
  pick(
    'single_choice',
    'Quel fleuve traverse Kinshasa ?',
    ['Nil', 'Congo', 'Niger', 'Zambèze'],
    [1],
  ),
  tf('Le swahili est parlé surtout dans l’Ouest du pays.', false),
  pick(
    'multiple_choice',
    'Lesquelles sont des langues nationales de la RD Congo ?',
    ['Lingala', 'Swahili', 'Anglais', 'Kikongo', 'Portugais'],
    [0, 1, 3],
    2,
  ),
  pick('single_choice', 'Combien de côtés a un hexagone ?', ['5', '6', '7', '8'], [1], 2),
  tf('Un kilomètre vaut mille mètres.', true),
  pick('multiple_choice', 'Lesquels sont des nombres premiers ?', ['2', '9', '11', '21'], [0, 2]),
  pick('single_choice', 'Quel est le résultat de 100 ÷ 4 ?', ['20', '25', '40', '400'], [1], 2),
];
export const MAX_SCORE = exam.reduce((sum, q) => sum + q.points, 0);

interface SeededQuestion {
  id: string;
  type: QuestionType;
  points: number;
  right: string[];
  wrong: string[];
}

/** Student `s` answers question `q` right; skill varies from 4 to 10 questions out of 10. */
const answersRight = (s: number, q: number) => (s * 7 + q * 3) % 10 < 4 + (s % 7);

/** A full answer set for student `s`, some right some wrong, and the score it must earn. */
function answersOf(s: number, exam: SeededQuestion[]): { answers: QuizAnswers; score: number } {
  const answers: QuizAnswers = {};
  let score = 0;
  exam.forEach((q, i) => {
    const right = answersRight(s, i);
    if (q.type === 'multiple_choice') {
      // Wrong: either a correct choice missing or a wrong one added (the exact-set rule).
      const chosen = right
        ? q.right
        : s % 2 === 0
          ? q.right.slice(1)
          : [...q.right, q.wrong[s % q.wrong.length]!];
      answers[q.id] = chosen;
    } else {
      answers[q.id] = right ? q.right[0]! : q.wrong[s % q.wrong.length]!;
    }
    if (right) score += q.points;
  });
  return { answers, score };
}

/** Grading rule of the issue, written independently of the server's code. */
function gradeIndependently(answers: QuizAnswers, exam: SeededQuestion[]): number {
  let score = 0;
  for (const q of exam) {
    const given = answers[q.id];
    const chosen = new Set(Array.isArray(given) ? given : given === undefined ? [] : [given]);
    const right =
      q.type === 'multiple_choice'
        ? chosen.size === q.right.length && q.right.every((id) => chosen.has(id))
        : chosen.size === 1 && q.right.includes([...chosen][0]!);
    if (right) score += q.points;
  }
  return score;
}

// ---------------------------------------------------------------------------
// Load helpers
// ---------------------------------------------------------------------------

interface Timed {
  status: number;
  body: unknown;
  ms: number;
  /** When the request was sent, from the start of its wave. */
  sentAt: number;
}

/** An answer as the load generator read it. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Sends one request as the student whose session token is `token`: POST `path` with the JSON
 * `body` when given. Answers status 0 and the error when the request failed.
 */
export type SendAs = (path: string, token: string, body?: unknown) => Promise<Answer>;

/** Runs `jobs` with at most `concurrency` in flight, in order; returns results in job order. */
async function wave(jobs: (() => Promise<Answer>)[], concurrency: number) {
  const results: Timed[] = new Array(jobs.length);
  let next = 0;
  const t0 = performance.now();
  async function worker() {
    while (next < jobs.length) {
      const index = next++;
      const sent = performance.now();
      const { status, body } = await jobs[index]!().catch((error: unknown) => ({
        status: 0,
        body: String(error),
      }));
      results[index] = { status, body, ms: performance.now() - sent, sentAt: sent - t0 };
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { results, seconds: (performance.now() - t0) / 1000 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export interface Row {
  label: string;
  phase: string;
  requests: number;
  failures: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}

export interface Outcome {
  rows: Row[];
  problems: string[];
  checked: string[];
}

// ---------------------------------------------------------------------------
// Scenario
// ---------------------------------------------------------------------------

async function seedExam(database: Database, count: number) {
  const { db } = database;
  const [teacher] = await db
    .insert(users)
    .values({
      email: 'banc.examen@exemple.cd',
      passwordHash: 'x',
      name: 'Banc Formateur',
      role: 'instructor',
    })
    .returning({ id: users.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: 'Culture générale : examen blanc',
      description: 'Un cours pour mesurer un examen passé par toute une promotion.',
      category: 'Développement Personnel',
      status: 'published',
      instructorId: teacher!.id,
    })
    .returning({ id: courses.id });
  const [quiz] = await db
    .insert(quizzes)
    .values({
      courseId: course!.id,
      title: 'Examen blanc',
      description: 'Dix questions, un quart d’heure.',
      passingScore: PASSING_SCORE,
      timeLimit: 15,
      isPublished: true,
    })
    .returning({ id: quizzes.id });
  const seeded: SeededQuestion[] = [];
  const questionRows = [];
  const choiceRows = [];
  for (const [order, q] of exam.entries()) {
    const id = randomUUID();
    questionRows.push({
      id,
      quizId: quiz!.id,
      questionText: q.text,
      type: q.type,
      points: q.points,
      order: order + 1,
    });
    const question: SeededQuestion = { id, type: q.type, points: q.points, right: [], wrong: [] };
    for (const [i, c] of q.choices.entries()) {
      const choiceId = randomUUID();
      choiceRows.push({
        id: choiceId,
        questionId: id,
        choiceText: c.text,
        isCorrect: c.correct,
        order: i + 1,
      });
      (c.correct ? question.right : question.wrong).push(choiceId);
    }
    seeded.push(question);
  }
  await db.insert(questions).values(questionRows);
  await db.insert(choices).values(choiceRows);

  // Students, enrolments and sessions straight in the database: a session row is exactly what
  // POST /api/auth/login creates (the SHA-256 of a random token), without thousands of argon2
  // checks. In slices: one statement's parameters are limited.
  const students = Array.from({ length: count }, (_, s) => ({
    id: randomUUID(),
    token: newToken(),
    index: s,
  }));
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  for (let from = 0; from < students.length; from += 1000) {
    const slice = students.slice(from, from + 1000);
    await db.insert(users).values(
      slice.map((s) => ({
        id: s.id,
        email: `etudiant.${s.index + 1}@exemple.cd`,
        passwordHash: 'x',
        name: `Étudiant ${s.index + 1}`,
      })),
    );
    await db.insert(enrollments).values(slice.map((s) => ({ userId: s.id, courseId: course!.id })));
    await db
      .insert(sessions)
      .values(slice.map((s) => ({ userId: s.id, tokenHash: hashToken(s.token), expiresAt })));
  }
  return { quizId: quiz!.id, exam: seeded, students };
}

export interface SpikeOptions {
  label: string;
  /** Where the exam is seeded and the outcome checked. */
  database: Database;
  students: number;
  /** Requests in flight at once, for the openings and for the submissions. */
  concurrency: number;
  /** Every submission must have been sent within this time. */
  windowMs: number;
  send: SendAs;
  /** Told as the submissions begin and once they are all answered (to measure around them). */
  onSubmissions?: (moment: 'begin' | 'end') => void;
}

/**
 * The exam spike: every student opens the quiz, then submits; every tenth submits twice at once.
 * Then the database must hold one completed attempt per student, graded by the rule.
 */
export async function runExamSpike({
  label,
  database,
  students: STUDENTS,
  concurrency: CONCURRENCY,
  windowMs: WINDOW_MS,
  send: sendAs,
  onSubmissions,
}: SpikeOptions): Promise<Outcome> {
  const problems: string[] = [];
  const checked: string[] = [];
  const rows: Row[] = [];
  {
    const { quizId, exam, students } = await seedExam(database, STUDENTS);

    // 1. Everyone starts the quiz (the page's button): this opens their attempt.
    const opened = await wave(
      students.map((s) => () => sendAs(`/api/quizzes/${quizId}/attempts`, s.token)),
      CONCURRENCY,
    );
    const openedIds = opened.results.map((r) => {
      const body = r.body as { attempt?: { id?: string } | null } | null;
      return r.status === 201 ? (body?.attempt?.id ?? null) : null;
    });
    const openFailures = openedIds.filter((id) => id === null).length;
    rows.push({
      label,
      phase: 'démarrage (POST)',
      requests: opened.results.length,
      failures: openFailures,
      rate: opened.results.length / opened.seconds,
      p50: percentile(
        opened.results.map((r) => r.ms),
        50,
      ),
      p99: percentile(
        opened.results.map((r) => r.ms),
        99,
      ),
      max: Math.max(...opened.results.map((r) => r.ms)),
      seconds: opened.seconds,
    });
    if (openFailures > 0) {
      const sample = opened.results.find((r) => r.status !== 201);
      problems.push(
        `${openFailures} ouverture(s) sans tentative (ex. : ${sample?.status} ${JSON.stringify(sample?.body)})`,
      );
    }

    // 2. Everyone submits a full answer set; every tenth student submits twice at once.
    const planned = students.map((s) => ({ ...s, ...answersOf(s.index, exam) }));
    for (const p of planned)
      if (gradeIndependently(p.answers, exam) !== p.score)
        throw new Error('the bench computes inconsistent expected scores');
    const jobs: { student: number; run: () => Promise<Answer> }[] = [];
    for (const p of planned) {
      const send = () => sendAs(`/api/quizzes/${quizId}/submit`, p.token, { answers: p.answers });
      jobs.push({ student: p.index, run: send });
      if (p.index % DOUBLE_EVERY === 0) jobs.push({ student: p.index, run: send });
    }
    onSubmissions?.('begin');
    const submitted = await wave(
      jobs.map((j) => j.run),
      CONCURRENCY,
    );
    onSubmissions?.('end');
    const latencies = submitted.results.map((r) => r.ms);
    const lastSent = Math.max(...submitted.results.map((r) => r.sentAt));
    const accepted = new Map<number, string[]>();
    let serverErrors = 0;
    let refusedDuplicates = 0;
    submitted.results.forEach((r, i) => {
      const student = jobs[i]!.student;
      if (r.status === 200) {
        const id = (r.body as { attemptId?: string } | null)?.attemptId ?? '';
        accepted.set(student, [...(accepted.get(student) ?? []), id]);
      } else if (r.status === 409) refusedDuplicates += 1;
      else serverErrors += 1;
    });
    rows.push({
      label,
      phase: `soumission (POST, ${STUDENTS} + ${jobs.length - STUDENTS} doublons)`,
      requests: submitted.results.length,
      failures: serverErrors,
      rate: accepted.size / submitted.seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      seconds: submitted.seconds,
    });
    if (lastSent > WINDOW_MS)
      problems.push(
        `dernière soumission envoyée à ${(lastSent / 1000).toFixed(1)} s (> ${WINDOW_MS / 1000} s)`,
      );
    else checked.push(`toutes les soumissions envoyées en ${(lastSent / 1000).toFixed(2)} s`);
    if (serverErrors > 0) {
      const sample = submitted.results.find((r) => r.status !== 200 && r.status !== 409);
      problems.push(
        `${serverErrors} soumission(s) en erreur (ex. : ${sample?.status} ${JSON.stringify(sample?.body)})`,
      );
    }
    const doubles = planned.filter((p) => p.index % DOUBLE_EVERY === 0).length;
    if (refusedDuplicates !== doubles)
      problems.push(`${refusedDuplicates} doublon(s) refusé(s) en 409 sur ${doubles} attendus`);
    else
      checked.push(`${doubles} doubles soumissions simultanées : une acceptée, une refusée (409)`);
    const multiplyAccepted = [...accepted.values()].filter((ids) => ids.length > 1).length;
    if (multiplyAccepted > 0) problems.push(`${multiplyAccepted} étudiant(s) acceptés deux fois`);
    if (accepted.size !== STUDENTS)
      problems.push(`${STUDENTS - accepted.size} étudiant(s) sans soumission acceptée`);

    // 3. The database: one completed attempt per student, each graded right, none left open.
    const attempts = await database.db
      .select({
        id: quizAttempts.id,
        studentId: quizAttempts.studentId,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        isPassed: quizAttempts.isPassed,
        answers: quizAttempts.answers,
        completedAt: quizAttempts.completedAt,
      })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quizId));
    const completed = attempts.filter((a) => a.completedAt !== null);
    const stillOpen = attempts.length - completed.length;
    const byStudent = new Map<string, typeof completed>();
    for (const a of completed)
      byStudent.set(a.studentId, [...(byStudent.get(a.studentId) ?? []), a]);
    let lost = 0;
    let doubled = 0;
    let misgraded = 0;
    let mismatchedIds = 0;
    for (const p of planned) {
      const own = byStudent.get(p.id) ?? [];
      if (own.length === 0) lost += 1;
      if (own.length > 1) doubled += 1;
      const attempt = own[0];
      if (!attempt) continue;
      const percent = Math.round((100 * p.score) / MAX_SCORE);
      if (
        attempt.score !== p.score ||
        attempt.maxScore !== MAX_SCORE ||
        attempt.isPassed !== percent >= PASSING_SCORE ||
        gradeIndependently(attempt.answers, exam) !== p.score
      )
        misgraded += 1;
      const acceptedId = accepted.get(p.index)?.[0];
      if (attempt.id !== acceptedId || attempt.id !== openedIds[p.index]) mismatchedIds += 1;
    }
    if (completed.length !== STUDENTS)
      problems.push(`${completed.length} tentatives terminées en base au lieu de ${STUDENTS}`);
    if (lost > 0) problems.push(`${lost} étudiant(s) sans tentative terminée : perdus`);
    if (doubled > 0)
      problems.push(`${doubled} étudiant(s) avec plusieurs tentatives : comptés deux fois`);
    if (misgraded > 0) problems.push(`${misgraded} tentative(s) mal notée(s)`);
    if (mismatchedIds > 0)
      problems.push(`${mismatchedIds} tentative(s) différente(s) de celle ouverte et renvoyée`);
    if (stillOpen > 0) problems.push(`${stillOpen} tentative(s) restée(s) ouverte(s)`);
    if (completed.length === STUDENTS && lost === 0 && doubled === 0 && stillOpen === 0)
      checked.push(`${STUDENTS} tentatives terminées en base, une par étudiant, aucune ouverte`);
    if (misgraded === 0 && completed.length > 0) {
      const passed = completed.filter((a) => a.isPassed).length;
      checked.push(
        `notes conformes à la règle (score, ${MAX_SCORE} points, réussite ≥ ${PASSING_SCORE} %) ; ${passed} réussi(s), ${completed.length - passed} échec(s)`,
      );
    }
    if (mismatchedIds === 0 && completed.length > 0)
      checked.push(
        'chaque tentative terminée est celle ouverte par le démarrage et renvoyée par la soumission',
      );
  }
  return { rows, problems, checked };
}

/** Prints the table of every outcome and what was checked; answers whether any failed. */
export function printOutcomes(title: string, outcomes: [string, Outcome][]): boolean {
  console.log(title);
  console.table(
    outcomes
      .flatMap(([, o]) => o.rows)
      .map((r) => ({
        base: r.label,
        phase: r.phase,
        requêtes: r.requests,
        erreurs: r.failures,
        'par seconde': Math.round(r.rate),
        'p50 (ms)': r.p50.toFixed(1),
        'p99 (ms)': r.p99.toFixed(1),
        'max (ms)': r.max.toFixed(1),
        'durée (s)': r.seconds.toFixed(2),
      })),
  );
  let failed = false;
  for (const [label, o] of outcomes) {
    if (o.problems.length === 0) {
      console.log(`${label} : RÉUSSI — aucune soumission perdue ni comptée deux fois.`);
      for (const line of o.checked) console.log(`  ✓ ${line}`);
    } else {
      failed = true;
      console.log(`${label} : ÉCHEC`);
      for (const line of o.problems) console.log(`  ✗ ${line}`);
      for (const line of o.checked) console.log(`  ✓ ${line}`);
    }
  }
  return failed;
}
