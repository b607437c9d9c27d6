import type { Writable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createDiskStaging } from './disk-staging.ts';
import { createS3Staging } from './s3-staging.ts';

/**
 * Where a file's bytes wait while they arrive, before `complete` checks them and moves them into
 * the storage. On disk for the disk driver; in the bucket itself for S3, because instances on
 * different hosts share no disk and a resumable transfer may continue on any of them.
 */
export interface UploadStaging {
  /** Makes the staging ready to receive (the disk folder). */
  prepare(): Promise<void>;
  /** tus's store for resumable transfers; loaded at the first transfer. */
  datastore(): Promise<DataStore>;
  /** The name an upload's resumable transfer has in tus's store. */
  tusId(uploadId: string): string;
  /** Where a plain PUT writes the whole file; it has ended once the bytes are staged. */
  writer(uploadId: string, size: number): Writable;
  /** The size of the whole staged file, or null when no whole file is staged. */
  size(uploadId: string): Promise<number | null>;
  /** The first `bytes` bytes of the staged file (its signature). */
  head(uploadId: string, bytes: number): Promise<Uint8Array>;
  /** Puts the whole staged file into the storage under `key`. */
  store(uploadId: string, key: string, info: { size: number; contentType: string }): Promise<void>;
  /** Removes every staged trace of the upload; nothing staged is not an error. */
  remove(uploadId: string): Promise<void>;
}

export function createUploadStaging(
  config: Pick<Config, 'storage' | 'uploadStagingDir'>,
  storage: ObjectStorage,
  log?: FastifyBaseLogger,
): UploadStaging {
  return config.storage.driver === 's3'
    ? createS3Staging(config.storage, log)
    : createDiskStaging(config.uploadStagingDir, storage);
}
