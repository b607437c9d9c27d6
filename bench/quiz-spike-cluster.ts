/**
 * The exam spike at scale (issue 31, part 4): 5,000 enrolled students open one quiz, then submit
 * within the same 60 seconds, against two instances of the built server with two processes each
 * (WEB_CONCURRENCY), on PostgreSQL and Redis, through the deployment's nginx configuration over
 * HTTPS, as phones would. The load generator is this process, on the same host, with at most
 * BENCH_QUIZ_CONCURRENCY requests in flight. Prints throughput, p50, p99 and maximum latency,
 * then checks the database (bench/quiz-exam.ts). Exits non-zero when a submission is lost,
 * doubled or misgraded, or when the target is missed: 400 submissions a second or more, with a
 * p99 under one second.
 */
import https from 'node:https';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { openDatabase } from '../src/server/db/client.ts';
import { SESSION_COOKIE } from '../src/server/modules/auth/session.service.ts';
import { startBehindNginx, type Deployment } from '../tests/instances/instances.ts';
import { nginxFound } from '../tests/instances/nginx.ts';
import { cpuShares } from './cpu-shares.ts';
import { withPostgres } from './postgres.ts';
import { exam, MAX_SCORE, printOutcomes, runExamSpike, type SendAs } from './quiz-exam.ts';

const STUDENTS = Number(process.env.BENCH_QUIZ_STUDENTS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_QUIZ_CONCURRENCY ?? 64);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 2);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_PER_SECOND = 400;
const TARGET_P99_MS = 1000;

async function redisAnswers(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  const ok = await redis.connect().then(
    () => redis.ping().then(() => true),
    () => false,
  );
  redis.disconnect();
  return ok;
}

const server = await withPostgres();
if (!server || !(await redisAnswers(REDIS_URL)) || !nginxFound()) {
  console.error(
    'Pic à grande échelle impossible : il faut PostgreSQL (BENCH_DATABASE_URL), Redis (BENCH_REDIS_URL) et nginx',
  );
  await server?.drop();
  process.exit(1);
}

const work = await mkdtemp(path.join(os.tmpdir(), 'kelasi-spike-'));
let deployment: Deployment | undefined;
let failed = true;
try {
  deployment = await startBehindNginx(work, {
    count: INSTANCES,
    env: (publicUrl) => ({
      DATABASE_URL: server.url,
      REDIS_URL,
      REDIS_PREFIX: `bench-${path.basename(work)}`,
      TRUST_PROXY: '1',
      PUBLIC_URL: publicUrl,
      WEB_CONCURRENCY: String(WORKERS),
      SEED_DEMO_DATA: 'false',
    }),
    // To profile the servers: BENCH_NODE_ARGS="--prof" (V8's log, in the current folder).
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean),
  });
  const { origin, ca, instances } = deployment;

  const agent = new https.Agent({ keepAlive: true, maxSockets: CONCURRENCY, ca });
  const send: SendAs = (route, token, body) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = https.request(
        `${origin}${route}`,
        {
          method: 'POST',
          agent,
          headers: {
            cookie: `${SESSION_COOKIE}=${token}`,
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': payload.length }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // An HTML error page from the proxy: kept as text for the report.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', (error) => resolve({ status: 0, body: String(error) }));
      req.end(payload);
    });

  const database = await openDatabase({ databaseUrl: server.url, poolMax: 4 });
  const cpu = cpuShares(instances.map((instance) => instance.child.pid!));
  let spent: ReturnType<ReturnType<typeof cpuShares>['since']> = new Map();
  try {
    const label = `${INSTANCES} × ${WORKERS} processus`;
    const outcome = await runExamSpike({
      label,
      database,
      students: STUDENTS,
      concurrency: CONCURRENCY,
      windowMs: 60_000,
      send,
      onSubmissions: (moment) => (moment === 'begin' ? cpu.reset() : (spent = cpu.since())),
    });
    const submissions = outcome.rows.at(-1)!;
    if (submissions.rate < TARGET_PER_SECOND)
      outcome.problems.push(
        `${Math.round(submissions.rate)} soumissions par seconde (objectif : ${TARGET_PER_SECOND} au moins)`,
      );
    else
      outcome.checked.push(
        `${Math.round(submissions.rate)} soumissions par seconde (≥ ${TARGET_PER_SECOND})`,
      );
    if (submissions.p99 >= TARGET_P99_MS)
      outcome.problems.push(
        `p99 de ${submissions.p99.toFixed(0)} ms (objectif : moins de ${TARGET_P99_MS} ms)`,
      );
    else outcome.checked.push(`p99 de ${submissions.p99.toFixed(0)} ms (< ${TARGET_P99_MS} ms)`);
    // Where the time goes: the CPU each part of the set-up spent on the submissions.
    const accepted = submissions.rate * submissions.seconds;
    console.log('\nTemps processeur pendant les soumissions :');
    console.table(
      [...spent].map(([part, { seconds, system }]) => ({
        partie: part,
        'secondes CPU': seconds.toFixed(1),
        'ms par soumission': ((1000 * seconds) / accepted).toFixed(2),
        'dont noyau': `${seconds > 0 ? Math.round((100 * system) / seconds) : 0} %`,
        'cœurs occupés': (seconds / submissions.seconds).toFixed(2),
      })),
    );
    failed = printOutcomes(
      `\nPic d'examen à grande échelle : ${STUDENTS} étudiants, un quiz de ${exam.length} questions (${MAX_SCORE} points), ${INSTANCES} instances de ${WORKERS} processus derrière nginx (HTTPS), ${CONCURRENCY} requêtes simultanées au plus`,
      [[label, outcome]],
    );
  } finally {
    await database.close();
    agent.destroy();
  }
} finally {
  await deployment?.stop();
  await server.drop();
  await rm(work, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
