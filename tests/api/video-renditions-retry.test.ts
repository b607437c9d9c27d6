/**
 * A rendition job cut halfway is retried and completes: once when the server stops in the middle
 * of a copy (its ffmpeg is stopped, the job is retried by the next server on the same database),
 * once when ffmpeg itself is killed. Meanwhile a copy that is not ready is never served. A video
 * set before copies existed gets them when the next server starts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/client.ts';
import { Agent, type TestApp } from '../helpers/app.ts';
import { lessons } from '../../src/server/db/schema/index.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { enrolledStudent, insertCourse, signedInUser } from '../helpers/factories.ts';
import { upload } from '../helpers/uploads.ts';
import { makeTestVideo } from '../helpers/videos.ts';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/kelasi-test' });
const FILES = { low: 'low.mp4', medium: 'medium.mp4', audio: 'audio.m4a' } as const;
type Quality = keyof typeof FILES;
interface Rendition {
  quality: Quality;
  status: string;
  progress: number;
  size: number | null;
}

let database: Database;
let dir = '';
let video: Buffer;
const apps: FastifyInstance[] = [];

async function startApp() {
  const app = await buildApp({
    logger: false,
    config,
    database,
    jobs: { retryDelaySeconds: 1, pollingIntervalSeconds: 1 },
  });
  await app.ready();
  apps.push(app);
  return app;
}

/** The same signed-in browser, talking to another server on the same database. */
function sameBrowser(agent: Agent, app: FastifyInstance) {
  const moved = new Agent(app);
  for (const [name, value] of agent.cookies) moved.cookies.set(name, value);
  return moved;
}

beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-api-renditions-retry-'));
  // Long enough that the copies take a few seconds: the test cuts the job in their middle.
  makeTestVideo(path.join(dir, 'long.mp4'), 40);
  video = await readFile(path.join(dir, 'long.mp4'));
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

/** An instructor's lesson on the long video, and an enrolled learner. */
async function lessonOnVideo(app: FastifyInstance) {
  const owner = await signedInUser(app, database.db, 'instructor');
  const course = await insertCourse(database.db, { instructorId: owner.user.id });
  const student = await enrolledStudent(app, database.db, course.id);
  const { uploadURL, put } = await upload({ app } as TestApp, owner.agent, video, 'video/mp4');
  expect(put.statusCode).toBe(204);
  const objectPath = (
    await owner.agent.post('/api/lessons/upload-file', { fileUrl: uploadURL })
  ).json().objectPath as string;
  const res = await owner.agent.post('/api/lessons', {
    courseId: course.id,
    title: 'Cours long',
    videoUrl: objectPath,
  });
  expect(res.statusCode).toBe(201);
  const uploadId = objectPath.split('/').pop()!.split('.')[0]!;
  return { owner, student, lessonId: res.json().id as string, uploadId };
}

/**
 * Polls the editor's endpoint until `done` holds; at each look, a copy not ready answers 404 to
 * the learner and a ready one its whole size — never a part of a file.
 */
async function watch(
  owner: Agent,
  student: Agent,
  lessonId: string,
  uploadId: string,
  done: (renditions: Rendition[]) => boolean,
) {
  for (;;) {
    const renditions = (
      await owner.get(`/api/lessons/${lessonId}/renditions`)
    ).json() as Rendition[];
    for (const r of renditions) {
      const res = await student.head(`/objects/renditions/${uploadId}/${FILES[r.quality]}`);
      if (res.statusCode === 404 && r.status !== 'ready') continue;
      // Served: the copy is ready (it may have become so since the list was read) and whole.
      expect(res.statusCode).toBe(200);
      const now = (
        (await owner.get(`/api/lessons/${lessonId}/renditions`)).json() as Rendition[]
      ).find((x) => x.quality === r.quality)!;
      expect(now.status).toBe('ready');
      expect(Number(res.headers['content-length'])).toBe(now.size);
    }
    if (done(renditions)) return renditions;
    await sleep(100);
  }
}
const working = (renditions: Rendition[]) =>
  renditions.some((r) => r.status === 'working' && r.progress > 0);
