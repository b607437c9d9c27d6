/**
 * Admin lists at scale (issue 21): on a fresh PostgreSQL database (BENCH_DATABASE_URL, default
 * the local server), 100,000 users and 1,000,000 enrolments are inserted with generate_series,
 * then the real app answers GET /api/admin/users (first page, a search by part of a name, a
 * role filter, a deep page) and GET /api/admin/stats, one request at a time, as an admin.
 * Prints p50/p99 per call and exits with code 1 when a p99 reaches 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { sessions, users } from '../src/server/db/schema/index.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../src/server/modules/auth/session.service.ts';
import { withPostgres } from './postgres.ts';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 100_000);
const ENROLMENTS = Number(process.env.BENCH_ADMIN_ENROLMENTS ?? 1_000_000);
const COURSES = 1_000;
/** Measured requests per call, after WARMUP unmeasured ones. */
const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 200);
const WARMUP = 20;
const TARGET_P99_MS = 100;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const server = await withPostgres();
if (!server) {
  console.log('PostgreSQL injoignable : banc des listes admin ignoré');
  process.exit(0);
}

const database = await openDatabase({ databaseUrl: server.url });
let failed = false;
try {
  const { db } = database;
  const t0 = performance.now();
  // Users: one in 20 an instructor, created over the last 1,000 days; names and emails vary.
  await db.execute(sql`
    insert into ${users} (email, password_hash, name, role, bio, created_at)
    select 'utilisateur' || g || '@bench.cd', 'x',
      (array['Jean','Marie','Grâce','Patrick','Esther','Joseph','Ruth','Daniel'])[g % 8 + 1]
        || ' ' || (array['Kabila','Mbuyi','Ilunga','Tshisekedi','Mukendi','Kasongo'])[g % 6 + 1]
        || ' ' || g,
      (case when g % 20 = 0 then 'instructor' else 'student' end)::role,
      case when g % 3 = 0 then 'Passionné de formation' end,
      now() - (g % 1000) * interval '1 day' - (g % 86400) * interval '1 second'
    from generate_series(1, ${USERS}) g`);
  const [admin] = await db
    .insert(users)
    .values({ email: 'admin@bench.cd', passwordHash: 'x', name: 'Admin Bench', role: 'admin' })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into courses (title, description, instructor_id, category, status, price)
    select 'Cours ' || g, 'Description du cours ' || g,
      (select id from ${users} where role = 'instructor' order by id offset (g % 100) limit 1),
      'Informatique',
      (case when g % 4 = 0 then 'draft' else 'published' end)::course_status,
      (g % 5) * 5000
    from generate_series(1, ${COURSES}) g`);
  // Each user in up to 10 distinct courses: user u takes courses u, u+100, u+200… (mod 1,000).
  await db.execute(sql`
    insert into enrollments (user_id, course_id, enrolled_at)
    select ua.a[(g % ua.n) + 1], ca.a[(((g % ua.n) + (g / ua.n) * 100) % ca.n) + 1],
      now() - (g % 365) * interval '1 day'
    from generate_series(0, ${ENROLMENTS - 1}) g,
      (select array_agg(id) a, count(*)::int n from ${users}) ua,
      (select array_agg(id) a, count(*)::int n from courses) ca`);
  await db.execute(sql`vacuum analyze`);
  const loadSeconds = (performance.now() - t0) / 1000;

  const token = newToken();
  await db.insert(sessions).values({
    userId: admin!.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
  });
  await app.ready();
  const cookie = `${SESSION_COOKIE}=${token}`;

  // [label, url, gated]: a search matching every account is measured but does not gate (it
  // counts 100,000 matches: the worst case, not an admin's search).
  const calls: [string, string, boolean][] = [
    ['utilisateurs, page 1', '/api/admin/users', true],
    ['recherche « kabila 42 »', '/api/admin/users?q=kabila%2042', true],
    ['recherche « 4242 »', '/api/admin/users?q=4242', true],
    ['recherche « @bench » (tous, indicatif)', '/api/admin/users?q=%40bench', false],
    ['rôle formateur', '/api/admin/users?role=instructor', true],
    ['rôle étudiant, page 50', '/api/admin/users?role=student&page=50', true],
    ['statistiques', '/api/admin/stats', true],
    ['cours, page 1', '/api/admin/courses', true],
  ];
  const rows = [];
  for (const [label, url, gated] of calls) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const sent = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      const ms = performance.now() - sent;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      if (i >= WARMUP) times.push(ms);
      if (i === 0)
        total =
          (res.json() as { total?: number; totalEnrollments?: number }).total ??
          (res.json() as { totalEnrollments: number }).totalEnrollments;
    }
    const p99 = percentile(times, 99);
    if (gated && p99 >= TARGET_P99_MS) failed = true;
    rows.push({
      appel: label,
      total,
      'p50 (ms)': percentile(times, 50).toFixed(1),
      'p99 (ms)': p99.toFixed(1),
      objectif: !gated ? 'indicatif' : p99 < TARGET_P99_MS ? 'ok' : `ÉCHEC (≥ ${TARGET_P99_MS} ms)`,
    });
  }
  await app.close();
  console.log(
    `\nListes admin sur PostgreSQL : ${USERS.toLocaleString('fr-FR')} utilisateurs, ${ENROLMENTS.toLocaleString('fr-FR')} inscriptions, ${COURSES} cours (chargés en ${loadSeconds.toFixed(1)} s) ; ${RUNS} requêtes par appel, une à la fois`,
  );
  console.table(rows);
  console.log(
    failed
      ? `ÉCHEC : un p99 atteint ${TARGET_P99_MS} ms`
      : `RÉUSSI : tous les p99 sous ${TARGET_P99_MS} ms`,
  );
} finally {
  await database.close();
  // BENCH_ADMIN_KEEP=1 keeps the database to study query plans (psql <url>).
  if (process.env.BENCH_ADMIN_KEEP === '1') console.log(`Base conservée : ${server.url}`);
  else await server.drop();
}
if (failed) process.exitCode = 1;
