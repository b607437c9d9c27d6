import path from 'node:path';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import type pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers share the PostgreSQL dialect; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Checks the database answers; used by /api/health. */
  ping(): Promise<void>;
  /**
   * Plain SQL outside Drizzle, for the job queue (src/server/lib/job-queue.ts). Without values, a
   * text may hold several statements (the queue's own migrations); the last one's rows answer.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` while no other process holds `name` (a PostgreSQL advisory lock): instances
   * starting together migrate and seed one after the other. One process owns PGlite: it just runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Folder for PGlite data; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Optional query logger (the query-count tests use it). */
  logger?: Logger;
  poolMax?: number;
  /** Told when an idle PostgreSQL connection fails (server restart, network); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** Where the migrations are read; the migration tests stop at an earlier one. */
  migrationsFolder?: string;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

/**
 * The embedded PostgreSQL's settings for a small host (docs/memory.md), on its command line, so
 * they hold for a cluster created before them too. PGlite's WebAssembly memory grows and never
 * shrinks: 16 MB of shared buffers (not 128) keep it at its 128 MB floor, of which only what is
 * touched costs; PGlite reads its files through Node, so the system's page cache still holds the
 * rest of the data. An index build (a migration) may use 16 MB, not 64.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * V8 flags for a process that runs PGlite (src/server/main.ts sets them): its 9 MB of WebAssembly
 * compiled by the baseline compiler only. The optimising tier would cost 50 to 100 MB more (code
 * and the compiler's memory, which the allocator keeps) for little: most of a request's time is
 * JavaScript. See docs/memory.md.
 */
export const PGLITE_V8_FLAGS = ['--liftoff-only'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common = { schema, casing: 'snake_case' as const, logger: options.logger };
  const folder = options.migrationsFolder ?? migrationsFolder;
  // Each driver is loaded only when used: a server on PostgreSQL never loads PGlite, and back.
  if (options.databaseUrl) {
    const [{ default: pgModule }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pgModule.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
    });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', (error) => (options.onConnectionError ?? console.error)(error));
    const db = drizzle(pool, common);
    const exclusively = async <T>(name: string, work: () => Promise<T>) => {
      // A session lock on a connection of its own, held while `work` uses the others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        holder.release();
      }
    };
    await exclusively('kelasi:migrations', () => migrate(db, { migrationsFolder: folder }));
    const executeSql = async (text: string, values?: unknown[]) => {
      // Several statements come back as one result each; a single one as itself.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    };
    return opened(db, 'postgres', pool, executeSql, exclusively, () => endPool(pool));
  }
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const startParams = [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createCluster(dataDir, startParams);
  }
  // pg_trgm: the admin's search by part of a name or an email (migration 0009).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams });
  const db = drizzle(client, common);
  await migrate(db, { migrationsFolder: folder });
  // PGlite's query() takes one statement; exec() several, without parameters.
  const executeSql = async (text: string, values?: unknown[]) => {
    if (values?.length) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return opened(
    db,
    'pglite',
    client,
    executeSql,
    (_name, work) => work(),
    () => client.close(),
  );
}

/**
 * Creates the empty cluster of a new data folder in a short-lived child process. PGlite's initdb
 * runs a second PostgreSQL in memory and hands its files over as an archive: about 600 MB at its
 * peak, garbage the server would otherwise keep for a long while (the collector frees it late,
 * and the allocator keeps the pages it got back). The child's memory all returns when it exits.
 */
async function createCluster(dataDir: string, startParams: string[]): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((db) => db.close());`;
  const args = [pglite, dataDir, JSON.stringify(startParams)];
  const child = spawn(process.execPath, [...PGLITE_V8_FLAGS, '-e', script, '--', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0)
    throw new Error(`creating the database in ${dataDir} failed (${code}): ${stderr}`);
}

/** The opened database, whichever the driver; `client` answers the health check's ping. */
function opened(
  db: unknown,
  kind: Database['kind'],
  client: { query(sql: string): Promise<unknown> },
  executeSql: Database['executeSql'],
  exclusively: Database['exclusively'],
  close: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
    executeSql,
    exclusively,
    ping: async () => {
      await client.query('select 1');
    },
    close,
  };
}

/**
 * pool.end() resolves once every client is asked to end, not once its connection is closed;
 * wait for each 'remove' so callers (dropping a database, exiting) see the connections gone.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allRemoved = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++removed >= open) resolve();
    });
  });
  await pool.end();
  await allRemoved;
}
