import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { courseMessages, type CourseDetail, type Lesson } from '@contract/courses';
import { lessonFormMessages } from '@contract/lessons';
import { Loading } from '@client/components/layout/loading';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { usePageTitle } from '@client/lib/use-page-title';
import { LessonEditorForm, type LessonPayload } from './lesson-editor-form';

const lessonKey = (id: string) => ['/api/lessons', id] as const;

function isLesson(value: unknown): value is Lesson {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { courseId?: unknown }).courseId === 'string'
  );
}

function BackLink({ courseId }: { courseId: string }) {
  return (
    <Link
      href={`/instructor/course/${courseId}/edit`}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour au cours
    </Link>
  );
}

function Shell({
  courseId,
  title,
  subtitle,
  children,
}: {
  courseId: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <BackLink courseId={courseId} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="break-words text-muted-foreground">{subtitle}</p> : null}
      </div>
      {children}
    </PageContainer>
  );
}

function Refusal({ courseId, title, text }: { courseId: string; title: string; text?: string }) {
  usePageTitle(title);
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <BackLink courseId={courseId} />
      <Card className="grid justify-items-center gap-3 p-8 text-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        {text ? <p className="text-muted-foreground">{text}</p> : null}
        <Button asChild variant="outline">
          <Link href="/instructor/dashboard">Retour au tableau de bord</Link>
        </Button>
      </Card>
    </PageContainer>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer className="grid justify-items-center gap-4 text-center">
      <h1 className="text-xl font-semibold">Impossible de charger la leçon</h1>
      <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
      <Button onClick={onRetry}>Réessayer</Button>
    </PageContainer>
  );
}

const notFound = (err: unknown) => isApiError(err, 404) || isApiError(err, 400);

/**
 * Create or edit a lesson (spec 01 §2 "Lesson editor"). Serves
 * /instructor/course/:courseId/lesson/new and /instructor/course/:courseId/lesson/:lessonId/edit.
 */
export default function LessonEditorPage() {
  const { courseId = '', lessonId } = useParams<{ courseId: string; lessonId?: string }>();
  const isNew = !lessonId || lessonId === 'new';
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  // Usually already in the cache: the course editor shows both.
  const courseQuery = useQuery<CourseDetail>({ queryKey: courseKeys.detail(courseId) });
  const lessonsQuery = useQuery<Lesson[]>({
    queryKey: courseKeys.lessons(courseId),
    enabled: isNew,
  });
  const lessonQuery = useQuery<Lesson>({
    queryKey: lessonKey(lessonId ?? ''),
    enabled: !isNew,
  });

  async function save(payload: LessonPayload) {
    let saved: unknown;
    if (isNew) {
      saved = await apiRequest('POST', '/api/lessons', { ...payload, courseId });
      toast({ title: 'Leçon créée' });
    } else {
      const { courseId: _unchanged, ...changes } = payload;
      saved = await apiRequest('PATCH', `/api/lessons/${lessonId}`, changes);
      toast({ title: 'Leçon mise à jour' });
    }
    if (isLesson(saved)) queryClient.setQueryData(lessonKey(saved.id), saved);
    else if (!isNew) void queryClient.invalidateQueries({ queryKey: lessonKey(lessonId) });
    // The course's lessons, lesson count and total duration changed: the screens showing them
    // reload when shown (the course editor, next).
    void queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
    navigate(`/instructor/course/${courseId}/edit`);
  }

  const course = courseQuery.data;
  const title = isNew ? 'Nouvelle leçon' : 'Modifier la leçon';

  if (courseQuery.isPending) return <Loading />;
  if (!course) {
    if (notFound(courseQuery.error)) {
      return <Refusal courseId={courseId} title={courseMessages.notFound} />;
    }
    return <LoadFailed onRetry={() => void courseQuery.refetch()} />;
  }
  if (!course.canEdit) {
    return <Refusal courseId={courseId} title="Accès refusé" text={lessonFormMessages.forbidden} />;
  }

  if (isNew) {
    if (lessonsQuery.isPending) return <Loading />;
    if (!lessonsQuery.data) return <LoadFailed onRetry={() => void lessonsQuery.refetch()} />;
    return (
      <Shell courseId={courseId} title={title} subtitle={course.title}>
        <LessonEditorForm
          courseId={courseId}
          nextOrder={lessonsQuery.data.length + 1}
          onSave={save}
        />
      </Shell>
    );
  }

  if (lessonQuery.isPending) return <Loading />;
  const lesson = lessonQuery.data;
  if (!lesson || lesson.courseId !== courseId) {
    if (lesson || notFound(lessonQuery.error)) {
      return <Refusal courseId={courseId} title={courseMessages.lessonNotFound} />;
    }
    return <LoadFailed onRetry={() => void lessonQuery.refetch()} />;
  }
  return (
    <Shell courseId={courseId} title={title} subtitle={course.title}>
      <LessonEditorForm
        key={lesson.id}
        courseId={courseId}
        lesson={lesson}
        nextOrder={lesson.order}
        onSave={save}
      />
    </Shell>
  );
}
