import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/** Which engine the current test project runs on (set per Vitest project). */
export const testDbKind = process.env.KELASI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A brand-new, empty PostgreSQL database on the TEST_DATABASE_URL server: its address, and how to
 * drop it again.
 */
export async function scratchPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `kelasi_t_${randomBytes(6).toString('hex')}`;
  const run = async (query: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(query);
    await admin.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a brand-new
 * PostgreSQL database on the TEST_DATABASE_URL server, dropped again on close.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  if (testDbKind === 'pglite')
    return openDatabase({ dataDir: 'memory://', logger: options.logger });
  const scratch = await scratchPostgresDatabase();
  const database = await openDatabase({
    databaseUrl: scratch.url,
    logger: options.logger,
    poolMax: 5,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
