/** `npm run db:seed`: seeds the demo data into an empty database, never over existing data. */
import path from 'node:path';
import { openDatabase } from '../client.ts';
import { seedIfEmpty } from './index.ts';

const dataDir = process.env.DATA_DIR || './data';
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
});
try {
  const seeded = await seedIfEmpty(database.db);
  console.log(
    seeded
      ? 'Données de démonstration insérées (comptes, cours, leçons, abonnements, packages, annonces).'
      : 'La base de données contient déjà des données : aucune donnée de démonstration insérée.',
  );
} catch (error) {
  console.error("Échec de l'insertion des données de démonstration :", error);
  process.exitCode = 1;
} finally {
  await database.close();
}
