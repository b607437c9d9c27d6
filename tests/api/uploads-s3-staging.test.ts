import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { uploads } from '../../src/server/db/schema/index.ts';
import { createUploadStaging } from '../../src/server/modules/objects/upload-staging.ts';
import { createUploadsService } from '../../src/server/modules/objects/uploads.service.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';
import { cookieOf } from '../helpers/uploads.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { mp4, png, b64 } from '../helpers/typed-files.ts';

/**
 * With STORAGE_DRIVER=s3, resumable transfers are staged in the bucket: two instances on one
 * database and one bucket, each with a data folder of its own (no disk in common), continue each
 * other's transfers.
 */
const MiB = 1024 * 1024;

describe('resumable uploads staged in S3, across two instances', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const dataDirs: string[] = [];
  const configs: Config[] = [];
  let first: TestApp;
  let second: FastifyInstance;
  /** Each instance's address: [first, second]. */
  const bases: string[] = [];
  let owner: { agent: Agent; user: { id: string } };

  const listen = async (app: FastifyInstance) => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    for (const name of ['a', 'b']) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `kelasi-s3-staging-${name}-`));
      dataDirs.push(dataDir);
      configs.push(
        loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...s3.env }),
      );
    }
    first = await createTestApp({ config: configs[0] });
    second = await buildApp({ logger: false, config: configs[1]!, database: first.database });
    await second.ready();
    bases.push(await listen(first.app), await listen(second));
    owner = await signedInUser(first.app, first.db, 'instructor');
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  const [A, B] = [0, 1];
  const request = (
    instance: number,
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
  ) =>
    fetch(bases[instance]! + url, {
      method: init.method,
      headers: { cookie: cookieOf(owner.agent), ...init.headers },
      body: init.body ? new Uint8Array(init.body) : undefined,
    });
  const tus = (
    instance: number,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body?: Buffer,
  ) => request(instance, url, { method, headers: { 'tus-resumable': '1.0.0', ...headers }, body });
  const create = (instance: number, url: string, length: number, fileName: string) =>
    tus(instance, 'POST', url, {
      'upload-length': String(length),
      'upload-metadata': `filename ${b64(fileName)}`,
    });
  const patch = (instance: number, url: string, offset: number, body: Buffer) =>
    tus(
      instance,
      'PATCH',
      url,
      { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    );
  const newAddress = async () => {
    const res = await owner.agent.post('/api/objects/upload');
    expect(res.statusCode).toBe(200);
    const uploadURL = res.json().uploadURL as string;
    return { uploadURL, id: uploadURL.split('/').pop()! };
  };
  const statusOf = async (id: string) =>
    (await first.db.select().from(uploads).where(eq(uploads.id, id)))[0]!.status;
  /** What the bucket holds of an upload's staging: objects and open multipart uploads. */
  const staged = (id: string) => s3.keys(`staging/${id}`);
  const nothing = { objects: [], multipartUploads: [] };

  it('resumes on one instance a transfer begun on the other, and both serve the file', async () => {
    const file = mp4(9 * MiB);
    const { uploadURL, id } = await newAddress();
    expect((await create(A, uploadURL, file.length, 'Leçon 1.mp4')).status).toBe(201);

    // A whole part (S3's parts are 5 MiB at least), then bytes short of a part.
    const firstPart = 5.5 * MiB;
    const sent = firstPart + MiB;
    const one = await patch(A, uploadURL, 0, file.subarray(0, firstPart));
    expect(one.status).toBe(204);
    expect(one.headers.get('upload-offset')).toBe(String(firstPart));
    const two = await patch(A, uploadURL, firstPart, file.subarray(firstPart, sent));
    expect(two.headers.get('upload-offset')).toBe(String(sent));
    expect(await staged(id)).toEqual({
      objects: [`staging/${id}.info`, `staging/${id}.part`],
      multipartUploads: [`staging/${id}`],
    });

    // The other instance, with no disk in common, knows where the transfer stands…
    const head = await tus(B, 'HEAD', uploadURL);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(sent));
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    // …takes the rest and completes it.
    const rest = await patch(B, uploadURL, sent, file.subarray(sent));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));
    expect(await statusOf(id)).toBe('complete');

    for (const instance of [A, B]) {
      const served = await request(instance, `/objects/uploads/${id}.mp4`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('video/mp4');
      expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    }
    expect(await s3.keys('staging/')).toEqual(nothing);
    // Nothing went through either instance's disk.
    for (const dir of dataDirs) expect(await readdir(dir)).not.toContain('uploads');
  });

  it('takes a plain PUT on one instance and serves it from the other', async () => {
    const file = mp4(2 * MiB);
    const { uploadURL, id } = await newAddress();
    const put = await request(B, uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'video/mp4' },
      body: file,
    });
    expect(put.status).toBe(204);
    const served = await request(A, `/objects/uploads/${id}.mp4`);
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
    expect(await staged(id)).toEqual(nothing);
  });

  it('leaves nothing staged of a transfer cancelled on the other instance', async () => {
    const file = mp4(7 * MiB);
    const { uploadURL, id } = await newAddress();
    await create(A, uploadURL, file.length, 'cours.mp4');
    await patch(A, uploadURL, 0, file.subarray(0, 5.5 * MiB));
    await patch(A, uploadURL, 5.5 * MiB, file.subarray(5.5 * MiB, 6 * MiB));
    expect((await staged(id)).multipartUploads).toEqual([`staging/${id}`]);

    const cancelled = await tus(B, 'DELETE', uploadURL);
    expect(cancelled.status).toBe(204);
    expect(await statusOf(id)).toBe('failed');
    expect(await staged(id)).toEqual(nothing);
  });

  it('refuses a file whose content is not of its declared type, with nothing staged', async () => {
    const message = 'Le contenu du fichier ne correspond pas à son type';
    const resumable = await newAddress();
    await create(A, resumable.uploadURL, png.length, 'faux.pdf');
    const refused = await patch(B, resumable.uploadURL, 0, png);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(message);
    expect(await statusOf(resumable.id)).toBe('failed');
    expect(await staged(resumable.id)).toEqual(nothing);

    const plain = await newAddress();
    const put = await request(A, plain.uploadURL, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: png,
    });
    expect(put.status).toBe(400);
    expect((await put.json()).message).toBe(message);
    expect(await staged(plain.id)).toEqual(nothing);
    expect((await s3.keys('uploads/')).objects).not.toContainEqual(
      expect.stringContaining(plain.id),
    );
  });

  it('sweeps a transfer left unfinished past the resume window, with what it staged', async () => {
    const file = mp4(6 * MiB);
    const { uploadURL, id } = await newAddress();
    await create(B, uploadURL, file.length, 'cours.mp4');
    await patch(B, uploadURL, 0, file.subarray(0, 5.5 * MiB));
    expect((await staged(id)).multipartUploads).toEqual([`staging/${id}`]);
    await first.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(uploads.id, id));

    const storage = createObjectStorage(configs[0]!.storage);
    const service = createUploadsService({
      db: first.db,
      storage,
      staging: createUploadStaging(configs[0]!, storage),
    });
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('failed');
    expect(await staged(id)).toEqual(nothing);
  });
});
