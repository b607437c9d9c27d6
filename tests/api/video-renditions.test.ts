/**
 * Lighter copies of an uploaded lesson video, made by the background job (pg-boss) on the real
 * app and database: codecs and sizes by ffprobe, the lesson's payload, the original's access
 * rules, the editor's progress, and a job stopped halfway that is retried on the next start.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITIONS } from '../../src/server/lib/transcode.ts';
import { cast, type Cast, type Who } from '../helpers/access.ts';
import { useTestApp, type Agent } from '../helpers/app.ts';
import { upload } from '../helpers/uploads.ts';
import { makeTestVideo, probe } from '../helpers/videos.ts';

const jobs = { retryDelaySeconds: 1, pollingIntervalSeconds: 1 };
const t = useTestApp({ jobs });
let c: Cast;
let dir = '';
let video: Buffer;

interface Rendition {
  quality: 'low' | 'medium' | 'audio';
  status: string;
  progress: number;
  size: number | null;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-api-renditions-'));
  makeTestVideo(path.join(dir, 'cours.mp4'), 10);
  video = await readFile(path.join(dir, 'cours.mp4'));
  c = await cast(t);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Uploads `body` as `agent` and answers its object path. */
async function uploadVideo(agent: Agent, body: Buffer = video) {
  const { uploadURL, put } = await upload(t, agent, body, 'video/mp4');
  expect(put.statusCode).toBe(204);
  const res = await agent.post('/api/lessons/upload-file', { fileUrl: uploadURL });
  expect(res.statusCode).toBe(200);
  return res.json().objectPath as string;
}

/** Polls the editor's endpoint until `done` holds (the test's timeout bounds the wait). */
async function waitFor(
  agent: Agent,
  lessonId: string,
  done: (renditions: Rendition[]) => boolean,
): Promise<Rendition[]> {
  for (;;) {
    const res = await agent.get(`/api/lessons/${lessonId}/renditions`);
    expect(res.statusCode).toBe(200);
    const renditions = res.json() as Rendition[];
    if (done(renditions)) return renditions;
    await sleep(200);
  }
}
const allReady = (renditions: Rendition[]) =>
  renditions.length === 3 && renditions.every((r) => r.status === 'ready');

