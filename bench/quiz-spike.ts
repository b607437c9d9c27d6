/**
 * Exam spike: 300 enrolled students open the same published 10-question quiz, then all submit
 * within the same ten seconds. Runs the real app on loopback, on the embedded database and, when
 * a PostgreSQL server answers (BENCH_DATABASE_URL, default the local one), on a fresh PostgreSQL
 * database. Prints throughput and p50/p99 latency of the submissions, then checks in the database
 * that every student has exactly one completed attempt, graded as the grading rule says; every
 * tenth student double-submits (two identical requests at once) and must be counted once.
 * Exits with code 1 when anything is lost, doubled or wrongly graded. The same scenario at
 * 5,000 students, on instances behind nginx: bench/quiz-spike-cluster.ts.
 */
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { SESSION_COOKIE } from '../src/server/modules/auth/session.service.ts';
import { listenForBench } from './load.ts';
import { withPostgres } from './postgres.ts';
import { exam, MAX_SCORE, printOutcomes, runExamSpike, type Outcome } from './quiz-exam.ts';

const STUDENTS = Number(process.env.BENCH_QUIZ_STUDENTS ?? 300);
/** Requests in flight at once, for the openings and for the submissions. */
const CONCURRENCY = Number(process.env.BENCH_QUIZ_CONCURRENCY ?? 50);

async function scenario(label: string, database: Database): Promise<Outcome> {
  const { app, base } = await listenForBench(database);
  try {
    return await runExamSpike({
      label,
      database,
      students: STUDENTS,
      concurrency: CONCURRENCY,
      windowMs: 10_000,
      send: async (path, token, body) => {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            cookie: `${SESSION_COOKIE}=${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
      },
    });
  } finally {
    await app.close();
  }
}

const outcomes: [string, Outcome][] = [];
const embedded = await openDatabase({ dataDir: 'memory://' });
try {
  outcomes.push(['PGlite', await scenario('PGlite', embedded)]);
} finally {
  await embedded.close();
}

const server = await withPostgres();
if (server) {
  const database = await openDatabase({ databaseUrl: server.url });
  try {
    outcomes.push(['PostgreSQL', await scenario('PostgreSQL', database)]);
  } finally {
    await database.close();
    await server.drop();
  }
} else {
  console.log('PostgreSQL injoignable : scénario PostgreSQL ignoré');
}

const failed = printOutcomes(
  `\nPic d'examen : ${STUDENTS} étudiants, un quiz de ${exam.length} questions (${MAX_SCORE} points), ${CONCURRENCY} requêtes simultanées au plus`,
  outcomes,
);
if (failed) process.exitCode = 1;
