import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** An inclusive byte range, as HTTP ranges are. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where finished files live. Transfers are received and checked in the upload staging first
 * (modules/objects/upload-staging.ts); a file reaches the storage only once it is complete.
 */
export interface ObjectStorage {
  readonly driver: 'disk' | 's3';
  /** Moves a complete staged file into the storage under `key`; the staged file is gone after. */
  putFile(
    key: string,
    filePath: string,
    info: { size: number; contentType: string },
  ): Promise<void>;
  /** Streams the object, or a byte range of it. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export function createObjectStorage(config: Config['storage']): ObjectStorage {
  return config.driver === 's3' ? createS3Storage(config) : createDiskStorage(config.root);
}