describe('renditions of an uploaded lesson video', () => {
  let lessonId = '';
  let objectPath = '';
  let uploadId = '';
  let ready: Rendition[] = [];
  let transcodeSeconds = 0;

  beforeAll(async () => {
    objectPath = await uploadVideo(c.owner.agent);
    uploadId = objectPath.split('/').pop()!.split('.')[0]!;
    const started = performance.now();
    const res = await c.owner.agent.post('/api/lessons', {
      courseId: c.course.id,
      title: 'Leçon filmée',
      content: 'Bonjour, élève ! Ça va ?',
      videoUrl: objectPath,
    });
    expect(res.statusCode).toBe(201);
    lessonId = res.json().id;
    ready = await waitFor(c.owner.agent, lessonId, allReady);
    transcodeSeconds = (performance.now() - started) / 1000;
    console.log(`10-s video: three renditions ready in ${transcodeSeconds.toFixed(1)} s`);
  }, 180_000);

  it('makes low (≤360p) and medium (480p) in H.264 and AAC, and the sound alone, near their bitrates', async () => {
    for (const [quality, height] of [
      ['low', 360],
      ['medium', 480],
      ['audio', null],
    ] as const) {
      const extension = quality === 'audio' ? 'm4a' : 'mp4';
      const res = await c.student.agent.get(
        `/objects/renditions/${uploadId}/${quality}.${extension}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(quality === 'audio' ? 'audio/mp4' : 'video/mp4');
      const file = path.join(dir, `${quality}.${extension}`);
      await writeFile(file, res.rawPayload);
      expect(res.rawPayload.length).toBe(ready.find((r) => r.quality === quality)!.size);
      const { streams, format } = probe(file);
      const kinds = streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort();
      if (height === null) expect(kinds).toEqual(['audio:aac']);
      else {
        expect(kinds).toEqual(['audio:aac', 'video:h264']);
        const picture = streams.find((s) => s.codec_type === 'video')!;
        expect(picture.height).toBeLessThanOrEqual(height);
        expect(picture.height).toBe(height);
      }
      expect(Number(format.duration)).toBeCloseTo(10, 0);
      const target = RENDITIONS[quality].videoKbps + RENDITIONS[quality].audioKbps;
      expect(Number(format.bit_rate) / 1000).toBeLessThanOrEqual(target * 1.25);
    }
  });

  it('lists the ready copies with their sizes in the lesson, smallest first', async () => {
    const sizeOf = (q: string) => ready.find((r) => r.quality === q)!.size;
    const base = `/objects/renditions/${uploadId}`;
    const learner = (await c.student.agent.get(`/api/lessons/${lessonId}`)).json();
    expect(learner.videos).toEqual([
      { quality: 'audio', size: sizeOf('audio'), url: `${base}/audio.m4a` },
      { quality: 'low', size: sizeOf('low'), url: `${base}/low.mp4` },
      { quality: 'medium', size: sizeOf('medium'), url: `${base}/medium.mp4` },
    ]);
    expect(learner.contentSize).toBe(Buffer.byteLength('Bonjour, élève ! Ça va ?'));
    expect(learner.fileSize).toBeNull();
    expect(sizeOf('audio')! < sizeOf('low')! && sizeOf('low')! < sizeOf('medium')!).toBe(true);

    // The instructor also gets the original; the course's list says the same in one answer.
    const editor = (await c.owner.agent.get(`/api/courses/${c.course.id}/lessons`)).json();
    const mine = editor.find((l: { id: string }) => l.id === lessonId);
    expect(mine.videos.map((v: { quality: string }) => v.quality)).toEqual([
      'audio',
      'low',
      'medium',
      'original',
    ]);
    expect(mine.videos[3]).toEqual({ quality: 'original', size: video.length, url: objectPath });

    // Locked: sizes without addresses.
    const locked = (await c.outsider.agent.get(`/api/lessons/${lessonId}`)).json();
    expect(locked.locked).toBe(true);
    expect(locked.contentSize).toBe(learner.contentSize);
    expect(locked.videos).toEqual(
      learner.videos.map((v: { quality: string; size: number }) => ({ ...v, url: null })),
    );
  });

  it('serves a copy to exactly those who may fetch the original', async () => {
    const compare = async () => {
      for (const who of ['visitor', 'outsider', 'student', 'owner', 'other', 'admin'] as Who[]) {
        const agent = who === 'visitor' ? c.visitor : c[who].agent;
        const original = (await agent.get(objectPath)).statusCode;
        for (const file of ['low.mp4', 'medium.mp4', 'audio.m4a']) {
          const copy = await agent.get(`/objects/renditions/${uploadId}/${file}`);
          expect({ who, file, status: copy.statusCode }).toEqual({ who, file, status: original });
        }
      }
    };
    await compare();
    // As a free preview, everyone who may see the course.
    expect(
      (await c.owner.agent.patch(`/api/lessons/${lessonId}`, { isFree: true })).statusCode,
    ).toBe(200);
    await compare();
    expect((await c.outsider.agent.get(`/objects/renditions/${uploadId}/low.mp4`)).statusCode).toBe(
      200,
    );
    await c.owner.agent.patch(`/api/lessons/${lessonId}`, { isFree: false });
  });

  it('streams byte ranges and answers 304 to its validator, like the originals', async () => {
    const url = `/objects/renditions/${uploadId}/low.mp4`;
    const part = await c.student.agent.get(url, { headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    const etag = part.headers.etag as string;
    const again = await c.student.agent.get(url, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const head = await c.student.agent.head(url);
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(
      ready.find((r) => r.quality === 'low')!.size,
    );
  });

  it('answers 404, never a 5xx, to a wrong quality, extension or id', async () => {
    const bad = [
      `${uploadId}/high.mp4`,
      `${uploadId}/low.m4a`,
      `${uploadId}/audio.mp4`,
      `${uploadId}/LOW.MP4`,
      `${uploadId}/low`,
      `${uploadId}/low.mp4.part`,
      `${uploadId}/..%2Flow.mp4`,
      `${uploadId}/low%00.mp4`,
      `not-a-uuid/low.mp4`,
      `00000000-0000-4000-8000-000000000000/low.mp4`,
      `${'a'.repeat(2000)}/low.mp4`,
    ];
    for (const tail of bad) {
      const res = await c.owner.agent.get(`/objects/renditions/${tail}`);
      expect({ tail, status: res.statusCode }).toEqual({ tail, status: 404 });
    }
  });

  it('reads the id in any case, as the originals do', async () => {
    const upper = await c.student.agent.get(
      `/objects/renditions/${uploadId.toUpperCase()}/low.mp4`,
    );
    expect(upper.statusCode).toBe(200);
  });

  it('shows the editor how far each copy is; others are refused', async () => {
    expect(ready.map((r) => [r.quality, r.status, r.progress])).toEqual([
      ['low', 'ready', 100],
      ['medium', 'ready', 100],
      ['audio', 'ready', 100],
    ]);
    const url = `/api/lessons/${lessonId}/renditions`;
    expect((await c.admin.agent.get(url)).statusCode).toBe(200);
    expect((await c.other.agent.get(url)).json().code).toBe('NOT_LESSON_AUTHOR');
    expect((await c.student.agent.get(url)).statusCode).toBe(403);
    expect((await c.visitor.get(url)).statusCode).toBe(401);
    const unknown = await c.owner.agent.get(
      '/api/lessons/00000000-0000-4000-8000-000000000000/renditions',
    );
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'LESSON_NOT_FOUND']);
    expect((await c.owner.agent.get('/api/lessons/pas-un-id/renditions')).statusCode).toBe(404);

    // An external link has no copies, and sends no job.
    const linked = await c.owner.agent.post('/api/lessons', {
      courseId: c.course.id,
      title: 'Leçon en lien',
      videoUrl: 'https://www.youtube.com/watch?v=abc',
    });
    expect(linked.json().videos).toEqual([]);
    expect((await c.owner.agent.get(`/api/lessons/${linked.json().id}/renditions`)).json()).toEqual(
      [],
    );
  });

  it('queues nothing new when the same video is set again', async () => {
    const res = await c.owner.agent.patch(`/api/lessons/${lessonId}`, { videoUrl: objectPath });
    expect(res.statusCode).toBe(200);
    expect(await waitFor(c.owner.agent, lessonId, allReady)).toEqual(ready);
  });
});
