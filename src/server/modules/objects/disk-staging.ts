import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { UploadStaging } from './upload-staging.ts';

/** Transfers staged as files in `directory` (DATA_DIR/uploads), tus's through its file store. */
export function createDiskStaging(directory: string, storage: ObjectStorage): UploadStaging {
  const file = (id: string) => path.join(directory, id);
  const datastore = new FileStore({ directory });

  return {
    async prepare() {
      await mkdir(directory, { recursive: true });
    },

    datastore: async () => datastore,

    tusId: (id) => id,

    writer: (id) => createWriteStream(file(id)),

    async size(id) {
      try {
        return (await stat(file(id))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async head(id, bytes) {
      const handle = await open(file(id), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    store: (id, key, info) => storage.putFile(key, file(id), info),

    async remove(id) {
      // The tus file store keeps the bytes in {id} and its state in {id}.json.
      await Promise.all([rm(file(id), { force: true }), rm(`${file(id)}.json`, { force: true })]);
    },
  };
}
