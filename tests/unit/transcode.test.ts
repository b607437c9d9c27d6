import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRendition, RENDITIONS, type RenditionName } from '../../src/server/lib/transcode.ts';
import { makeTestVideo, probe } from '../helpers/videos.ts';

let dir = '';
let original = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-renditions-'));
  original = path.join(dir, 'cours.mp4');
  makeTestVideo(original);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('video renditions', () => {
  const cases: [RenditionName, number][] = [
    ['low', 360],
    ['medium', 480],
  ];
  it.each(cases)(
    'makes the %s one in H.264 Baseline and AAC, %ip, near its bitrate',
    async (name, height) => {
      const output = path.join(dir, `${name}.mp4`);
      await makeRendition(name, original, output);
      const { streams, format } = probe(output);
      const video = streams.find((s) => s.codec_type === 'video')!;
      const audio = streams.find((s) => s.codec_type === 'audio')!;
      expect(video).toMatchObject({ codec_name: 'h264', profile: 'Constrained Baseline', height });
      expect(video.width).toBe(Math.round((height * 16) / 9 / 2) * 2);
      expect(audio.codec_name).toBe('aac');
      expect(Number(format.duration)).toBeCloseTo(10, 0);
      const target = RENDITIONS[name].videoKbps + RENDITIONS[name].audioKbps;
      const kbps = Number(format.bit_rate) / 1000;
      expect(kbps).toBeLessThanOrEqual(target * 1.25);
      expect(kbps).toBeGreaterThanOrEqual(target * 0.5);
    },
  );

  it('makes the sound alone, with no picture', async () => {
    const output = path.join(dir, 'audio.m4a');
    await makeRendition('audio', original, output);
    const { streams, format } = probe(output);
    expect(streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(['audio:aac']);
    expect(Number(format.bit_rate) / 1000).toBeLessThanOrEqual(RENDITIONS.audio.audioKbps * 1.25);
  });

  it('never leaves a half-written rendition: a failed one leaves no file at all', async () => {
    const broken = path.join(dir, 'pas-une-video.mp4');
    execFileSync('sh', ['-c', `printf 'pas une vidéo' > '${broken}'`]);
    const output = path.join(dir, 'broken-low.mp4');
    await expect(makeRendition('low', broken, output)).rejects.toThrow(/ffmpeg \(low\)/);
    expect((await readdir(dir)).filter((file) => file.startsWith('broken-low'))).toEqual([]);
  });

  it("tells its progress from ffmpeg's, rising to 100", async () => {
    const seen: number[] = [];
    await makeRendition('audio', original, path.join(dir, 'progress.m4a'), {
      onProgress: (percent) => seen.push(percent),
    });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(100);
    expect(seen.every((p, i) => p >= 0 && p <= 100 && (i === 0 || p >= seen[i - 1]!))).toBe(true);
  });

  it('stops when told to (the server closes), leaving no file', async () => {
    const stop = new AbortController();
    const output = path.join(dir, 'stopped-medium.mp4');
    const making = makeRendition('medium', original, output, {
      signal: stop.signal,
      onProgress: () => stop.abort(),
    });
    await expect(making).rejects.toThrow();
    expect((await readdir(dir)).filter((file) => file.startsWith('stopped-medium'))).toEqual([]);
  });
});
