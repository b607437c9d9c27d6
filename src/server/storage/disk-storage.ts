import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStorage } from './object-storage.ts';

/** Objects as files under `root` (DATA_DIR/objects by default). */
export function createDiskStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are built by the server, but never let one escape the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid key: ${key}`);
    return file;
  };

  return {
    driver: 'disk',

    async putFile(key, filePath) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (err) {
        // Staging and objects may sit on different file systems.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(filePath, target);
        await rm(filePath, { force: true });
      }
    },

    async read(key, range) {
      const stream = createReadStream(resolve(key), range);
      // Surface "missing file" here rather than as a stream error after headers are sent.
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', fail);
      });
      return stream;
    },

    async remove(key) {
      await rm(resolve(key), { force: true });
    },

    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
  };
}
