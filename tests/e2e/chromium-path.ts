import { accessSync, constants } from 'node:fs';

/** Where a system Chromium may be, in order: CHROMIUM_PATH, then the usual Debian and Ubuntu paths. */
export const chromiumCandidates = (env: NodeJS.ProcessEnv = process.env): string[] =>
  [
    env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/lib/chromium/chromium',
    '/snap/bin/chromium',
  ].filter((path): path is string => !!path);

/** The first candidate that can be run, or null. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  for (const path of chromiumCandidates(env)) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // Not there: try the next one.
    }
  }
  return null;
}
