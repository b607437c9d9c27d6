import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benches use when it answers. */
export const PG_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the server, dropped by `drop`; null when no server answers. */
export async function withPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `kelasi_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  } catch {
    return null;
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
