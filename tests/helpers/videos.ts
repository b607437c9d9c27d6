/** Test videos made here by ffmpeg (nothing downloaded), and what ffprobe reads of a file. */
import { execFileSync } from 'node:child_process';

/** What ffprobe reads of a media file: its streams and its overall bitrate. */
export interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
  }[];
  format: { duration: string; bit_rate: string; format_name: string };
}

export const probe = (file: string) =>
  JSON.parse(
    execFileSync(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
      { encoding: 'utf8' },
    ),
  ) as Probe;

/** `seconds` of a moving picture in 720p with a tone, as H.264 and AAC in MP4, written to `file`. */
export function makeTestVideo(file: string, seconds = 10) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
    ...['-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest'],
    file,
  ]);
}
