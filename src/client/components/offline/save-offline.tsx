import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CircleCheck, Download, Pause, Play } from 'lucide-react';
import type { Lesson } from '@contract/courses';
import type { VideoQuality } from '@contract/objects';
import { useAuth } from '@client/api/auth';
import { courseLessonsQuery, courseQuizzesQuery } from '@client/api/courses';
import { DialogHeading } from '@client/components/dialog-heading';
import { ProgressBar } from '@client/components/course/progress-bar';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@client/components/ui/dialog';
import { href } from '@client/href';
import {
  QUALITY_LABELS,
  choosePreferredQuality,
  courseBytes,
  preferredQuality,
  totalOf,
  videoIn,
} from '@client/lib/lesson-size';
import {
  canSaveOffline,
  putSavedCourse,
  useSavedCourses,
  type SavedFile,
} from '@client/lib/offline-courses';
import { downloadCourse, isDownloading, pauseDownload } from '@client/lib/offline-download';
import { formatBytes } from '@client/lib/format';
import { cn } from '@client/lib/utils';

const noSubscription = () => () => undefined;

/** True once the app runs in the browser under its service worker (never in server rendering). */
function useCanSaveOffline() {
  return useSyncExternalStore(noSubscription, canSaveOffline, () => false);
}

/** The files a saved course downloads: documents and the chosen video of its lessons. */
function filesOf(lessons: readonly Lesson[], quality: VideoQuality): SavedFile[] {
  const files: SavedFile[] = [];
  for (const lesson of lessons) {
    if (lesson.fileUrl?.startsWith('/objects/') && lesson.fileSize != null) {
      files.push({ url: lesson.fileUrl, size: lesson.fileSize, kind: 'document' });
    }
    const video = videoIn(lesson, quality);
    if (video?.url) files.push({ url: video.url, size: video.size, kind: 'video' });
  }
  return files;
}

/**
 * "Télécharger pour hors ligne", for an enrolled learner on the course page and the learning
 * screen: the size first (texts, documents, videos in the chosen quality), then the download
 * with its progress, pause and resume.
 */
export function SaveOffline({
  courseId,
  courseTitle,
  className,
}: {
  courseId: string;
  courseTitle: string;
  className?: string;
}) {
  const available = useCanSaveOffline();
  const { user } = useAuth();
  const saved = useSavedCourses(user?.id).find((c) => c.courseId === courseId);
  const [open, setOpen] = useState(false);

  if (!available || !user) return null;
  if (!saved) {
    return (
      <>
        <Button variant="outline" className={className} onClick={() => setOpen(true)}>
          <Download aria-hidden="true" />
          Télécharger pour hors ligne
        </Button>
        {open ? (
          <SaveDialog
            courseId={courseId}
            courseTitle={courseTitle}
            userId={user.id}
            onClose={() => setOpen(false)}
          />
        ) : null}
      </>
    );
  }

  const percent = saved.totalBytes ? (100 * saved.doneBytes) / saved.totalBytes : 100;
  const running = saved.status === 'downloading' && isDownloading(courseId);
  if (saved.status === 'saved') {
    return (
      <p className={cn('flex flex-wrap items-center gap-2 text-sm', className)}>
        <CircleCheck className="size-4 text-success" aria-hidden="true" />
        <span>Disponible hors ligne ({formatBytes(saved.totalBytes)})</span>
        <Link href={href.offline} className="text-primary underline-offset-4 hover:underline">
          Gérer
        </Link>
      </p>
    );
  }
  return (
    <div className={cn('grid gap-2 text-sm', className)}>
      <ProgressBar value={percent} label="Téléchargement pour hors ligne" />
      <p role="status" className="text-muted-foreground">
        {running ? 'Téléchargement : ' : saved.status === 'failed' ? '' : 'En pause : '}
        {saved.status === 'failed'
          ? saved.error
          : `${formatBytes(saved.doneBytes)} sur ${formatBytes(saved.totalBytes)}`}
      </p>
      {running ? (
        <Button variant="outline" size="sm" onClick={() => pauseDownload(courseId)}>
          <Pause aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={() => void downloadCourse(courseId)}>
          <Play aria-hidden="true" />
          Reprendre
        </Button>
      )}
    </div>
  );
}

