import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import type { ObjectStorage } from './object-storage.ts';

export type S3Config = Extract<Config['storage'], { driver: 's3' }>;

/** Objects in any S3-compatible bucket (AWS, MinIO, R2, Scaleway…). */
export function createS3Storage(config: S3Config): ObjectStorage {
  // The SDK is loaded at the first use, not at start: it is 18 MB of memory that a server
  // storing on disk never needs (docs/memory.md).
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: newClient(sdk, config),
    })));
  const Bucket = config.bucket;

  return {
    driver: 's3',

    async putFile(key, filePath, { size, contentType }) {
      const { sdk, client } = await connect();
      // One streamed PUT with a known length: nothing is buffered in memory.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      await rm(filePath, { force: true });
    },

    async read(key, range) {
      const { sdk, client } = await connect();
      const answer = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    },

    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isS3NotFound(err)) return false;
        throw err;
      }
    },
  };
}

/** A 404 answer: no such key (or upload). */
export const isS3NotFound = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

function newClient(sdk: typeof S3, config: S3Config): S3.S3Client {
  return new sdk.S3Client(s3ClientConfig(config));
}

/** How every S3 client of the server connects (the storage's, the upload staging's). */
export function s3ClientConfig(config: S3Config): S3.S3ClientConfig {
  return {
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible services reject the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
