/**
 * Downloads a saved course's files onto the phone in pieces of PIECE bytes (HTTP ranges), each
 * kept as it arrives: a pause, a closed tab or a lost connection loses at most the piece under
 * way, and the download continues from there. A file is joined into the saved cache only once
 * whole, so a half-downloaded video is never played as if complete.
 */
import { formatBytes } from './format';
import { OFFLINE_CACHES } from './offline-caches';
import { isConnectionError } from './connection';
import {
  partPrefix,
  savedCourses,
  updateSavedCourse,
  type SavedCourse,
  type SavedFile,
} from './offline-courses';

/** Half a megabyte: on a slow 2G link, about twenty seconds of download at risk. */
export const PIECE = 512 * 1024;

/** How often the progress is written while bytes flow. */
const PROGRESS_EVERY_MS = 250;

const running = new Map<string, AbortController>();

export const isDownloading = (courseId: string) => running.has(courseId);

export class OfflineSaveError extends Error {
  override readonly name = 'OfflineSaveError';
}

/** Refuses before downloading anything when the phone lacks the room the rest needs. */
async function ensureRoom(needed: number) {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return;
  const free = estimate.quota - (estimate.usage ?? 0);
  if (free < needed) {
    throw new OfflineSaveError(
      `Pas assez d'espace sur le téléphone : il faut ${formatBytes(needed)}, il reste ${formatBytes(free)}.`,
    );
  }
}

/** Starts (or resumes) downloading a course already put in the saved list. */
export async function downloadCourse(courseId: string): Promise<void> {
  const course = savedCourses().find((c) => c.courseId === courseId);
  if (!course || running.has(courseId)) return;
  const controller = new AbortController();
  running.set(courseId, controller);
  updateSavedCourse(courseId, { status: 'downloading', error: undefined });
  const progress = progressWriter(course);
  try {
    await ensureRoom(course.totalBytes - course.doneBytes);
    // Asked once: without it, the browser may clear the saved courses when space runs low.
    await navigator.storage?.persist?.().catch(() => false);
    for (const url of course.reads) {
      const response = await fetch(url, { signal: controller.signal });
      if (!response.ok) throw new OfflineSaveError('Le cours n’a pas pu être enregistré.');
    }
    progress.add(course.textBytes);
    for (const file of course.files) await downloadFile(file, controller.signal, progress.add);
    progress.flush();
    updateSavedCourse(courseId, {
      status: 'saved',
      doneBytes: course.totalBytes,
      savedAt: new Date().toISOString(),
    });
  } catch (err) {
    progress.flush();
    if (controller.signal.aborted) updateSavedCourse(courseId, { status: 'paused' });
    else updateSavedCourse(courseId, { status: 'failed', error: failureMessage(err) });
  } finally {
    running.delete(courseId);
  }
}

export function pauseDownload(courseId: string) {
  running.get(courseId)?.abort();
}

function failureMessage(err: unknown): string {
  if (err instanceof OfflineSaveError) return err.message;
  if (err instanceof DOMException && err.name === 'QuotaExceededError') {
    return 'Pas assez d’espace sur le téléphone pour ce cours.';
  }
  if (isConnectionError(err)) return 'Téléchargement interrompu : la connexion est perdue.';
  return 'Le téléchargement a échoué.';
}

/** Counts the bytes on the phone, and writes the count now and then (and at the end). */
function progressWriter(course: SavedCourse) {
  let done = 0;
  let writtenAt = 0;
  const flush = () => {
    writtenAt = Date.now();
    updateSavedCourse(course.courseId, { doneBytes: Math.min(done, course.totalBytes) });
  };
  return {
    add: (bytes: number) => {
      done += bytes;
      if (Date.now() - writtenAt >= PROGRESS_EVERY_MS) flush();
    },
    flush,
  };
}

async function downloadFile(file: SavedFile, signal: AbortSignal, onBytes: (n: number) => void) {
  const saved = await caches.open(OFFLINE_CACHES.saved);
  if (await saved.match(file.url)) return onBytes(file.size);
  const parts = await caches.open(OFFLINE_CACHES.parts);
  const keys: string[] = [];
  // Kept with the file: its type, and its name for "Ouvrir" and "Télécharger".
  let type = '';
  let disposition = '';
  for (let start = 0; start < file.size; start += PIECE) {
    const key = `${partPrefix(file.url)}${start}`;
    keys.push(key);
    const kept = await parts.match(key);
    if (kept) {
      type ||= kept.headers.get('Content-Type') ?? '';
      disposition ||= kept.headers.get('Content-Disposition') ?? '';
      onBytes(Number(kept.headers.get('Content-Length')) || 0);
      continue;
    }
    const end = Math.min(file.size, start + PIECE) - 1;
    const response = await fetch(file.url, {
      headers: { Range: `bytes=${start}-${end}` },
      signal,
      cache: 'no-store',
    });
    if (response.status !== 206 && response.status !== 200) {
      throw new OfflineSaveError('Un fichier du cours n’est plus disponible.');
    }
    type ||= response.headers.get('Content-Type') ?? '';
    disposition ||= response.headers.get('Content-Disposition') ?? '';
    const piece = await readCounting(response, onBytes);
    if (response.status === 200) {
      // The whole file in one answer (no ranges there): kept as it is.
      await saved.put(file.url, fileResponse(piece, type, disposition));
      return;
    }
    if (piece.size !== end - start + 1) throw new TypeError('Réponse incomplète');
    await parts.put(
      key,
      new Response(piece, {
        headers: {
          'Content-Type': type,
          'Content-Length': String(piece.size),
          'Content-Disposition': disposition,
        },
      }),
    );
  }
  // Joined from the phone's own copies (kept on disk), then the pieces go.
  const pieces = await Promise.all(
    keys.map(async (key) => (await parts.match(key))?.blob() ?? Promise.reject(new TypeError())),
  );
  await saved.put(file.url, fileResponse(new Blob(pieces, { type }), type, disposition));
  await Promise.all(keys.map((key) => parts.delete(key)));
}

function fileResponse(body: Blob, type: string, disposition: string) {
  const headers = new Headers({
    'Content-Type': type || 'application/octet-stream',
    'Content-Length': String(body.size),
    'Accept-Ranges': 'bytes',
  });
  if (disposition) headers.set('Content-Disposition', disposition);
  return new Response(body, { headers });
}

/** Reads a body while counting its bytes, for a progress bar that moves within a piece. */
async function readCounting(response: Response, onBytes: (n: number) => void): Promise<Blob> {
  if (!response.body) return response.blob();
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks as BlobPart[]);
}
