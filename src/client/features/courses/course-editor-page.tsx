import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { courseFormMessages, type CourseDetail } from '@contract/courses';
import { Loading } from '@client/components/layout/loading';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { usePageTitle } from '@client/lib/use-page-title';
import { CourseEditorForm, type CoursePayload } from './course-editor-form';
import { CourseEditorLessons } from './course-editor-lessons';
import { CourseEditorQuizzes } from './course-editor-quizzes';
import { afterCourseSaved } from './instructor-queries';

function BackLink() {
  return (
    <Link
      href="/instructor/dashboard"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Retour au tableau de bord
    </Link>
  );
}

function EditorShell({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <BackLink />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {children}
    </PageContainer>
  );
}

function Refusal({ title, text }: { title: string; text?: string }) {
  usePageTitle(title);
  return (
    <PageContainer className="grid max-w-4xl gap-6">
      <BackLink />
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

/** Where a course is edited: the generic routes stay generic, the others are the instructor's. */
function editPath(location: string, id: string): string {
  return location.startsWith('/courses/') ? `/courses/${id}/edit` : `/instructor/course/${id}/edit`;
}

function NewCourse() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();

  async function create(payload: CoursePayload) {
    const created = await apiRequest<{ id: string }>('POST', '/api/courses', payload);
    toast({ title: 'Cours créé' });
    await afterCourseSaved(queryClient, created.id, created);
    navigate(editPath(location, created.id), { replace: true });
  }

  return (
    <EditorShell title="Créer un cours">
      <CourseEditorForm onSave={create} />
    </EditorShell>
  );
}

function EditCourse({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const {
    data: course,
    error,
    isPending,
    refetch,
  } = useQuery<CourseDetail>({
    queryKey: courseKeys.detail(id),
  });

  async function update(payload: CoursePayload) {
    const saved = await apiRequest<unknown>('PATCH', `/api/courses/${id}`, payload);
    toast({ title: 'Cours mis à jour' });
    await afterCourseSaved(queryClient, id, saved);
  }

  if (isPending) return <Loading />;
  if (!course) {
    if (isApiError(error, 404) || isApiError(error, 400)) {
      return <Refusal title="Cours non trouvé" />;
    }
    if (isApiError(error, 403)) {
      return <Refusal title="Accès refusé" text={courseFormMessages.forbidden} />;
    }
    return (
      <PageContainer className="grid justify-items-center gap-4 text-center">
        <h1 className="text-xl font-semibold">Impossible de charger le cours</h1>
        <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
        <Button onClick={() => void refetch()}>Réessayer</Button>
      </PageContainer>
    );
  }
  if (!course.canEdit) {
    return <Refusal title="Accès refusé" text={courseFormMessages.forbidden} />;
  }

  return (
    <EditorShell title="Modifier le cours">
      {/* Keyed by course: the form starts from the loaded values once, and a reload after saving
          does not overwrite what is being typed. */}
      <CourseEditorForm key={course.id} course={course} onSave={update} />
      <CourseEditorLessons courseId={course.id} />
      <CourseEditorQuizzes courseId={course.id} />
    </EditorShell>
  );
}

/**
 * Create or edit a course (spec 01 §2 "Course editor"). Serves /instructor/course/new,
 * /instructor/course/:id/edit and the generic /courses/new and /courses/:id/edit.
 */
export default function CourseEditorPage() {
  const { id } = useParams<{ id?: string }>();
  if (!id || id === 'new') return <NewCourse />;
  return <EditCourse key={id} id={id} />;
}
