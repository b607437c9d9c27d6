/** `npm run db:seed`: seeds the demo data into an empty database, never over existing data. */
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { createObjectStorage } from '../../storage/object-storage.ts';
import { openDatabase } from '../client.ts';
import { seedDemoFiles } from './demo-files.ts';
import { seedIfEmpty } from './index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
try {
  const seeded = await seedIfEmpty(database.db);
  // The lessons' PDF documents, only into the database just seeded.
  if (seeded)
    await seedDemoFiles({ db: database.db, storage: createObjectStorage(config.storage) });
  console.log(
    seeded
      ? 'Données de démonstration insérées (comptes, cours, leçons, documents, paiements, abonnements, packages, devis, annonces).'
      : 'La base de données contient déjà des données : aucune donnée de démonstration insérée.',
  );
} catch (error) {
  console.error("Échec de l'insertion des données de démonstration :", error);
  process.exitCode = 1;
} finally {
  await database.close();
}
