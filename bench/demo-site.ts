/**
 * The production app serving the built client, on an embedded database holding the demo data:
 * what a newcomer reaches, for the benches that drive a browser (first-visit.ts, lighthouse.ts).
 */
import path from 'node:path';
import { access } from 'node:fs/promises';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedIfEmpty } from '../src/server/db/seed/index.ts';

export async function startDemoSite() {
  const clientDir = path.resolve('dist/client');
  await access(path.join(clientDir, 'index.html')).catch(() => {
    console.error('dist/client manque : lancez `npm run build` avant ce banc');
    process.exit(1);
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedIfEmpty(database.db);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config: { ...config, clientDir },
    database,
    logger: false,
    serveClient: true,
  });
  const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');
  return {
    base,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
