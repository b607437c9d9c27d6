import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'drizzle-orm/logger';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/** Which engine the current test project runs on (set per Vitest project). */
export const testDbKind = process.env.KELASI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a brand-new
 * PostgreSQL database on the TEST_DATABASE_URL server, dropped again on close.
 */
export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  if (testDbKind === 'pglite')
    return openDatabase({ dataDir: 'memory://', logger: options.logger });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `kelasi_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    logger: options.logger,
    poolMax: 5,
  });
  return {
    ...database,
    async close() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
