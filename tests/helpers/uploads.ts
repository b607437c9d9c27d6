/** The upload flow and the sweep of unused files, as the payment tests use them. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { uploads } from '../../src/server/db/schema/index.ts';
import { createUploadStaging } from '../../src/server/modules/objects/upload-staging.ts';
import {
  createUploadsService,
  UNUSED_FILE_GRACE_MS,
} from '../../src/server/modules/objects/uploads.service.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import type { Agent, TestApp } from './app.ts';

/** A PNG's signature and some bytes: what the server checks an image by. */
export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(300)]);

export const cookieOf = (agent: Agent) =>
  [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** The upload flow (address, PUT) as the given user's browser runs it. */
export async function upload(t: TestApp, agent: Agent, body: Buffer, type: string) {
  const address = await agent.post('/api/objects/upload');
  expect(address.statusCode).toBe(200);
  const uploadURL = address.json().uploadURL as string;
  const put = await t.app.inject({
    method: 'PUT',
    url: uploadURL,
    payload: body,
    headers: { 'content-type': type, cookie: cookieOf(agent) },
  });
  return { uploadURL, put };
}

/** An image uploaded by `agent`, finished: its stable path (what a payment's proof cites). */
export async function uploadImage(t: TestApp, agent: Agent) {
  const { uploadURL, put } = await upload(t, agent, png(), 'image/png');
  expect(put.statusCode).toBe(204);
  const res = await agent.post('/api/lessons/upload-file', { fileUrl: uploadURL });
  expect(res.statusCode).toBe(200);
  return res.json().objectPath as string;
}

/** Runs the sweep of unused files once their grace is over; answers whether a file is left. */
export async function sweepUnusedFiles(t: TestApp): Promise<(objectPath: string) => boolean> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/kelasi-test',
  });
  const later = new Date(Date.now() + UNUSED_FILE_GRACE_MS + 60_000);
  const storage = createObjectStorage(config.storage);
  await createUploadsService({
    db: t.db,
    storage,
    staging: createUploadStaging(config, storage),
    now: () => later,
  }).sweep();
  const ids = new Set((await t.db.select({ id: uploads.id }).from(uploads)).map((u) => u.id));
  return (objectPath) => ids.has(objectPath.split('/').pop()!.split('.')[0]!);
}
