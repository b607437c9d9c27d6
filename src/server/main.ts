import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, PGLITE_V8_FLAGS } from './db/client.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { seedDemoFiles } from './db/seed/demo-files.ts';
import { createObjectStorage } from './storage/object-storage.ts';
import { buildApp } from './app.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

// The built server (dist/server/main.js, docs/decisions/0018-compiled-server.md) is the production
// one unless told otherwise; `tsx src/server/main.ts` (npm run dev) stays in development.
if (import.meta.env?.PROD) process.env.NODE_ENV ??= 'production';
const config = readConfig();
// Before PGlite compiles its WebAssembly (docs/memory.md).
if (!config.databaseUrl) v8.setFlagsFromString(PGLITE_V8_FLAGS.join(' '));
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  onConnectionError: (err) =>
    app.log.warn({ err }, 'database connection lost; the pool reconnects'),
});
const app = await buildApp({ config, database, serveClient: true });

if (config.seedDemoData && (await seedIfEmpty(database.db))) {
  app.log.info('demo data seeded into the empty database');
  // The lessons' PDFs: only into the database just seeded. A failure is not fatal.
  await seedDemoFiles({ db: database.db, storage: createObjectStorage(config.storage) }).then(
    (count) => app.log.info({ count }, 'demo documents stored'),
    (err: unknown) => app.log.error({ err }, 'demo documents could not be stored'),
  );
}

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
