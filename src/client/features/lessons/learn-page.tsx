import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams, useSearchParams } from 'wouter';
import { CircleCheck, ChevronLeft, ChevronRight, Clock, Lock } from 'lucide-react';
import { courseLessonsQuery, courseQuery } from '@client/api/courses';
import { useAuth } from '@client/api/auth';
import { courseEnrollmentQuery } from '@client/api/enrollments';
import { useCompleteLesson } from '@client/api/outbox';
import { Loading } from '@client/components/layout/loading';
import { LessonFile, LessonVideo } from '@client/components/lesson/lesson-media';
import { LessonText } from '@client/components/lesson/lesson-text';
import { PageLoadFailed } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage, isNotFound } from '@client/lib/api';
import { useOnline } from '@client/lib/connection';
import { useSavedCourses } from '@client/lib/offline-courses';
import { useOutbox } from '@client/lib/outbox';
import { usePageTitle } from '@client/lib/use-page-title';
import { SaveOffline } from '@client/components/offline/save-offline';
import { CourseCompleted } from './course-completed';
import { LessonSidebar } from './lesson-sidebar';

const LOAD_FAILED = 'Impossible de charger le cours';

export default function LearnPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [params, setParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [videoError, setVideoError] = useState(false);

  const { user } = useAuth();
  const detailQuery = useQuery(courseQuery(id));
  const course = detailQuery.data;
  // The course's instructor or an admin, not enrolled, previews it: there is no enrolment to ask
  // for (the answer would be a 404). A student asks at once, beside the course; others wait for
  // it to know. A student is asked even when the course says "not enrolled": that may be out of
  // date (a payment confirmed since).
  const previewing = !!course && course.canEdit && !course.isEnrolled;
  const enrollmentQuery = useQuery({
    ...courseEnrollmentQuery(id),
    enabled: user?.role === 'student' || (!!course && !previewing),
  });
  const enrollment = previewing ? null : enrollmentQuery.data;
  const allowed = !!course && enrollment !== undefined && (enrollment !== null || course.canEdit);
  const lessonsQuery = useQuery({ ...courseLessonsQuery(id), enabled: allowed });
  const lessons = useMemo(() => lessonsQuery.data ?? [], [lessonsQuery.data]);
  // Completed here but not yet on the server (offline): shown as completed, waiting to sync.
  const waiting = useOutbox(user?.id);
  const pending = useMemo(
    () =>
      new Set(
        waiting.flatMap((item) =>
          item.kind === 'complete-lesson' && item.enrollmentId === enrollment?.id
            ? [item.lessonId]
            : [],
        ),
      ),
    [waiting, enrollment?.id],
  );
  const completed = useMemo(
    () => new Set([...(enrollment?.completedLessons ?? []), ...pending]),
    [enrollment?.completedLessons, pending],
  );
  const online = useOnline();
  const saved = useSavedCourses(user?.id).find((c) => c.courseId === id);

  const requestedId = params.get('lesson');
  const requested = lessons.findIndex((l) => l.id === requestedId);
  // Continuing a course opens the first lesson not yet completed, chosen once when the page
  // opens: completing it does not move the learner on by itself.
  const firstToDo = Math.max(
    0,
    lessons.findIndex((l) => !completed.has(l.id)),
  );
  const [startId, setStartId] = useState<string>();
  useEffect(() => {
    if (!startId && lessons.length) setStartId(lessons[firstToDo]!.id);
  }, [startId, lessons, firstToDo]);
  const started = lessons.findIndex((l) => l.id === startId);
  const lessonIndex = requested >= 0 ? requested : started >= 0 ? started : firstToDo;
  const lesson = lessons[lessonIndex];
  usePageTitle(lesson?.title ?? course?.title ?? 'Apprentissage');

  const complete = useCompleteLesson();

  function selectLesson(lessonId: string) {
    setVideoError(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lesson', lessonId);
        return next;
      },
      { replace: true },
    );
    window.scrollTo(0, 0);
    // Screen readers and keyboards start again at the new lesson's title.
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }

  async function markComplete() {
    if (!enrollment || !lesson || !user) return;
    // Shown as completed at once (it waits in the outbox); the toast comes when the server has it.
    try {
      await complete({
        userId: user.id,
        enrollmentId: enrollment.id,
        courseId: id,
        lessonId: lesson.id,
        lessonTitle: lesson.title,
      });
      toast({ title: 'Leçon complétée', description: 'Votre progression a été mise à jour' });
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, 'Impossible de marquer la leçon comme complétée'),
      });
    }
  }

  if (detailQuery.isPending) return <Loading />;
  if (isNotFound(detailQuery.error)) return <Redirect to={href.course(id)} replace />;
  if (course && !previewing && enrollmentQuery.isPending) return <Loading />;
  if (!course || enrollment === undefined) {
    return (
      <PageLoadFailed
        title={LOAD_FAILED}
        onRetry={() => {
          if (detailQuery.isError) void detailQuery.refetch();
          if (enrollmentQuery.isError) void enrollmentQuery.refetch();
        }}
      />
    );
  }
  // Only enrolled learners, the course's instructor and admins reach the lessons.
  if (!allowed) return <Redirect to={href.course(id)} replace />;
  if (lessonsQuery.isPending) return <Loading />;
  if (lessonsQuery.isError) {
    return <PageLoadFailed title={LOAD_FAILED} onRetry={() => void lessonsQuery.refetch()} />;
  }

  const isDone = !!lesson && completed.has(lesson.id);
  const progress =
    pending.size && lessons.length
      ? Math.round((100 * lessons.filter((l) => completed.has(l.id)).length) / lessons.length)
      : (enrollment?.progress ?? 0);
  const isFirst = lessonIndex === 0;
  const isLast = lessonIndex >= lessons.length - 1;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col lg:flex-row">
      <LessonSidebar
        courseId={id}
        courseTitle={course.title}
        progress={progress}
        lessons={lessons}
        completed={completed}
        selectedId={lesson?.id}
        onSelect={selectLesson}
      />
      <section
        aria-labelledby={lesson ? 'lesson-title' : undefined}
        aria-label={lesson ? undefined : 'Leçon'}
        className="grid min-w-0 flex-1 content-start gap-5 px-4 py-5 sm:px-6 lg:px-8 lg:py-8"
      >
        {enrollment?.progress === 100 ? <CourseCompleted courseId={id} /> : null}
        {enrollment ? <SaveOffline courseId={id} courseTitle={course.title} /> : null}
        {!lesson ? (
          <p className="py-10 text-center text-muted-foreground">Aucune leçon disponible</p>
        ) : (
          <>
            <header className="grid gap-2">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="font-semibold text-primary">Leçon {lessonIndex + 1}</span>
                {lesson.duration != null ? (
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-4" aria-hidden="true" />
                    {lesson.duration} min
                  </span>
                ) : null}
              </p>
              <h2
                id="lesson-title"
                ref={headingRef}
                tabIndex={-1}
                className="text-xl font-bold tracking-tight outline-none sm:text-3xl"
              >
                {lesson.title}
              </h2>
              {lesson.description ? (
                <p className="whitespace-pre-line text-muted-foreground">{lesson.description}</p>
              ) : null}
            </header>

            {lesson.locked ? (
              <Card className="flex items-center gap-3 p-4 text-muted-foreground">
                <Lock className="size-5 shrink-0" aria-hidden="true" />
                Cette leçon est réservée aux inscrits.
              </Card>
            ) : (
              <>
                {lesson.videoUrl ? (
                  <LessonVideo
                    key={lesson.id}
                    url={lesson.videoUrl}
                    videos={lesson.videos}
                    quality={saved?.status === 'saved' ? saved.quality : undefined}
                    title={lesson.title}
                    failed={videoError}
                    onError={() => setVideoError(true)}
                  />
                ) : null}
                {lesson.content ? <LessonText content={lesson.content} /> : null}
                {lesson.fileUrl ? <LessonFile url={lesson.fileUrl} title={lesson.title} /> : null}
              </>
            )}

            <nav
              aria-label="Navigation entre les leçons"
              className="mt-2 grid grid-cols-2 gap-2 border-t pt-4 sm:flex sm:items-center sm:justify-between"
            >
              <Button
                variant="outline"
                disabled={isFirst}
                onClick={() => {
                  const previous = lessons[lessonIndex - 1];
                  if (previous) selectLesson(previous.id);
                }}
                className="order-2 sm:order-1"
              >
                <ChevronLeft aria-hidden="true" />
                Précédent
              </Button>
              <div className="order-1 col-span-2 flex justify-center sm:order-2">
                {isDone ? (
                  <div className="grid w-full justify-items-center gap-1.5 sm:w-auto">
                    <Badge variant="success" className="px-3 py-1.5 text-sm">
                      <CircleCheck className="size-4" aria-hidden="true" />
                      Leçon complétée
                    </Badge>
                    {pending.has(lesson.id) ? (
                      <p role="status" className="text-center text-sm text-muted-foreground">
                        {online
                          ? 'En attente de synchronisation'
                          : 'Connexion perdue : la leçon sera marquée comme terminée dès son retour.'}
                      </p>
                    ) : null}
                  </div>
                ) : enrollment ? (
                  <Button onClick={() => void markComplete()} className="w-full sm:w-auto">
                    <CircleCheck aria-hidden="true" />
                    Marquer comme terminé
                  </Button>
                ) : null}
              </div>
              <Button
                variant="outline"
                disabled={isLast}
                onClick={() => {
                  const following = lessons[lessonIndex + 1];
                  if (following) selectLesson(following.id);
                }}
                className="order-3"
              >
                Suivant
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}
