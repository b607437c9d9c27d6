import { PassThrough, Writable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type { MetadataValue, S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isS3NotFound, s3ClientConfig, type S3Config } from '../../storage/s3-storage.ts';
import type { UploadStaging } from './upload-staging.ts';

/** Transfers are staged under this prefix of the storage's bucket. */
export const STAGING_PREFIX = 'staging/';

/**
 * Transfers staged in the bucket itself, so that one begun on an instance may resume and finish
 * on another. tus's S3 store keeps a transfer as a multipart upload at `staging/{id}`, its state
 * in `staging/{id}.info` and the bytes short of a part (5 MiB) in `staging/{id}.part`; a finished
 * transfer, like a plain PUT, leaves the whole file at `staging/{id}`.
 */
export function createS3Staging(config: S3Config, log?: FastifyBaseLogger): UploadStaging {
  const Bucket = config.bucket;
  // The SDK's own warnings (a refused body cuts its PUT short) go to our log rather than the
  // console; its line per call is not wanted, and failures reach us as errors anyway.
  const quiet = () => undefined;
  const logger = { debug: quiet, info: quiet, error: quiet, warn: (m: unknown) => log?.warn(m) };
  const clientConfig = { ...s3ClientConfig(config), logger };
  // Loaded at the first transfer, as the storage loads the SDK (docs/memory.md).
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client; store: S3Store }> | undefined;
  const connect = () =>
    (connecting ??= Promise.all([import('@aws-sdk/client-s3'), import('@tus/s3-store')]).then(
      ([sdk, { S3Store }]) => ({
        sdk,
        client: new sdk.S3Client(clientConfig),
        store: new S3Store({
          s3ClientConfig: { ...clientConfig, bucket: Bucket },
          cache: boundedCache(),
        }),
      }),
    ));
  const keyOf = (id: string) => `${STAGING_PREFIX}${id}`;

  return {
    // The bucket is there already.
    prepare: async () => undefined,

    datastore: async () => (await connect()).store,

    tusId: keyOf,

    writer(id, size) {
      // One streamed PUT of known length: nothing is buffered, on disk or in memory.
      const body = new PassThrough();
      const sent = connect().then(({ sdk, client }) =>
        client.send(
          new sdk.PutObjectCommand({ Bucket, Key: keyOf(id), Body: body, ContentLength: size }),
        ),
      );
      return writerThrough(body, sent);
    },

    async size(id) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(id) }));
        return answer.ContentLength ?? null;
      } catch (err) {
        // A transfer in progress has no object yet, only its multipart upload.
        if (isS3NotFound(err)) return null;
        throw err;
      }
    },

    async head(id, bytes) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key: keyOf(id), Range: `bytes=0-${bytes - 1}` }),
        );
        return await answer.Body!.transformToByteArray();
      } catch (err) {
        // An empty file has no first byte to read.
        if ((err as S3.S3ServiceException).$metadata?.httpStatusCode === 416)
          return new Uint8Array();
        throw err;
      }
    },

    async store(id, key, { contentType }) {
      const { sdk, client } = await connect();
      // Copied within the bucket: the bytes do not travel through this host again. One copy
      // takes up to 5 GB, far above any upload's limit.
      await client.send(
        new sdk.CopyObjectCommand({
          Bucket,
          Key: key,
          CopySource: `${Bucket}/${keyOf(id)}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
    },

    async remove(id) {
      const { sdk, client, store } = await connect();
      const key = keyOf(id);
      // Aborts a multipart upload still open (S3 keeps, and bills, its parts until then). tus
      // answers 404 when there is none: never begun, already finished or already removed.
      await store.remove(key).catch((err: unknown) => {
        if ((err as { status_code?: number }).status_code !== 404 && !isS3NotFound(err)) throw err;
      });
      // What its removal leaves: a finished file, the bytes kept between two PATCHes.
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: {
            Objects: [key, `${key}.info`, `${key}.part`].map((Key) => ({ Key })),
            Quiet: true,
          },
        }),
      );
    },
  };
}

/**
 * tus's S3 store keeps each transfer's state (its multipart upload, its length) in memory until
 * the transfer ends on this instance; one that ends on another would stay for good. The state
 * never changes once created, so a bounded cache is as right as the unbounded default.
 */
function boundedCache(): KvStore<MetadataValue> {
  const entries = new LRUCache<string, MetadataValue>({ max: 1000 });
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
    delete: async (key) => void entries.delete(key),
  };
}

/**
 * A writable that feeds `body` to the request `sent` reads it with: it finishes once the request
 * has succeeded, and fails with it.
 */
function writerThrough(body: PassThrough, sent: Promise<unknown>): Writable {
  const writer = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (body.write(chunk)) done();
      else body.once('drain', () => done());
    },
    final(done) {
      body.end();
      sent.then(() => done(), done);
    },
    destroy(err, done) {
      body.destroy(err ?? undefined);
      done(err);
    },
  });
  sent.catch((err: unknown) => writer.destroy(err as Error));
  // A refused or cut body fails the request; the error is the pipeline's to answer.
  body.on('error', () => undefined);
  return writer;
}
