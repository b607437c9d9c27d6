/**
 * Courses saved on the phone for offline study (issue 30, part 2). The list lives in this
 * device's storage, tagged with the learner it belongs to; the files live in the service
 * worker's caches (lib/offline-caches.ts), which serve them with byte ranges. The API answers a
 * course needs are kept by the worker as they pass (OFFLINE_API), so saving a course asks for
 * them once. What a learner may not read is never asked for: only the files the server gave
 * them in their unlocked lessons.
 */
import { useMemo } from 'react';
import type { VideoQuality } from '@contract/objects';
import { createLocalList } from './local-store';
import { OFFLINE_CACHES, SAVED_COURSES_KEY } from './offline-caches';

export interface SavedFile {
  url: string;
  size: number;
  kind: 'document' | 'video';
}

export interface SavedCourse {
  courseId: string;
  userId: string;
  title: string;
  quality: VideoQuality;
  /** The API reads of the course, asked again on each save (they are small). */
  reads: string[];
  files: SavedFile[];
  textBytes: number;
  totalBytes: number;
  /** Bytes already on the phone. */
  doneBytes: number;
  status: 'downloading' | 'paused' | 'saved' | 'failed';
  /** Why it stopped, in French, when it failed. */
  error?: string;
  savedAt: string | null;
}

const store = createLocalList<SavedCourse>(SAVED_COURSES_KEY);
export const savedCourses = store.get;

export function updateSavedCourse(courseId: string, change: Partial<SavedCourse>) {
  store.update((all) => all.map((c) => (c.courseId === courseId ? { ...c, ...change } : c)));
}

export function putSavedCourse(course: SavedCourse) {
  store.update((all) => [...all.filter((c) => c.courseId !== course.courseId), course]);
}

/** The saved courses of `userId`, kept up to date. */
export function useSavedCourses(userId: string | undefined): SavedCourse[] {
  const all = store.use();
  return useMemo(() => all.filter((c) => c.userId === userId), [all, userId]);
}

/** Saving needs the service worker, which serves the saved files when there is no network. */
export function canSaveOffline(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;
}

/** Removes one course's files and reads from the phone. */
export async function removeSavedCourse(courseId: string) {
  const course = savedCourses().find((c) => c.courseId === courseId);
  store.update((all) => all.filter((c) => c.courseId !== courseId));
  if (!course || !('caches' in window)) return;
  const [saved, api, parts] = await Promise.all([
    caches.open(OFFLINE_CACHES.saved),
    caches.open(OFFLINE_CACHES.api),
    caches.open(OFFLINE_CACHES.parts),
  ]);
  await Promise.all([
    ...course.files.map((file) => saved.delete(file.url)),
    ...course.reads.map((url) => api.delete(url)),
    ...course.files.map(async (file) => {
      for (const key of await parts.keys()) {
        if (key.url.includes(partPrefix(file.url))) await parts.delete(key);
      }
    }),
  ]);
}

/** The key prefix of a file's downloaded pieces in the parts cache. */
export const partPrefix = (url: string) => `/offline-parts/${encodeURIComponent(url)}/`;
