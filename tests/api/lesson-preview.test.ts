import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createUpload } from '../../src/server/db/factories/uploads.ts';
import { objectKeyFor, objectPathFor } from '../../src/server/modules/objects/uploads.service.ts';
import { createObjectStorage } from '../../src/server/storage/object-storage.ts';
import { cast, type Cast } from '../helpers/access.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertLesson } from '../helpers/factories.ts';

/**
 * "Aperçu gratuit" (issue 18, finding 15): a free lesson of a course one may see opens for
 * everyone — its text, its video and its file — while the other lessons keep their content for
 * enrolled learners, the instructor and admins.
 */

let t: TestApp;
let dataDir: string;
let c: Cast;
const ids = { free: '', paid: '', draftFree: '', draftCourse: '' };
const media = { freeVideo: '', freePdf: '', paidPdf: '', draftPdf: '' };

/** Stores a file as a finished upload of `userId`, as the upload flow would; answers its path. */
async function storedFile(userId: string, extension: 'pdf' | 'mp4'): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const storage = createObjectStorage(config.storage);
  const bytes =
    extension === 'pdf'
      ? Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(500)])
      : Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(500)]);
  const contentType = extension === 'pdf' ? 'application/pdf' : 'video/mp4';
  const upload = { id: randomUUID(), extension };
  const temp = path.join(dataDir, `${upload.id}.tmp`);
  await writeFile(temp, bytes);
  await storage.putFile(objectKeyFor(upload), temp, { size: bytes.length, contentType });
  const now = new Date();
  await createUpload(t.db, {
    ...upload,
    userId,
    status: 'complete',
    contentType,
    size: bytes.length,
    completedAt: now,
  });
  return objectPathFor(upload);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-lesson-preview-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  t = await createTestApp({ config });
  // A priced course: the preview is what a visitor sees before paying.
  c = await cast(t, { course: { price: 15000, title: 'Comptabilité pour commerçants' } });
  const owner = c.owner.user.id;
  media.freeVideo = await storedFile(owner, 'mp4');
  media.freePdf = await storedFile(owner, 'pdf');
  media.paidPdf = await storedFile(owner, 'pdf');
  media.draftPdf = await storedFile(owner, 'pdf');

  const free = await insertLesson(t.db, {
    courseId: c.course.id,
    order: 1,
    title: 'Tenir un cahier de caisse',
    content: 'Chaque entrée et chaque sortie d’argent est notée le jour même.',
    videoUrl: media.freeVideo,
    fileUrl: media.freePdf,
    isFree: true,
  });
  const paid = await insertLesson(t.db, {
    courseId: c.course.id,
    order: 2,
    title: 'Le bilan de fin de mois',
    content: 'Le bilan compare ce que vous possédez et ce que vous devez.',
    fileUrl: media.paidPdf,
    isFree: false,
  });
  const draft = await insertCourse(t.db, { instructorId: owner, status: 'draft' });
  const draftFree = await insertLesson(t.db, {
    courseId: draft.id,
    title: 'Brouillon gratuit',
    content: 'Pas encore publié.',
    fileUrl: media.draftPdf,
    isFree: true,
  });
  Object.assign(ids, {
    free: free.id,
    paid: paid.id,
    draftFree: draftFree.id,
    draftCourse: draft.id,
  });
});

afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A visitor (signed out) and a signed-in student not enrolled in the course. */
const strangers = (): [string, Agent][] => [
  ['visitor', c.visitor],
  ['outsider', c.outsider.agent],
];

describe('a free lesson ("Aperçu gratuit")', () => {
  it('opens, with its text, video and file, to a visitor and a student not enrolled', async () => {
    for (const [who, agent] of strangers()) {
      const res = await agent.get(`/api/lessons/${ids.free}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({
        isFree: true,
        locked: false,
        content: 'Chaque entrée et chaque sortie d’argent est notée le jour même.',
        videoUrl: media.freeVideo,
        fileUrl: media.freePdf,
      });
    }
  });

  it('comes with its content in the course’s lesson list, which the course page already loads', async () => {
    for (const [who, agent] of strangers()) {
      const res = await agent.get(`/api/courses/${c.course.id}/lessons`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()[0], who).toMatchObject({
        locked: false,
        content: 'Chaque entrée et chaque sortie d’argent est notée le jour même.',
        videoUrl: media.freeVideo,
        fileUrl: media.freePdf,
      });
    }
  });

  it('streams its uploaded video (with byte ranges) and its PDF to them', async () => {
    for (const [who, agent] of strangers()) {
      const video = await agent.get(media.freeVideo, { headers: { range: 'bytes=0-9' } });
      expect(video.statusCode, who).toBe(206);
      expect(video.headers['content-type'], who).toBe('video/mp4');
      const pdf = await agent.get(media.freePdf);
      expect(pdf.statusCode, who).toBe(200);
      expect(pdf.rawPayload.subarray(0, 8).toString(), who).toBe('%PDF-1.4');
    }
  });
});

describe('a lesson that is not free', () => {
  it('keeps its text, video and file from a visitor and a student not enrolled', async () => {
    for (const [who, agent] of strangers()) {
      const res = await agent.get(`/api/lessons/${ids.paid}`);
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).toMatchObject({
        title: 'Le bilan de fin de mois',
        isFree: false,
        locked: true,
        content: null,
        videoUrl: null,
        fileUrl: null,
      });
      const list = (await agent.get(`/api/courses/${c.course.id}/lessons`)).json();
      expect(list[1], who).toMatchObject({ locked: true, content: null, fileUrl: null });
    }
  });

  it('refuses its file to them: 401 signed out, 403 signed in', async () => {
    expect((await c.visitor.get(media.paidPdf)).statusCode).toBe(401);
    expect((await c.outsider.agent.get(media.paidPdf)).statusCode).toBe(403);
    expect((await c.other.agent.get(media.paidPdf)).statusCode).toBe(403);
  });

  it('opens to the enrolled student, the instructor and an admin', async () => {
    for (const agent of [c.student.agent, c.owner.agent, c.admin.agent]) {
      const res = await agent.get(`/api/lessons/${ids.paid}`);
      expect(res.json()).toMatchObject({ locked: false, fileUrl: media.paidPdf });
      expect((await agent.get(media.paidPdf)).statusCode).toBe(200);
    }
  });
});

describe('a free lesson of a draft course', () => {
  it('does not exist for a visitor or a student, nor does its file open', async () => {
    for (const [who, agent] of strangers()) {
      const lesson = await agent.get(`/api/lessons/${ids.draftFree}`);
      expect(lesson.statusCode, who).toBe(404);
      expect(lesson.json().code, who).toBe('LESSON_NOT_FOUND');
      const list = await agent.get(`/api/courses/${ids.draftCourse}/lessons`);
      expect(list.statusCode, who).toBe(404);
    }
    expect((await c.visitor.get(media.draftPdf)).statusCode).toBe(401);
    expect((await c.outsider.agent.get(media.draftPdf)).statusCode).toBe(403);
  });

  it('still opens to its instructor', async () => {
    const res = await c.owner.agent.get(`/api/lessons/${ids.draftFree}`);
    expect(res.json()).toMatchObject({ locked: false, content: 'Pas encore publié.' });
  });
});
