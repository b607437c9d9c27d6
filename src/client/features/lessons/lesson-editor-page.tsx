import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { courseMessages, type CourseDetail, type Lesson } from '@contract/courses';
import { lessonFormMessages } from '@contract/lessons';
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
      return <EditorRefusal back={courseBack(courseId)} title={courseMessages.notFound} />;
    }
    return (
      <EditorLoadFailed
        title="Impossible de charger la leçon"
        onRetry={() => void courseQuery.refetch()}
      />
    );
  }
  if (!course.canEdit) {
    return (
      <EditorRefusal
        back={courseBack(courseId)}
        title="Accès refusé"
        text={lessonFormMessages.forbidden}
      />
    );
  }

  if (isNew) {
    if (lessonsQuery.isPending) return <Loading />;
    if (!lessonsQuery.data)
      return (
        <EditorLoadFailed
          title="Impossible de charger la leçon"
          onRetry={() => void lessonsQuery.refetch()}
        />
      );
    return (
      <EditorFrame back={courseBack(courseId)} title={title} subtitle={course.title}>
        <LessonEditorForm
          courseId={courseId}
          nextOrder={lessonsQuery.data.length + 1}
          onSave={save}
        />
      </EditorFrame>
    );
  }

  if (lessonQuery.isPending) return <Loading />;
  const lesson = lessonQuery.data;
  if (!lesson || lesson.courseId !== courseId) {
    if (lesson || notFound(lessonQuery.error)) {
      return <EditorRefusal back={courseBack(courseId)} title={courseMessages.lessonNotFound} />;
    }
    return (
      <EditorLoadFailed
        title="Impossible de charger la leçon"
        onRetry={() => void lessonQuery.refetch()}
      />
    );
  }
  return (
    <EditorFrame back={courseBack(courseId)} title={title} subtitle={course.title}>
      <LessonEditorForm
        key={lesson.id}
        courseId={courseId}
        lesson={lesson}
        nextOrder={lesson.order}
        onSave={save}
      />
    </EditorFrame>
  );
}
