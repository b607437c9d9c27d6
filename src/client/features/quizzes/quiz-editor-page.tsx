import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import type { CourseDetail } from '@contract/courses';
import { quizMessages, type EditableQuiz } from '@contract/quizzes';
import { Loading } from '@client/components/layout/loading';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { usePageTitle } from '@client/lib/use-page-title';
import { QuizEditorForm } from './quiz-editor-form';
import type { QuizPayload } from './quiz-editor-values';

const editKey = (id: string) => ['/api/quizzes', id, 'edit'] as const;
/** The course editor's list of quizzes (GET /api/courses/{courseId}/quiz-editor). */
const quizEditorKey = (courseId: string) => ['/api/courses', courseId, 'quiz-editor'] as const;

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
      <h1 className="text-xl font-semibold">Impossible de charger le quiz</h1>
      <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
      <Button onClick={onRetry}>Réessayer</Button>
    </PageContainer>
  );
}

const notFound = (err: unknown) => isApiError(err, 404) || isApiError(err, 400);

/**
 * Write or edit a quiz of a course (not in the spec: instructors need it). Serves
 * /instructor/course/:courseId/quiz/new and /instructor/course/:courseId/quiz/:quizId/edit.
 */
export default function QuizEditorPage() {
  const { courseId = '', quizId } = useParams<{ courseId: string; quizId?: string }>();
  const isNew = !quizId || quizId === 'new';
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  // Usually already in the cache: the course editor links here.
  const courseQuery = useQuery<CourseDetail>({ queryKey: courseKeys.detail(courseId) });
  const quizQuery = useQuery<EditableQuiz>({
    queryKey: editKey(quizId ?? ''),
    enabled: !isNew,
  });

  async function save(payload: QuizPayload) {
    if (isNew) {
      await apiRequest('POST', '/api/quizzes', { ...payload, courseId });
      toast({ title: 'Quiz créé' });
    } else {
      const { courseId: _unchanged, ...changes } = payload;
      await apiRequest('PATCH', `/api/quizzes/${quizId}`, changes);
      toast({ title: 'Quiz mis à jour' });
      queryClient.removeQueries({ queryKey: editKey(quizId) });
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: quizEditorKey(courseId) }),
      queryClient.invalidateQueries({
        queryKey: courseKeys.quizzes(courseId),
        refetchType: 'none',
      }),
    ]);
    navigate(`/instructor/course/${courseId}/edit`);
  }

  const course = courseQuery.data;
  const title = isNew ? 'Nouveau quiz' : 'Modifier le quiz';

  if (courseQuery.isPending) return <Loading />;
  if (!course) {
    if (notFound(courseQuery.error))
      return <Refusal courseId={courseId} title="Cours non trouvé" />;
    return <LoadFailed onRetry={() => void courseQuery.refetch()} />;
  }
  if (!course.canEdit) {
    return <Refusal courseId={courseId} title="Accès refusé" text={quizMessages.forbidden} />;
  }

  if (isNew) {
    return (
      <Shell courseId={courseId} title={title} subtitle={course.title}>
        <QuizEditorForm courseId={courseId} onSave={save} />
      </Shell>
    );
  }

  if (quizQuery.isPending) return <Loading />;
  const quiz = quizQuery.data;
  if (!quiz || quiz.courseId !== courseId) {
    if (quiz || notFound(quizQuery.error)) {
      return <Refusal courseId={courseId} title={quizMessages.notFound} />;
    }
    if (isApiError(quizQuery.error, 403)) {
      return <Refusal courseId={courseId} title="Accès refusé" text={quizMessages.forbidden} />;
    }
    return <LoadFailed onRetry={() => void quizQuery.refetch()} />;
  }
  return (
    <Shell courseId={courseId} title={title} subtitle={course.title}>
      <QuizEditorForm key={quiz.id} courseId={courseId} quiz={quiz} onSave={save} />
    </Shell>
  );
}
