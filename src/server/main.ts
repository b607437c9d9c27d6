import cluster from 'node:cluster';
import v8 from 'node:v8';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { PGLITE_V8_FLAGS } from './db/client.ts';
import { runPrimary } from './cluster-primary.ts';
import { runServer } from './server-process.ts';

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

if (config.webConcurrency > 1 && cluster.isPrimary) await runPrimary(config);
// A cluster's worker: its primary has migrated and seeded.
else await runServer(config, { seed: cluster.isPrimary });
