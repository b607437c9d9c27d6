import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { uploads } from '../../src/server/db/schema/index.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import { createUploadStaging } from '../../src/server/modules/objects/upload-staging.ts';
import { createUploadsService } from '../../src/server/modules/objects/uploads.service.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertLesson, signedInUser } from '../helpers/factories.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { pdf, mp4, png, b64 } from '../helpers/typed-files.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

for (const driver of ['disk', 's3'] as const) {
  describe(`uploads and media on the ${driver} storage`, () => {
    let t: TestApp;
    let base: string;
    let dataDir: string;
    let config: Config;
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    let owner: { agent: Agent; user: { id: string } };
    let other: { agent: Agent; user: { id: string } };

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), `kelasi-uploads-${driver}-`));
      s3 = driver === 's3' ? await startS3Server() : undefined;
      config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        ...s3?.env,
      });
      t = await createTestApp({ config });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address() as net.AddressInfo;
      base = `http://127.0.0.1:${address.port}`;
      owner = await signedInUser(t.app, t.db, 'instructor');
      other = await signedInUser(t.app, t.db, 'instructor');
    });
    afterAll(async () => {
      await t?.close();
      await s3?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const http = (url: string, init: RequestInit & { agent?: Agent } = {}) => {
      const headers = new Headers(init.headers);
      if (init.agent) headers.set('cookie', cookieOf(init.agent));
      return fetch(base + url, { ...init, headers });
    };
    /** A request head as the owner's browser would send it, for rawRequest. */
    const rawHead = (method: string, url: string, headers: string[]) =>
      [
        `${method} ${url} HTTP/1.1`,
        'Host: localhost',
        `Cookie: ${cookieOf(owner.agent)}`,
        ...headers,
        '',
        '',
      ].join('\r\n');
    const newAddress = async (agent: Agent = owner.agent) => {
      const res = await agent.post('/api/objects/upload');
      expect(res.statusCode).toBe(200);
      return res.json().uploadURL as string;
    };
    const idOf = (uploadURL: string) => uploadURL.split('/').pop()!;
    const statusOf = async (id: string) =>
      (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0]!.status;
    const storage = () => createObjectStorage(config.storage);
    /** What is staged of an upload: files on disk, or objects and multipart uploads in S3. */
    const stagedFiles = async (id: string) => {
      if (!s3)
        return [id, `${id}.json`].filter((f) => existsSync(path.join(config.uploadStagingDir, f)));
      const { objects, multipartUploads } = await s3.keys(`staging/${id}`);
      return [...objects, ...multipartUploads.map((key) => `${key} (multipart)`)];
    };

    /** A PUT sent raw with only these headers (and `body`), for what fetch would not send. */
    const rawPut = async (headers: string[], body = '') => {
      const uploadURL = await newAddress();
      const res = await rawRequest(base, rawHead('PUT', uploadURL, headers) + body);
      return { uploadURL, res };
    };

    /** A whole file sent in one PUT to an upload address. */
    const putTo = (uploadURL: string, body: Buffer, type: string, agent: Agent = owner.agent) =>
      http(uploadURL, {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-type': type },
        agent,
      });

    /** The spec's flow: address, PUT, then the stable path. */
    async function putFile(body: Buffer, type: string, agent: Agent = owner.agent) {
      const uploadURL = await newAddress(agent);
      const put = await putTo(uploadURL, body, type, agent);
      expect(put.status).toBe(204);
      const res = await agent.post('/api/lessons/upload-file', { fileUrl: uploadURL });
      expect(res.statusCode).toBe(200);
      return res.json().objectPath as string;
    }

    describe('POST /api/objects/upload', () => {
      it('gives signed-in users a fresh address (students send only images), and refuses visitors', async () => {
        const first = await newAddress();
        const second = await newAddress();
        expect(first).toMatch(new RegExp(`^/api/objects/uploads/${UUID}$`));
        expect(second).not.toBe(first);
        const admin = await signedInUser(t.app, t.db, 'admin');
        expect((await admin.agent.post('/api/objects/upload')).statusCode).toBe(200);

        const visitor = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
        expect(visitor.statusCode).toBe(401);
        // Students upload the screenshot of a payment; tests/api/payments.test.ts checks they
        // may send images only.
        const student = await signedInUser(t.app, t.db, 'student');
        expect((await student.agent.post('/api/objects/upload')).statusCode).toBe(200);
      });
    });

    describe('PUT to the upload address', () => {
      it('stores the file and answers its stable path, which serves the same bytes', async () => {
        const file = pdf(5000);
        const objectPath = await putFile(file, 'application/pdf');
        expect(objectPath).toMatch(new RegExp(`^/objects/uploads/${UUID}\\.pdf$`));
        const res = await http(objectPath, { agent: owner.agent });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        expect(res.headers.get('accept-ranges')).toBe('bytes');
        expect(res.headers.get('cache-control')).toContain('max-age=31536000');
        expect(res.headers.get('content-disposition')).toMatch(/^inline/);
        expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
      });

      it('refuses a reused address', async () => {
        const uploadURL = await newAddress();
        expect((await putTo(uploadURL, pdf(), 'application/pdf')).status).toBe(204);
        const again = await putTo(uploadURL, pdf(), 'application/pdf');
        expect(again.status).toBe(409);
        expect((await again.json()).message).toBe("Cette adresse d'envoi a déjà été utilisée");
      });

      it('refuses an expired address and stores nothing', async () => {
        const uploadURL = await newAddress();
        await t.db
          .update(uploads)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(uploads.id, idOf(uploadURL)));
        const res = await putTo(uploadURL, pdf(), 'application/pdf');
        expect(res.status).toBe(410);
        expect(await statusOf(idOf(uploadURL))).toBe('pending');
        expect(await stagedFiles(idOf(uploadURL))).toEqual([]);
      });

      it("refuses someone else's address and a missing session", async () => {
        const uploadURL = await newAddress();
        const init = { method: 'PUT', body: pdf(), headers: { 'content-type': 'application/pdf' } };
        expect((await http(uploadURL, { ...init, agent: other.agent })).status).toBe(403);
        expect((await http(uploadURL, init)).status).toBe(401);
        expect(await statusOf(idOf(uploadURL))).toBe('pending');
      });

      it('refuses a document over 100 MB by its declared size, before reading it', async () => {
        const { uploadURL, res } = await rawPut([
          'Content-Type: application/pdf',
          'Content-Length: 104857601',
        ]);
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body).message).toBe(
          'Le fichier est trop volumineux. Taille maximale: 100MB',
        );
        // A refused declaration leaves the address usable.
        expect(await statusOf(idOf(uploadURL))).toBe('pending');
      });

      it('refuses a video over 500 MB by its declared size', async () => {
        const { res } = await rawPut(['Content-Type: video/mp4', 'Content-Length: 524288001']);
        expect(res.status).toBe(413);
        expect(JSON.parse(res.body).message).toBe(
          'Le fichier est trop volumineux. Taille maximale: 500MB',
        );
      });

      it('requires a declared length', async () => {
        const { res } = await rawPut(
          ['Content-Type: application/pdf', 'Transfer-Encoding: chunked'],
          ['5', '%PDF-', '0', '', ''].join('\r\n'),
        );
        expect(res.status).toBe(411);
      });

      it('refuses a type that is not accepted', async () => {
        const uploadURL = await newAddress();
        const res = await putTo(
          uploadURL,
          Buffer.from('GIF89a, an image type covers do not take'),
          'image/gif',
        );
        expect(res.status).toBe(400);
        expect((await res.json()).code).toBe('UNSUPPORTED_TYPE');
      });

      it('refuses a file whose content is not of its declared type, keeping nothing', async () => {
        const uploadURL = await newAddress();
        const res = await putTo(uploadURL, png, 'application/pdf');
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(
          'Le contenu du fichier ne correspond pas à son type',
        );
        const id = idOf(uploadURL);
        expect(await statusOf(id)).toBe('failed');
        expect(await stagedFiles(id)).toEqual([]);
        expect(await storage().exists(`uploads/${id}.pdf`)).toBe(false);
      });

      it('keeps nothing of a transfer cut before its end, and takes the file again at once', async () => {
        const uploadURL = await newAddress();
        const id = idOf(uploadURL);
        await rawRequest(
          base,
          rawHead('PUT', uploadURL, ['Content-Type: application/pdf', 'Content-Length: 100000']) +
            '%PDF-1.4 only a few bytes, then the connection closes',
          { closeAfterWrite: true },
        );
        await expect.poll(() => statusOf(id)).toBe('pending');
        expect(await stagedFiles(id)).toEqual([]);
        expect(await storage().exists(`uploads/${id}.pdf`)).toBe(false);
        const path = await owner.agent.post('/api/lessons/upload-file', { fileUrl: uploadURL });
        expect(path.statusCode).toBe(409);

        const file = pdf(3000);
        const again = await putTo(uploadURL, file, 'application/pdf');
        expect(again.status).toBe(204);
        expect(await statusOf(id)).toBe('complete');
      });
    });

    describe('resumable transfer (tus)', () => {
      const tusHeaders = (agent: Agent, extra: Record<string, string>) => ({
        'tus-resumable': '1.0.0',
        cookie: cookieOf(agent),
        ...extra,
      });
      /** Opens a transfer of `length` bytes (POST), with its tus metadata. */
      const tusCreate = (
        uploadURL: string,
        length: number,
        metadata: string,
        agent: Agent = owner.agent,
      ) =>
        fetch(base + uploadURL, {
          method: 'POST',
          headers: tusHeaders(agent, {
            'upload-length': String(length),
            'upload-metadata': metadata,
          }),
        });
      /** Sends `body` from `offset` (PATCH). */
      const tusPatch = (
        uploadURL: string,
        offset: number,
        body: Buffer<ArrayBuffer>,
        agent = owner.agent,
      ) =>
        fetch(base + uploadURL, {
          method: 'PATCH',
          headers: tusHeaders(agent, {
            'upload-offset': String(offset),
            'content-type': 'application/offset+octet-stream',
          }),
          body,
        });
      /** Asks for the transfer's state (HEAD). */
      const tusHead = (uploadURL: string, agent = owner.agent) =>
        fetch(base + uploadURL, { method: 'HEAD', headers: tusHeaders(agent, {}) });

      it('resumes an interrupted transfer where it stopped', async () => {
        const file = mp4(300_000);
        const uploadURL = await newAddress();
        const created = await tusCreate(
          uploadURL,
          file.length,
          `filename ${b64('Leçon 1.mp4')},filetype ${b64('video/mp4')}`,
        );
        expect(created.status).toBe(201);
        expect(created.headers.get('location')).toBe(uploadURL);

        const first = await tusPatch(uploadURL, 0, file.subarray(0, 100_000));
        expect(first.status).toBe(204);
        expect(first.headers.get('upload-offset')).toBe('100000');

        // The connection drops in the middle of the second chunk.
        await rawRequest(
          base,
          rawHead('PATCH', uploadURL, [
            'Tus-Resumable: 1.0.0',
            'Upload-Offset: 100000',
            'Content-Type: application/offset+octet-stream',
            'Content-Length: 200000',
          ]),
          { closeAfterWrite: true, extra: file.subarray(100_000, 150_000) },
        );

        const offsetNow = async () =>
          Number((await tusHead(uploadURL)).headers.get('upload-offset'));
        await expect.poll(offsetNow).toBeGreaterThan(100_000);
        const offset = await offsetNow();
        expect(offset).toBeLessThanOrEqual(150_000);

        const rest = await tusPatch(uploadURL, offset, file.subarray(offset));
        expect(rest.status).toBe(204);
        expect(rest.headers.get('upload-offset')).toBe(String(file.length));

        const res = await owner.agent.post('/api/lessons/upload-file', { fileUrl: uploadURL });
        expect(res.json().objectPath).toBe(`/objects/uploads/${idOf(uploadURL)}.mp4`);
        const served = await http(res.json().objectPath, { agent: owner.agent });
        expect(served.headers.get('content-type')).toBe('video/mp4');
        expect(served.headers.get('content-disposition')).toContain('Le');
        expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
      });

      it('opens a transfer on its address written with a trailing slash', async () => {
        const file = pdf(3000);
        const uploadURL = await newAddress();
        const created = await tusCreate(
          `${uploadURL}/`,
          file.length,
          `filename ${b64('cours.pdf')}`,
        );
        expect(created.status).toBe(201);
        const sent = await tusPatch(uploadURL, 0, file);
        expect(sent.status).toBe(204);
        expect(await statusOf(idOf(uploadURL))).toBe('complete');
      });

      it('refuses more bytes than the announced length and keeps nothing', async () => {
        const uploadURL = await newAddress();
        const created = await tusCreate(uploadURL, 1000, `filename ${b64('cours.pdf')}`);
        expect(created.status).toBe(201);
        const res = await tusPatch(uploadURL, 0, pdf(5000));
        expect(res.status).toBe(413);
        const id = idOf(uploadURL);
        expect(await statusOf(id)).toBe('failed');
        expect(await stagedFiles(id)).toEqual([]);
      });

      it('refuses wrong content at the first chunk, and an oversize declaration at creation', async () => {
        const uploadURL = await newAddress();
        await tusCreate(uploadURL, png.length, `filename ${b64('faux.pdf')}`);
        const res = await tusPatch(uploadURL, 0, png);
        expect(res.status).toBe(400);
        expect((await res.json()).code).toBe('CONTENT_MISMATCH');
        expect(await stagedFiles(idOf(uploadURL))).toEqual([]);

        const big = await newAddress();
        const tooBig = await tusCreate(big, 524_288_001, `filename ${b64('film.webm')}`);
        expect(tooBig.status).toBe(413);
        expect((await tooBig.json()).message).toBe(
          'Le fichier est trop volumineux. Taille maximale: 500MB',
        );
      });

      it("lets no one else continue or read the state of someone's transfer", async () => {
        const uploadURL = await newAddress();
        await tusCreate(uploadURL, 5000, `filename ${b64('cours.pdf')}`);
        const head = await tusHead(uploadURL, other.agent);
        expect(head.status).toBe(403);
        const patch = await tusPatch(uploadURL, 0, pdf(5000), other.agent);
        expect(patch.status).toBe(403);
      });

      it('closes transfers left unfinished past the resume window', async () => {
        const uploadURL = await newAddress();
        const id = idOf(uploadURL);
        await tusCreate(uploadURL, 5000, `filename ${b64('cours.pdf')}`);
        await tusPatch(uploadURL, 0, pdf(5000).subarray(0, 1000));
        expect(await stagedFiles(id)).toEqual(
          driver === 'disk'
            ? [id, `${id}.json`]
            : [`staging/${id}.info`, `staging/${id}.part`, `staging/${id} (multipart)`],
        );
        await t.db
          .update(uploads)
          .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
          .where(eq(uploads.id, id));
        const head = await tusHead(uploadURL);
        expect(head.status).toBe(410);
        expect(await stagedFiles(id)).toEqual([]);
        expect(await statusOf(id)).toBe('failed');
      });
    });

    describe('POST /api/lessons/upload-file', () => {
      it('answers only for a finished upload of the caller', async () => {
        const unfinished = await newAddress();
        const early = await owner.agent.post('/api/lessons/upload-file', { fileUrl: unfinished });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toBe("L'upload de ce fichier n'est pas terminé");

        const objectPath = await putFile(pdf(), 'application/pdf');
        const stranger = await other.agent.post('/api/lessons/upload-file', {
          fileUrl: objectPath,
        });
        expect(stranger.statusCode).toBe(403);
        const unknown = await owner.agent.post('/api/lessons/upload-file', {
          fileUrl: '/api/objects/uploads/pas-un-identifiant',
        });
        expect(unknown.statusCode).toBe(404);
        const missing = await owner.agent.post('/api/lessons/upload-file', {});
        expect(missing.statusCode).toBe(400);
      });
    });

    describe('media delivery', () => {
      let file: Buffer;
      let objectPath: string;
      beforeAll(async () => {
        file = mp4(10_000);
        objectPath = await putFile(file, 'video/mp4');
      });
      const range = (value: string, extra: Record<string, string> = {}) =>
        http(objectPath, { agent: owner.agent, headers: { range: value, ...extra } });

      it('serves the first bytes, a middle range and a suffix with 206', async () => {
        const head = await range('bytes=0-9');
        expect(head.status).toBe(206);
        expect(head.headers.get('content-range')).toBe(`bytes 0-9/${file.length}`);
        expect(head.headers.get('content-length')).toBe('10');
        expect(Buffer.from(await head.arrayBuffer()).equals(file.subarray(0, 10))).toBe(true);

        const middle = await range('bytes=4000-4999');
        expect(middle.status).toBe(206);
        expect(Buffer.from(await middle.arrayBuffer()).equals(file.subarray(4000, 5000))).toBe(
          true,
        );

        const suffix = await range('bytes=-50');
        expect(suffix.status).toBe(206);
        expect(suffix.headers.get('content-range')).toBe(
          `bytes ${file.length - 50}-${file.length - 1}/${file.length}`,
        );
        expect(Buffer.from(await suffix.arrayBuffer()).equals(file.subarray(-50))).toBe(true);
      });

      it('answers 416 to a range outside the file', async () => {
        const res = await range(`bytes=${file.length + 10}-`);
        expect(res.status).toBe(416);
        expect(res.headers.get('content-range')).toBe(`bytes */${file.length}`);
      });

      it('answers 304 to a matching ETag and ignores a stale If-Range', async () => {
        const full = await http(objectPath, { agent: owner.agent });
        const etag = full.headers.get('etag')!;
        expect(etag).toBeTruthy();
        const cached = await http(objectPath, {
          agent: owner.agent,
          headers: { 'if-none-match': etag },
        });
        expect(cached.status).toBe(304);
        const stale = await range('bytes=0-9', { 'if-range': '"autre"' });
        expect(stale.status).toBe(200);
        expect(Number(stale.headers.get('content-length'))).toBe(file.length);
      });

      it('offers a download with Content-Disposition attachment', async () => {
        const res = await http(`${objectPath}?download=1`, { agent: owner.agent });
        expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      });

      it('answers 404 for unknown objects', async () => {
        const res = await http(`/objects/uploads/${crypto.randomUUID()}.mp4`, {
          agent: owner.agent,
        });
        expect(res.status).toBe(404);
        const wrongExtension = await http(objectPath.replace('.mp4', '.pdf'), {
          agent: owner.agent,
        });
        expect(wrongExtension.status).toBe(404);
      });
    });

    describe('who may fetch a lesson file', () => {
      let paidFile: string;
      let freeFile: string;
      let courseId: string;
      beforeAll(async () => {
        paidFile = await putFile(pdf(), 'application/pdf');
        freeFile = await putFile(pdf(), 'application/pdf');
        const course = await insertCourse(t.db, { instructorId: owner.user.id, price: 15000 });
        courseId = course.id;
        await insertLesson(t.db, { courseId, fileUrl: paidFile, isFree: false });
        await insertLesson(t.db, { courseId, fileUrl: freeFile, isFree: true });
      });

      it("serves a paid lesson's file to its instructor and admins, not to strangers", async () => {
        expect((await http(paidFile, { agent: owner.agent })).status).toBe(200);
        const admin = await signedInUser(t.app, t.db, 'admin');
        expect((await http(paidFile, { agent: admin.agent })).status).toBe(200);
        const stranger = await signedInUser(t.app, t.db, 'student');
        expect((await http(paidFile, { agent: stranger.agent })).status).toBe(403);
        expect((await http(paidFile)).status).toBe(401);
        expect((await http(paidFile, { agent: other.agent })).status).toBe(403);
      });

      it('serves it to an enrolled student', async () => {
        const student = await signedInUser(t.app, t.db, 'student');
        const { enrollments } = await import('../../src/server/db/schema/index.ts');
        await t.db.insert(enrollments).values({ courseId, userId: student.user.id });
        expect((await http(paidFile, { agent: student.agent })).status).toBe(200);
      });

      it("serves a free lesson's file to everyone", async () => {
        expect((await http(freeFile)).status).toBe(200);
      });

      it("lets a lesson use one's own uploads only, never someone else's private file", async () => {
        const mine = await putFile(pdf(), 'application/pdf');
        const theirs = await putFile(pdf(), 'application/pdf', other.agent);
        const lesson = (fileUrl: string) =>
          owner.agent.post('/api/lessons', { courseId, title: 'Support', fileUrl, isFree: true });
        expect((await lesson(mine)).statusCode).toBe(201);
        const stolen = await lesson(theirs);
        expect(stolen.statusCode).toBe(403);
        expect((await http(theirs)).status).toBe(404);
        const unknown = await lesson(`/objects/uploads/${crypto.randomUUID()}.pdf`);
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().fields.fileUrl).toBe('Fichier introuvable');
      });

      it('deletes, after a week, stored files that no lesson uses any more', async () => {
        const unused = await putFile(pdf(), 'application/pdf');
        const usedByLesson = paidFile;
        const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
        const idOfPath = (p: string) => p.split('/').pop()!.split('.')[0]!;
        for (const p of [unused, usedByLesson]) {
          await t.db
            .update(uploads)
            .set({ completedAt: weekAgo })
            .where(eq(uploads.id, idOfPath(p)));
        }
        const service = createUploadsService({
          db: t.db,
          storage: storage(),
          staging: createUploadStaging(config, storage()),
        });
        expect(await service.sweep()).toBeGreaterThanOrEqual(1);
        expect(await storage().exists(`uploads/${idOfPath(unused)}.pdf`)).toBe(false);
        expect((await http(unused, { agent: owner.agent })).status).toBe(404);
        expect(await storage().exists(`uploads/${idOfPath(usedByLesson)}.pdf`)).toBe(true);
        expect((await http(usedByLesson, { agent: owner.agent })).status).toBe(200);
      });

      it('keeps an unused upload private to its uploader', async () => {
        const loose = await putFile(pdf(), 'application/pdf');
        expect((await http(loose, { agent: owner.agent })).status).toBe(200);
        expect((await http(loose, { agent: other.agent })).status).toBe(404);
        expect((await http(loose)).status).toBe(404);
      });
    });
  });
}

/** Raw HTTP over a socket, for what fetch refuses to send (lying lengths, cut transfers). */
function rawRequest(
  base: string,
  head: string,
  options: { closeAfterWrite?: boolean; extra?: Buffer } = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', () => resolve({ status: 0, body: '' }));
    socket.on('close', () => {
      const status = Number(data.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') });
    });
    socket.write(head.replace('\r\n', '\r\nConnection: close\r\n'), () => {
      if (options.extra) socket.write(options.extra);
      if (options.closeAfterWrite) setTimeout(() => socket.destroy(), 200);
      // Otherwise wait: the server answers, then closes (Connection: close).
    });
    setTimeout(() => reject(new Error('raw request timed out')), 20_000).unref();
  });
}
