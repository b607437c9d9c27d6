import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { courseFormMessages, type CourseDetail } from '@contract/courses';
import { Loading } from '@client/components/layout/loading';
import {
  DASHBOARD_BACK,
  EditorFrame,
  EditorLoadFailed,
  EditorRefusal,
} from '@client/components/layout/editor-frame';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { CourseEditorForm, type CoursePayload } from './course-editor-form';
import { CourseEditorLessons } from './course-editor-lessons';
import { CourseEditorQuizzes } from './course-editor-quizzes';
import { afterCourseSaved } from './instructor-queries';

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
    <EditorFrame back={DASHBOARD_BACK} title="Créer un cours">
      <CourseEditorForm onSave={create} />
    </EditorFrame>
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
      return <EditorRefusal back={DASHBOARD_BACK} title="Cours non trouvé" />;
    }
    if (isApiError(error, 403)) {
      return (
        <EditorRefusal
          back={DASHBOARD_BACK}
          title="Accès refusé"
          text={courseFormMessages.forbidden}
        />
      );
    }
    return (
      <EditorLoadFailed title="Impossible de charger le cours" onRetry={() => void refetch()} />
    );
  }
  if (!course.canEdit) {
    return (
      <EditorRefusal
        back={DASHBOARD_BACK}
        title="Accès refusé"
        text={courseFormMessages.forbidden}
      />
    );
  }

  return (
    <EditorFrame back={DASHBOARD_BACK} title="Modifier le cours">
      {/* Keyed by course: the form starts from the loaded values once, and a reload after saving
          does not overwrite what is being typed. */}
      <CourseEditorForm key={course.id} course={course} onSave={update} />
      <CourseEditorLessons courseId={course.id} />
      <CourseEditorQuizzes courseId={course.id} />
    </EditorFrame>
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
