import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const migrationsDir = fromRoot('./src/server/db/migrations');

/**
 * The SQL migrations, which the server reads from disk at start (`migrationsFolder` in
 * src/server/db/client.ts, next to the running module): copied beside the built server. Only what
 * drizzle's migrator reads, the journal and the SQL files; drizzle-kit's snapshots stay in src.
 */
function migrations(): Plugin {
  return {
    name: 'kelasi-migrations',
    generateBundle() {
      const files = [
        'meta/_journal.json',
        ...readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')),
      ];
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `migrations/${file}`,
          source: readFileSync(path.join(migrationsDir, file)),
        });
      }
    },
  };
}

/**
 * The production server (`vite build --config vite.server.config.ts`): src/server/main.ts and
 * everything it imports from src/ in one ES module, dist/server/main.js, run by plain `node`
 * (docs/decisions/0018-compiled-server.md). Libraries stay imports of node_modules: native addons
 * (argon2, resvg) and PGlite's WebAssembly and data files resolve from there, as in development.
 */
export default defineConfig({
  // Nothing of the client's build: no public folder, no index.html.
  publicDir: false,
  plugins: [migrations()],
  build: {
    ssr: fromRoot('./src/server/main.ts'),
    outDir: fromRoot('./dist/server'),
    emptyOutDir: true,
    target: 'node20',
    // Readable stack traces in the production log, without source maps to load.
    minify: false,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { entryFileNames: 'main.js', codeSplitting: false },
    },
  },
  ssr: {
    // Every library is left to node_modules, none bundled.
    external: true,
  },
});
