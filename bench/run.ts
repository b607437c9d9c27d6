/**
 * `npm run bench`: starts the real app on loopback, on the embedded database and, when a
 * PostgreSQL server answers (BENCH_DATABASE_URL, default the local one), on PostgreSQL too.
 * Each scenario is bounded in requests and time. Scenarios: health, session check, and the
 * catalogue (GET /api/courses with 500 published courses, anonymous and signed in).
 */
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { courses, lessons } from '../src/server/db/schema/index.ts';
import { COURSE_CATEGORIES } from '../src/contract/common.ts';
import { listenForBench, printTable, registerForCookie, runLoad, type LoadResult } from './load.ts';
import { withPostgres } from './postgres.ts';

const opts = { total: Number(process.env.BENCH_REQUESTS ?? 5000), concurrency: 20, maxMs: 20_000 };

const catalogueOpts = { total: Math.ceil(opts.total / 5), concurrency: 10, maxMs: 30_000 };

async function seedCatalogue(database: Database, instructorId: string, count: number) {
  const levels = ['beginner', 'intermediate', 'advanced'] as const;
  const rows = await database.db
    .insert(courses)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `Cours de démonstration ${i + 1}`,
        description: 'Un cours pour mesurer le catalogue : développement, gestion, langues.',
        category: COURSE_CATEGORIES[i % COURSE_CATEGORIES.length]!,
        level: levels[i % 3]!,
        status: 'published' as const,
        price: (i % 4) * 5000,
        instructorId,
      })),
    )
    .returning({ id: courses.id });
  await database.db.insert(lessons).values(
    rows.flatMap((r) =>
      [1, 2, 3].map((order) => ({
        courseId: r.id,
        title: `Leçon ${order}`,
        order,
        duration: 20,
      })),
    ),
  );
}

async function scenarios(label: string, database: Database): Promise<LoadResult[]> {
  const { app, base } = await listenForBench(database);
  const cookie = await registerForCookie(base, { name: 'Banc Essai', email: 'bench@exemple.cd' });
  const me = (await (await fetch(`${base}/api/auth/me`, { headers: { cookie } })).json()) as {
    id: string;
  };
  await seedCatalogue(database, me.id, 500);
  const rows = [
    await runLoad(`${label} GET /api/health`, () => fetch(`${base}/api/health`), opts),
    await runLoad(
      `${label} GET /api/auth/me`,
      () => fetch(`${base}/api/auth/me`, { headers: { cookie } }),
      opts,
    ),
    await runLoad(
      `${label} GET /api/courses (500, visiteur)`,
      () => fetch(`${base}/api/courses`),
      catalogueOpts,
    ),
    await runLoad(
      `${label} GET /api/courses (500, connecté)`,
      () => fetch(`${base}/api/courses?sort=popular`, { headers: { cookie } }),
      catalogueOpts,
    ),
  ];
  await app.close();
  return rows;
}

const results: LoadResult[] = [];
const embedded = await openDatabase({ dataDir: 'memory://' });
results.push(...(await scenarios('PGlite', embedded)));
await embedded.close();

const server = await withPostgres();
if (server) {
  const database = await openDatabase({ databaseUrl: server.url });
  results.push(...(await scenarios('PostgreSQL', database)));
  await database.close();
  await server.drop();
} else {
  console.log('PostgreSQL injoignable : scénarios PostgreSQL ignorés');
}
printTable(results);
