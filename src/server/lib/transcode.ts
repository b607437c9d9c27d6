/**
 * Lighter copies of an uploaded video, made by Debian's ffmpeg (issue 30, part 4): a low one
 * that every Android phone plays on little data, a medium one, and the sound alone for lectures
 * where the picture adds little. Each is written beside its final name and renamed once whole,
 * so a half-written copy is never served.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';

export const RENDITIONS = {
  /** About 360p at about 200 kb/s in total: H.264 Baseline and AAC in MP4. */
  low: { height: 360, videoKbps: 150, audioKbps: 48, container: 'mp4' },
  /** 480p, for a better connection. */
  medium: { height: 480, videoKbps: 450, audioKbps: 64, container: 'mp4' },
  /** The sound alone (AAC in an MP4 audio file). */
  audio: { height: null, videoKbps: 0, audioKbps: 48, container: 'm4a' },
} as const;

export type RenditionName = keyof typeof RENDITIONS;

/** Whether ffmpeg and ffprobe are on this machine's PATH. */
export function ffmpegFound(): boolean {
  return ['ffmpeg', 'ffprobe'].every(
    (tool) => spawnSync(tool, ['-version'], { stdio: 'ignore' }).status === 0,
  );
}

/** ffmpeg's arguments for one rendition of `input` written to `output`. */
export function renditionArgs(name: RenditionName, input: string, output: string): string[] {
  const profile = RENDITIONS[name];
  const audio = ['-c:a', 'aac', '-b:a', `${profile.audioKbps}k`, '-ac', '1'];
  const common = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input];
  // The index first: a phone starts playing (and seeking) before the whole file has arrived.
  const mp4 = ['-movflags', '+faststart', '-f', 'mp4'];
  if (profile.height === null) return [...common, '-vn', ...audio, ...mp4, output];
  return [
    ...common,
    // Never larger than the original; width even, as H.264 needs.
    '-vf',
    `scale=-2:'min(${profile.height},ih)'`,
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryfast',
    '-b:v',
    `${profile.videoKbps}k`,
    '-maxrate',
    `${Math.round(profile.videoKbps * 1.2)}k`,
    '-bufsize',
    `${profile.videoKbps * 2}k`,
    ...audio,
    ...mp4,
    output,
  ];
}

/** The length of a media file in seconds, as ffprobe reads it; null when it cannot tell. */
export function probeDuration(input: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', input],
      (error, stdout) => {
        const seconds = Number(String(stdout).trim());
        resolve(!error && Number.isFinite(seconds) && seconds > 0 ? seconds : null);
      },
    );
  });
}

export interface RenditionOptions {
  /** Told the percent made (0 to 100) as ffmpeg reports its progress (-progress). */
  onProgress?: (percent: number) => void;
  /** Stops ffmpeg (the server is closing): the call rejects and leaves no file. */
  signal?: AbortSignal;
}

/**
 * Makes one rendition; `output` appears only once complete. Rejects with ffmpeg's message.
 * Progress is ffmpeg's position in the output (out_time) against the input's duration.
 */
export async function makeRendition(
  name: RenditionName,
  input: string,
  output: string,
  { onProgress, signal }: RenditionOptions = {},
) {
  const partial = `${output}.part`;
  const duration = onProgress ? await probeDuration(input) : null;
  const progressArgs = onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  try {
    await new Promise<void>((resolve, reject) => {
      const ffmpeg = spawn('ffmpeg', [...progressArgs, ...renditionArgs(name, input, partial)], {
        stdio: ['ignore', onProgress ? 'pipe' : 'ignore', 'pipe'],
        signal,
      });
      let errors = '';
      ffmpeg.stderr?.on(
        'data',
        (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)),
      );
      if (onProgress && ffmpeg.stdout) {
        let pending = '';
        ffmpeg.stdout.setEncoding('utf8').on('data', (chunk: string) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) {
            const percent = progressOf(line, duration);
            if (percent !== null) onProgress(percent);
          }
        });
      }
      ffmpeg.on('error', reject);
      ffmpeg.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`ffmpeg (${name}) : ${errors.trim()}`)),
      );
    });
    await rename(partial, output);
  } finally {
    await rm(partial, { force: true });
  }
}

/** The percent a line of ffmpeg's -progress output tells, or null for other lines. */
function progressOf(line: string, duration: number | null): number | null {
  if (line.trim() === 'progress=end') return 100;
  const match = line.match(/^out_time_us=(\d+)/);
  if (!match || !duration) return null;
  const seconds = Number(match[1]) / 1e6;
  return Math.max(0, Math.min(99, Math.floor((100 * seconds) / duration)));
}
