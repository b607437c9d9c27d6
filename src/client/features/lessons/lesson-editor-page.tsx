import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { courseMessages } from '@contract/courses';
import { lessonFormMessages, type LessonCreate } from '@contract/lessons';
import { courseLessonsQuery, courseQuery } from '@client/api/courses';
import { lessonQuery, useSaveLesson } from '@client/api/lessons';
import {
  EditorFrame,
  editorLoadError,
  EditorRefusal,
  useEditorPaths,
} from '@client/components/layout/editor-frame';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { toast } from '@client/components/ui/use-toast';
import { LessonEditorForm, type LessonPayload } from './lesson-editor-form';
import { LessonRenditions } from './lesson-renditions';

/**
 * Create or edit a lesson (spec 01 §2 "Lesson editor"). Serves
 * /instructor/course/:courseId/lesson/new and /instructor/course/:courseId/lesson/:lessonId/edit.
 */
export default function LessonEditorPage() {
  const { courseId = '', lessonId } = useParams<{ courseId: string; lessonId?: string }>();
  const isNew = !lessonId || lessonId === 'new';
  const [, navigate] = useLocation();
  const paths = useEditorPaths();

  // Usually already in the cache: the course editor shows both.
  const detailQuery = useQuery(courseQuery(courseId));
  const lessonsQuery = useQuery({ ...courseLessonsQuery(courseId), enabled: isNew });
  const oneLessonQuery = useQuery({ ...lessonQuery(lessonId ?? ''), enabled: !isNew });
  const saving = useSaveLesson();

  async function save(payload: LessonPayload) {
    if (isNew) {
      // A new lesson's form is checked with the create schema: the required fields are there.
      await saving.mutateAsync({ body: { ...payload, courseId } as LessonCreate });
      toast({ title: 'Leçon créée' });
    } else {
      const { courseId: _unchanged, ...changes } = payload;
      await saving.mutateAsync({ lessonId, body: changes });
      toast({ title: 'Leçon mise à jour' });
    }
    navigate(paths.courseEdit(courseId));
  }

  const title = isNew ? 'Nouvelle leçon' : 'Modifier la leçon';
  const back = paths.courseBack(courseId);
  const loadError = (notFoundTitle: string) =>
    editorLoadError({ back, notFoundTitle, failedTitle: 'Impossible de charger la leçon' });

  return (
    <QueryState query={detailQuery} error={loadError(courseMessages.notFound)}>
      {(course) =>
        !course.canEdit ? (
          <EditorRefusal back={back} title="Accès refusé" text={lessonFormMessages.forbidden} />
        ) : isNew ? (
          <QueryState
            query={lessonsQuery}
            error={(_, retry) => (
              <PageLoadFailed title="Impossible de charger la leçon" onRetry={retry} />
            )}
          >
            {(lessons) => (
              <EditorFrame back={back} title={title} subtitle={course.title}>
                <LessonEditorForm
                  courseId={courseId}
                  nextOrder={lessons.length + 1}
                  onSave={save}
                />
              </EditorFrame>
            )}
          </QueryState>
        ) : (
          <QueryState query={oneLessonQuery} error={loadError(courseMessages.lessonNotFound)}>
            {(lesson) =>
              lesson.courseId !== courseId ? (
                <EditorRefusal back={back} title={courseMessages.lessonNotFound} />
              ) : (
                <EditorFrame back={back} title={title} subtitle={course.title}>
                  <LessonEditorForm
                    key={lesson.id}
                    courseId={courseId}
                    lesson={lesson}
                    nextOrder={lesson.order}
                    onSave={save}
                  />
                  <LessonRenditions lessonId={lesson.id} />
                </EditorFrame>
              )
            }
          </QueryState>
        )
      }
    </QueryState>
  );
}
