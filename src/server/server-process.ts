import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedOnStart } from './db/seed/seed-on-start.ts';
import { buildApp } from './app.ts';

/**
 * One server process: opens the database (migrating it), seeds it unless `seed` is false (a
 * cluster's primary did), listens, and on SIGTERM or SIGINT finishes the requests in flight.
 */
export async function runServer(config: Config, { seed = true } = {}) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    onConnectionError: (err) =>
      app.log.warn({ err }, 'database connection lost; the pool reconnects'),
  });
  const app = await buildApp({ config, database, serveClient: true });
  if (seed) await seedOnStart(database, config, app.log);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 25_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kelasi sur ${config.publicUrl} (base de données : ${database.kind})`);
}