const allReady = (renditions: Rendition[]) =>
  renditions.length === 3 && renditions.every((r) => r.status === 'ready');

/** The job once it has ended: it marks its last copy ready a moment before it ends. */
async function jobSettled(uploadId: string) {
  for (;;) {
    const [job] = await jobOf(uploadId);
    if (job && job.state !== 'active') return job;
    await sleep(100);
  }
}

async function jobOf(uploadId: string) {
  const { rows } = await database.executeSql(
    `select state, retry_count from pgboss.job where name = 'video-renditions' and singleton_key = $1`,
    [uploadId],
  );
  return rows as { state: string; retry_count: number }[];
}

it('a job stopped with its server is retried by the next one and completes', async () => {
  const first = await startApp();
  const { owner, student, lessonId, uploadId } = await lessonOnVideo(first);
  await watch(owner.agent, student.agent, lessonId, uploadId, working);
  await first.close();

  const left = (await jobOf(uploadId))[0]!;
  expect(left.state).toBe('retry');
  const { rows } = await database.executeSql(
    `select status from video_renditions where upload_id = $1 and status <> 'ready'`,
    [uploadId],
  );
  expect(rows.length).toBeGreaterThan(0);

  const second = await startApp();
  const done = await watch(
    sameBrowser(owner.agent, second),
    sameBrowser(student.agent, second),
    lessonId,
    uploadId,
    allReady,
  );
  expect(done.every((r) => r.size! > 0)).toBe(true);
  const job = await jobSettled(uploadId);
  expect(job).toMatchObject({ state: 'completed' });
  expect(job!.retry_count).toBeGreaterThanOrEqual(1);
}, 240_000);

it('a job whose ffmpeg is killed is retried and completes', async () => {
  const app = apps.at(-1)!;
  const { owner, student, lessonId, uploadId } = await lessonOnVideo(app);
  await watch(owner.agent, student.agent, lessonId, uploadId, working);
  // The ffmpeg this test's server started, by its process id.
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  const ffmpegs = children
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'ffmpeg')
    .map(([pid]) => Number(pid));
  expect(ffmpegs.length).toBeGreaterThan(0);
  for (const pid of ffmpegs) process.kill(pid, 'SIGKILL');

  await watch(owner.agent, student.agent, lessonId, uploadId, allReady);
  const job = await jobSettled(uploadId);
  expect(job).toMatchObject({ state: 'completed' });
  expect(job!.retry_count).toBeGreaterThanOrEqual(1);
}, 240_000);

it('a video a lesson showed before copies existed gets them at the next start', async () => {
  const app = apps.at(-1)!;
  const owner = await signedInUser(app, database.db, 'instructor');
  const course = await insertCourse(database.db, { instructorId: owner.user.id });
  const student = await enrolledStudent(app, database.db, course.id);
  const { uploadURL, put } = await upload({ app } as TestApp, owner.agent, video, 'video/mp4');
  expect(put.statusCode).toBe(204);
  const objectPath = (
    await owner.agent.post('/api/lessons/upload-file', { fileUrl: uploadURL })
  ).json().objectPath as string;
  const uploadId = objectPath.split('/').pop()!.split('.')[0]!;
  // Written straight to the database, as lessons were before copies existed: nothing queued.
  const [lesson] = await database.db
    .insert(lessons)
    .values({ courseId: course.id, title: 'Cours d’avant', order: 1, videoUrl: objectPath })
    .returning();
  expect((await owner.agent.get(`/api/lessons/${lesson!.id}/renditions`)).json()).toEqual([]);

  const next = await startApp();
  await watch(
    sameBrowser(owner.agent, next),
    sameBrowser(student.agent, next),
    lesson!.id,
    uploadId,
    allReady,
  );
}, 240_000);
