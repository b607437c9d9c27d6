/** `npm run db:migrate`: opening the database applies the pending migrations. */
import path from 'node:path';
import { openDatabase } from './client.ts';

const dataDir = process.env.DATA_DIR || './data';
try {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
  });
  console.log('Migrations appliquées');
  await database.close();
} catch (error) {
  console.error("Échec de l'application des migrations :", error);
  process.exitCode = 1;
}
