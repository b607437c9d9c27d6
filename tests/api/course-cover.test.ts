import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadMessages } from '../../src/contract/objects.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { courses, uploads } from '../../src/server/db/schema/index.ts';
import { createUploadStaging } from '../../src/server/modules/objects/upload-staging.ts';
import { createUploadsService } from '../../src/server/modules/objects/uploads.service.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertEnrollment, signedInUser } from '../helpers/factories.ts';

/**
 * A course's cover image uploaded from the editor: images only (JPEG, PNG, WebP, checked by
 * their first bytes), 5 MB at most, one's own uploads only, and readable by whoever may see the
 * course (the catalogue shows it to visitors), unlike lesson files.
 */

const IMAGE_LIMIT = 5 * 1024 * 1024;
const images = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(800),
  ]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(800)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x20, 0x03, 0, 0]),
    Buffer.from('WEBP'),
    randomBytes(800),
  ]),
};
const mimes = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(800)]);

let t: TestApp;
let config: Config;
let dataDir: string;
type Signed = { agent: Agent; user: { id: string } };
let owner: Signed, other: Signed, admin: Signed, student: Signed;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-covers-'));
  config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  t = await createTestApp({ config });
  owner = await signedInUser(t.app, t.db, 'instructor');
  other = await signedInUser(t.app, t.db, 'instructor');
  admin = await signedInUser(t.app, t.db, 'admin');
  student = await signedInUser(t.app, t.db, 'student');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
/** GET as a visitor, or as `agent`. */
const fetchObject = (objectPath: string, agent?: Agent) =>
  t.app.inject({
    method: 'GET',
    url: objectPath,
    headers: agent ? { cookie: cookieOf(agent) } : {},
  });
const idOf = (url: string) => url.split('/').pop()!.split('.')[0]!;
const uploadStatus = async (id: string) =>
  (await t.db.select().from(uploads).where(eq(uploads.id, id)))[0]!.status;
const courseRow = async (id: string) =>
  (await t.db.select().from(courses).where(eq(courses.id, id)))[0]!;

/** The spec's flow with a plain PUT: an address, the bytes, then the stable path. */
async function sendFile(body: Buffer, contentType: string, agent: Agent = owner.agent) {
  const address = (await agent.post('/api/objects/upload')).json().uploadURL as string;
  const put = await t.app.inject({
    method: 'PUT',
    url: address,
    payload: body,
    headers: { cookie: cookieOf(agent), 'content-type': contentType },
  });
  return { address, put };
}

async function uploadImage(kind: keyof typeof images = 'png', agent: Agent = owner.agent) {
  const { address, put } = await sendFile(images[kind], mimes[kind], agent);
  expect(put.statusCode).toBe(204);
  const res = await agent.post('/api/lessons/upload-file', { fileUrl: address });
  expect(res.statusCode).toBe(200);
  return res.json().objectPath as string;
}

describe('uploading a cover image', () => {
  it.each(['png', 'jpg', 'webp'] as const)(
    'accepts a %s image, served inline with its type',
    async (kind) => {
      const objectPath = await uploadImage(kind);
      expect(objectPath).toMatch(new RegExp(`^/objects/uploads/[0-9a-f-]{36}\\.${kind}$`));
      const res = await fetchObject(objectPath, owner.agent);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(mimes[kind]);
      expect(res.headers['content-disposition']).toMatch(/^inline/);
      expect(res.rawPayload.equals(images[kind])).toBe(true);
    },
  );

  it('refuses an image over 5 MB with a French 413, keeping nothing and the course unchanged', async () => {
    const course = await insertCourse(t.db, { instructorId: owner.user.id });
    const tooBig = Buffer.concat([images.png, Buffer.alloc(IMAGE_LIMIT + 1 - images.png.length)]);
    const { address, put } = await sendFile(tooBig, 'image/png');
    expect(put.statusCode).toBe(413);
    expect(put.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'Le fichier est trop volumineux. Taille maximale: 5MB',
    });
    // Refused from its declared size: the address stays usable, nothing is stored.
    expect(await uploadStatus(idOf(address))).toBe('pending');
    const stored = await owner.agent.post('/api/lessons/upload-file', { fileUrl: address });
    expect(stored.statusCode).toBe(409);
    expect((await courseRow(course.id)).thumbnail).toBe(course.thumbnail);

    // Exactly 5 MB passes.
    const justRight = tooBig.subarray(0, IMAGE_LIMIT);
    expect((await sendFile(justRight, 'image/png')).put.statusCode).toBe(204);
  });

  it('refuses content that is not an image (a PDF sent as a PNG) with a French 400, storing nothing', async () => {
    const { address, put } = await sendFile(pdf, 'image/png');
    expect(put.statusCode).toBe(400);
    expect(put.json()).toMatchObject({
      code: 'CONTENT_MISMATCH',
      message: 'Le contenu du fichier ne correspond pas à son type',
    });
    expect(await uploadStatus(idOf(address))).toBe('failed');
    const storage = createObjectStorage(config.storage);
    expect(await storage.exists(`uploads/${idOf(address)}.png`)).toBe(false);
  });

  it('refuses an image type that is not accepted (SVG may carry scripts)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>');
    const { put } = await sendFile(svg, 'image/svg+xml');
    expect(put.statusCode).toBe(400);
    expect(put.json().code).toBe('UNSUPPORTED_TYPE');
    expect(put.json().message).toBe(uploadMessages.unsupportedType);
  });
});

