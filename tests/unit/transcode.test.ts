import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRendition, RENDITIONS, type RenditionName } from '../../src/server/lib/transcode.ts';

/** What ffprobe reads of a media file: its streams and its overall bitrate. */
interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
  }[];
  format: { duration: string; bit_rate: string; format_name: string };
}
const probe = (file: string) =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      {
        encoding: 'utf8',
      },
    ),
  ) as Probe;

let dir = '';
let original = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-renditions-'));
  original = path.join(dir, 'cours.mp4');
  // Ten seconds of a moving picture in 720p with a tone, made here: no video is downloaded.
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1280x720:rate=25:duration=10',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    original,
  ]);
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
});
