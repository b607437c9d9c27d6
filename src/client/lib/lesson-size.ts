/**
 * What a lesson costs to download, in the quality a learner would get: sizes come from the
 * server (the lesson's text, document and each video quality), even for lessons still locked,
 * so that nobody starts a download without knowing its price.
 */
import { useSyncExternalStore } from 'react';
import type { Lesson } from '@contract/courses';
import type { VideoQuality } from '@contract/objects';

export const QUALITY_LABELS: Record<VideoQuality, string> = {
  audio: 'Son seul',
  low: 'Basse (360p)',
  medium: 'Moyenne (480p)',
  original: 'Originale',
};

const QUALITY_KEY = 'kelasi:video-quality';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The learner's chosen quality, else low on a slow connection or with data saver on (as the
 * browser reports them), medium otherwise.
 */
export function preferredQuality(): VideoQuality {
  try {
    const chosen = localStorage.getItem(QUALITY_KEY);
    if (chosen && chosen in QUALITY_LABELS) return chosen as VideoQuality;
  } catch {
    // No storage: the connection decides.
  }
  const connection = (navigator as { connection?: NetworkInformation }).connection;
  const slow = ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
  return connection?.saveData || slow ? 'low' : 'medium';
}

const unchanging = () => () => undefined;

/** The quality to show sizes in; medium in server rendering (the browser then says better). */
export function usePreferredQuality(): VideoQuality {
  return useSyncExternalStore(unchanging, preferredQuality, () => 'medium');
}

export function choosePreferredQuality(quality: VideoQuality) {
  try {
    localStorage.setItem(QUALITY_KEY, quality);
  } catch {
    // Remembered for this page only.
  }
}

/** Fallback order when a quality is not there (not made yet): the nearest lighter, then heavier. */
const NEAREST: Record<VideoQuality, VideoQuality[]> = {
  audio: ['audio', 'low', 'medium', 'original'],
  low: ['low', 'medium', 'original'],
  medium: ['medium', 'low', 'original'],
  original: ['original', 'medium', 'low'],
};

/** The lesson's video in `quality`, or the nearest one it has; undefined without an uploaded video. */
export function videoIn(lesson: Pick<Lesson, 'videos'>, quality: VideoQuality) {
  for (const candidate of NEAREST[quality]) {
    const video = lesson.videos.find((v) => v.quality === candidate);
    if (video) return video;
  }
  return undefined;
}

export interface LessonBytes {
  texts: number;
  documents: number;
  videos: number;
}

/** The bytes of a lesson's text, document and video in `quality`. */
export function lessonBytes(lesson: Lesson, quality: VideoQuality): LessonBytes {
  return {
    texts: lesson.contentSize,
    documents: lesson.fileSize ?? 0,
    videos: videoIn(lesson, quality)?.size ?? 0,
  };
}

export function courseBytes(lessons: readonly Lesson[], quality: VideoQuality): LessonBytes {
  const total: LessonBytes = { texts: 0, documents: 0, videos: 0 };
  for (const lesson of lessons) {
    const bytes = lessonBytes(lesson, quality);
    total.texts += bytes.texts;
    total.documents += bytes.documents;
    total.videos += bytes.videos;
  }
  return total;
}

export const totalOf = (bytes: LessonBytes) => bytes.texts + bytes.documents + bytes.videos;
