import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import type { CourseDetail } from '@contract/courses';
import { quizMessages, type EditableQuiz } from '@contract/quizzes';
import { Loading } from '@client/components/layout/loading';
import {
  courseBack,
  EditorFrame,
  EditorLoadFailed,
  EditorRefusal,
} from '@client/components/layout/editor-frame';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { QuizEditorForm } from './quiz-editor-form';
import type { QuizPayload } from './quiz-editor-values';

const editKey = (id: string) => ['/api/quizzes', id, 'edit'] as const;
/** The course editor's list of quizzes (GET /api/courses/{courseId}/quiz-editor). */
const quizEditorKey = (courseId: string) => ['/api/courses', courseId, 'quiz-editor'] as const;

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
      return <EditorRefusal back={courseBack(courseId)} title="Cours non trouvé" />;
    return (
      <EditorLoadFailed
        title="Impossible de charger le quiz"
        onRetry={() => void courseQuery.refetch()}
      />
    );
  }
  if (!course.canEdit) {
    return (
      <EditorRefusal
        back={courseBack(courseId)}
        title="Accès refusé"
        text={quizMessages.forbidden}
      />
    );
  }

  if (isNew) {
    return (
      <EditorFrame back={courseBack(courseId)} title={title} subtitle={course.title}>
        <QuizEditorForm courseId={courseId} onSave={save} />
      </EditorFrame>
    );
  }

  if (quizQuery.isPending) return <Loading />;
  const quiz = quizQuery.data;
  if (!quiz || quiz.courseId !== courseId) {
    if (quiz || notFound(quizQuery.error)) {
      return <EditorRefusal back={courseBack(courseId)} title={quizMessages.notFound} />;
    }
    if (isApiError(quizQuery.error, 403)) {
      return (
        <EditorRefusal
          back={courseBack(courseId)}
          title="Accès refusé"
          text={quizMessages.forbidden}
        />
      );
    }
    return (
      <EditorLoadFailed
        title="Impossible de charger le quiz"
        onRetry={() => void quizQuery.refetch()}
      />
    );
  }
  return (
    <EditorFrame back={courseBack(courseId)} title={title} subtitle={course.title}>
      <QuizEditorForm key={quiz.id} courseId={courseId} quiz={quiz} onSave={save} />
    </EditorFrame>
  );
}