describe('setting an uploaded cover on a course', () => {
  const minimal = { title: 'Photographie', description: 'La lumière.', category: 'Design' };

  it('stores the path of an uploaded image, on creation and on change', async () => {
    const first = await uploadImage('jpg');
    const created = await owner.agent.post('/api/courses', { ...minimal, thumbnail: first });
    expect(created.statusCode).toBe(201);
    expect(created.json().thumbnail).toBe(first);

    const second = await uploadImage('webp');
    const id = created.json().id as string;
    const changed = await owner.agent.patch(`/api/courses/${id}`, { thumbnail: second });
    expect(changed.statusCode).toBe(200);
    expect((await courseRow(id)).thumbnail).toBe(second);
  });

  it('refuses a non-image upload, an unknown file and someone else’s image, changing nothing', async () => {
    const course = await insertCourse(t.db, {
      instructorId: owner.user.id,
      thumbnail: 'https://exemple.cd/avant.png',
    });
    const before = await courseRow(course.id);
    const patch = (thumbnail: string) =>
      owner.agent.patch(`/api/courses/${course.id}`, { thumbnail });

    // A document, even one's own.
    const { address } = await sendFile(pdf, 'application/pdf');
    const document = (
      await owner.agent.post('/api/lessons/upload-file', { fileUrl: address })
    ).json().objectPath as string;
    const notImage = await patch(document);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields.thumbnail).toBe(
      "L'image de couverture doit être un fichier JPEG, PNG ou WebP",
    );

    const unknown = await patch(`/objects/uploads/${crypto.randomUUID()}.png`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'OBJECT_UNKNOWN',
      fields: { thumbnail: 'Fichier introuvable' },
    });

    const theirs = await uploadImage('png', other.agent);
    const stolen = await patch(theirs);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('OBJECT_FORBIDDEN');
    const stolenOnCreate = await owner.agent.post('/api/courses', {
      ...minimal,
      thumbnail: theirs,
    });
    expect(stolenOnCreate.statusCode).toBe(403);

    expect(await courseRow(course.id)).toEqual(before);
    // Still private to its uploader.
    expect((await fetchObject(theirs)).statusCode).toBe(404);
  });

  it('lets an admin set any image, and the instructor keep it when saving the form again', async () => {
    const course = await insertCourse(t.db, { instructorId: owner.user.id });
    const byAdmin = await uploadImage('png', admin.agent);
    const set = await admin.agent.patch(`/api/courses/${course.id}`, { thumbnail: byAdmin });
    expect(set.statusCode).toBe(200);
    const again = await owner.agent.patch(`/api/courses/${course.id}`, {
      title: 'Renommé',
      thumbnail: byAdmin,
    });
    expect(again.statusCode).toBe(200);
    expect((await courseRow(course.id)).thumbnail).toBe(byAdmin);
  });
});

describe('who may see an uploaded cover', () => {
  it('shows a published course’s cover to everyone, a draft’s to its editors only', async () => {
    const cover = await uploadImage('png');
    const draft = await insertCourse(t.db, {
      instructorId: owner.user.id,
      status: 'draft',
      thumbnail: cover,
    });
    expect((await fetchObject(cover)).statusCode).toBe(404);
    expect((await fetchObject(cover, student.agent)).statusCode).toBe(404);
    expect((await fetchObject(cover, owner.agent)).statusCode).toBe(200);
    expect((await fetchObject(cover, admin.agent)).statusCode).toBe(200);

    await t.db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft.id));
    const visitor = await fetchObject(cover);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['content-type']).toBe('image/png');
    expect(visitor.rawPayload.equals(images.png)).toBe(true);
    expect((await fetchObject(cover, student.agent)).statusCode).toBe(200);
    expect((await fetchObject(cover, other.agent)).statusCode).toBe(200);
  });

  it('keeps an archived course’s cover for its learners only', async () => {
    const cover = await uploadImage('jpg');
    const course = await insertCourse(t.db, {
      instructorId: owner.user.id,
      status: 'archived',
      thumbnail: cover,
    });
    expect((await fetchObject(cover)).statusCode).toBe(404);
    await insertEnrollment(t.db, student.user.id, course.id);
    expect((await fetchObject(cover, student.agent)).statusCode).toBe(200);
    expect((await fetchObject(cover, other.agent)).statusCode).toBe(404);
  });

  it('does not open a lesson’s paid file through the cover rule', async () => {
    const course = await insertCourse(t.db, { instructorId: owner.user.id, price: 5000 });
    const { address } = await sendFile(pdf, 'application/pdf');
    const file = (await owner.agent.post('/api/lessons/upload-file', { fileUrl: address })).json()
      .objectPath as string;
    await owner.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Support',
      fileUrl: file,
    });
    expect((await fetchObject(file)).statusCode).toBe(401);
    expect((await fetchObject(file, student.agent)).statusCode).toBe(403);
  });

  it('keeps a cover in use through the sweep of unused files, and sweeps a replaced one', async () => {
    const kept = await uploadImage('png');
    const replaced = await uploadImage('png');
    await insertCourse(t.db, { instructorId: owner.user.id, thumbnail: kept });
    const weekAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    for (const p of [kept, replaced]) {
      await t.db
        .update(uploads)
        .set({ completedAt: weekAgo })
        .where(eq(uploads.id, idOf(p)));
    }
    const storage = createObjectStorage(config.storage);
    const service = createUploadsService({
      db: t.db,
      storage,
      staging: createUploadStaging(config, storage),
    });
    await service.sweep();
    expect(await storage.exists(`uploads/${idOf(kept)}.png`)).toBe(true);
    expect((await fetchObject(kept)).statusCode).toBe(200);
    expect(await storage.exists(`uploads/${idOf(replaced)}.png`)).toBe(false);
  });
});
