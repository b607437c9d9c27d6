import type { Config } from '../../config.ts';
import type { Database } from '../client.ts';
import { createObjectStorage } from '../../storage/object-storage.ts';
import { seedDemoFiles } from './demo-files.ts';
import { seedIfEmpty } from './index.ts';

interface SeedLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The French demo data, into an empty database only (SEED_DEMO_DATA), then the lessons' PDFs.
 * Under a lock, so that instances starting together seed once. A PDF failure is not fatal.
 */
export async function seedOnStart(database: Database, config: Config, log: SeedLog) {
  if (!config.seedDemoData) return;
  await database.exclusively('kelasi:seed', async () => {
    if (!(await seedIfEmpty(database.db))) return;
    log.info({}, 'demo data seeded into the empty database');
    await seedDemoFiles({ db: database.db, storage: createObjectStorage(config.storage) }).then(
      (count) => log.info({ count }, 'demo documents stored'),
      (err: unknown) => log.error({ err }, 'demo documents could not be stored'),
    );
  });
}
