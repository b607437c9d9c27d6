import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
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

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common = { schema, casing: 'snake_case' as const, logger: options.logger };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10 });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', (error) => (options.onConnectionError ?? console.error)(error));
    const db = drizzlePg(pool, common);
    await migratePg(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
    return opened(db, 'postgres', pool, () => endPool(pool));
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the admin's search by part of a name or an email (migration 0009).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, common);
  await migratePglite(db, { migrationsFolder: options.migrationsFolder ?? migrationsFolder });
  return opened(db, 'pglite', client, () => client.close());
}

/** The opened database, whichever the driver; `client` answers the health check's ping. */
function opened(
  db: unknown,
  kind: Database['kind'],
  client: { query(sql: string): Promise<unknown> },
  close: () => Promise<void>,
): Database {
  return {
    db: db as Db,
    kind,
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
