/**
 * What a 10-minute lesson costs a learner in each quality: a 10-minute 720p video made here by
 * ffmpeg (a moving picture and a tone, nothing downloaded), then its renditions
 * (src/server/lib/transcode.ts). Prints their sizes and the time each took; exits non-zero when
 * a rendition is heavier than its bitrate allows.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ffmpegFound,
  makeRendition,
  RENDITIONS,
  type RenditionName,
} from '../src/server/lib/transcode.ts';

const SECONDS = 600;
/** A rendition may go this much over its nominal bitrate (container, rate control). */
const TOLERANCE = 1.15;

if (!ffmpegFound()) {
  console.error('ffmpeg introuvable : sudo apt-get install -y ffmpeg');
  process.exit(1);
}
const dir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-bench-renditions-'));
const mb = (bytes: number) => Math.round(bytes / 100_000) / 10;
try {
  const original = path.join(dir, 'lecon.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=1280x720:rate=25:duration=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '23', '-c:a', 'aac', '-shortest'],
    original,
  ]);
  const rows = [
    {
      qualité: 'originale (720p)',
      Mo: mb((await stat(original)).size),
      'plafond (Mo)': '—',
      secondes: '—',
      ok: '—',
    },
  ];
  let missed = 0;
  for (const name of Object.keys(RENDITIONS) as RenditionName[]) {
    const { videoKbps, audioKbps, container } = RENDITIONS[name];
    const output = path.join(dir, `${name}.${container}`);
    const started = performance.now();
    await makeRendition(name, original, output);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    const bytes = (await stat(output)).size;
    const ceiling = (((videoKbps + audioKbps) * 1000) / 8) * SECONDS * TOLERANCE;
    if (bytes > ceiling) missed++;
    rows.push({
      qualité: name,
      Mo: mb(bytes),
      'plafond (Mo)': String(mb(ceiling)),
      secondes: String(seconds),
      ok: bytes <= ceiling ? 'oui' : 'NON',
    });
  }
  console.log(`Une leçon vidéo de ${SECONDS / 60} minutes, par qualité :`);
  console.table(rows);
  if (missed) {
    console.error(`Copies allégées : ${missed} plus lourde(s) que leur débit ne le permet`);
    process.exitCode = 1;
  } else console.log('Copies allégées : toutes dans leur débit');
} finally {
  await rm(dir, { recursive: true, force: true });
}