function SaveDialog({
  courseId,
  courseTitle,
  userId,
  onClose,
}: {
  courseId: string;
  courseTitle: string;
  userId: string;
  onClose: () => void;
}) {
  const lessonsQuery = useQuery(courseLessonsQuery(courseId));
  const quizzesQuery = useQuery(courseQuizzesQuery(courseId));
  // Only what this learner may read is ever downloaded.
  const lessons = useMemo(
    () => (lessonsQuery.data ?? []).filter((l) => !l.locked),
    [lessonsQuery.data],
  );
  const qualities = useMemo(() => {
    const present = new Set(lessons.flatMap((l) => l.videos.map((v) => v.quality)));
    return (['low', 'medium', 'audio', 'original'] as const).filter((q) => present.has(q));
  }, [lessons]);
  const [quality, setQuality] = useState<VideoQuality>(preferredQuality);
  const chosen = videoQualityAmong(quality, qualities);
  const bytes = courseBytes(lessons, chosen);
  const total = totalOf(bytes);
  const free = useFreeSpace();

  function start() {
    choosePreferredQuality(chosen);
    const reads = [
      '/api/auth/me',
      '/api/enrollments',
      `/api/enrollments/${courseId}`,
      `/api/courses/${courseId}`,
      `/api/courses/${courseId}/lessons`,
      `/api/courses/${courseId}/quizzes`,
      ...(quizzesQuery.data ?? []).map((quiz) => `/api/quizzes/${quiz.id}`),
    ];
    putSavedCourse({
      courseId,
      userId,
      title: courseTitle,
      quality: chosen,
      reads,
      files: filesOf(lessons, chosen),
      textBytes: bytes.texts,
      totalBytes: total,
      doneBytes: 0,
      status: 'downloading',
      savedAt: null,
    });
    void downloadCourse(courseId);
    onClose();
  }

  const ready = lessonsQuery.isSuccess && quizzesQuery.isSuccess;
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeading
          title="Télécharger pour hors ligne"
          description="Le cours sera gardé sur ce téléphone : vous pourrez l’étudier sans réseau."
        />
        {qualities.some((q) => q !== 'original') ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Qualité vidéo</legend>
            {qualities.map((q) => (
              <label
                key={q}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="radio"
                  name="offline-quality"
                  value={q}
                  checked={chosen === q}
                  onChange={() => setQuality(q)}
                  className="size-4 accent-[var(--color-primary)]"
                />
                <span className="flex-1">{QUALITY_LABELS[q]}</span>
                <span className="text-muted-foreground">
                  {formatBytes(courseBytes(lessons, q).videos)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          <dt>Textes</dt>
          <dd>{formatBytes(bytes.texts)}</dd>
          <dt>Documents</dt>
          <dd>{formatBytes(bytes.documents)}</dd>
          <dt>Vidéos</dt>
          <dd>{formatBytes(bytes.videos)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd className="font-semibold">{formatBytes(total)}</dd>
        </dl>
        {free !== null ? (
          <p className="text-sm text-muted-foreground">
            Espace libre sur le téléphone : {formatBytes(free)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={start} disabled={!ready || (free !== null && free < total)}>
            <Download aria-hidden="true" />
            Télécharger ({formatBytes(total)})
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The learner's quality when the course has it, else the nearest it has. */
function videoQualityAmong(quality: VideoQuality, present: readonly VideoQuality[]) {
  if (!present.length || present.includes(quality)) return quality;
  const lesson = { videos: present.map((q) => ({ quality: q, size: 0, url: null })) };
  return videoIn(lesson, quality)?.quality ?? quality;
}

/** The room left for this site on the phone, as the browser estimates it. */
function useFreeSpace(): number | null {
  const [free, setFree] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((e) => setFree(e.quota ? e.quota - (e.usage ?? 0) : null));
  }, []);
  return free;
}
