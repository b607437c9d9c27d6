/**
 * Writes the brotli (best quality) and gzip versions of the built client's scripts, styles and
 * icons next to them, once, at build time: the server sends those (@fastify/static
 * `preCompressed`) instead of compressing each answer quickly, and our users pay for every byte.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist/client');
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Smaller files gain less than their headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

let written = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = await readFile(file);
  if (data.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  written += 1;
}
console.log(`precompress: ${written} files in ${path.relative(process.cwd(), dir)}`);
