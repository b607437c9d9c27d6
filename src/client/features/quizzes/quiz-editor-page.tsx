import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import type { QuizCreate } from '@contract/quizzes-editor';
import { quizMessages } from '@contract/quizzes-labels';
import { courseQuery } from '@client/api/courses';
import { quizEditQuery, useSaveQuiz } from '@client/api/quizzes';
import {
  EditorFrame,
  editorLoadError,
  EditorRefusal,
  useEditorPaths,
} from '@client/components/layout/editor-frame';
import { QueryState } from '@client/components/query-state';
import { toast } from '@client/components/ui/use-toast';
import { QuizEditorForm } from './quiz-editor-form';
import type { QuizPayload } from './quiz-editor-values';

/**
 * Write or edit a quiz of a course (not in the spec: instructors need it). Serves
 * /instructor/course/:courseId/quiz/new and /instructor/course/:courseId/quiz/:quizId/edit.
 */
export default function QuizEditorPage() {
  const { courseId = '', quizId } = useParams<{ courseId: string; quizId?: string }>();
  const isNew = !quizId || quizId === 'new';
  const [, navigate] = useLocation();
  const paths = useEditorPaths();

  // Usually already in the cache: the course editor links here.
  const detailQuery = useQuery(courseQuery(courseId));
  const quizQuery = useQuery({ ...quizEditQuery(quizId ?? ''), enabled: !isNew });
  const saving = useSaveQuiz(courseId);

  async function save(payload: QuizPayload) {
    if (isNew) {
      // A new quiz's form is checked with the create schema: the required fields are there.
      await saving.mutateAsync({ body: { ...payload, courseId } as QuizCreate });
      toast({ title: 'Quiz créé' });
    } else {
      const { courseId: _unchanged, ...changes } = payload;
      await saving.mutateAsync({ quizId, body: changes });
      toast({ title: 'Quiz mis à jour' });
    }
    navigate(paths.courseEdit(courseId));
  }

  const title = isNew ? 'Nouveau quiz' : 'Modifier le quiz';
  const back = paths.courseBack(courseId);

  return (
    <QueryState
      query={detailQuery}
      error={editorLoadError({
        back,
        notFoundTitle: 'Cours non trouvé',
        failedTitle: 'Impossible de charger le quiz',
      })}
    >
      {(course) =>
        !course.canEdit ? (
          <EditorRefusal back={back} title="Accès refusé" text={quizMessages.forbidden} />
        ) : isNew ? (
          <EditorFrame back={back} title={title} subtitle={course.title}>
            <QuizEditorForm courseId={courseId} onSave={save} />
          </EditorFrame>
        ) : (
          <QueryState
            query={quizQuery}
            error={editorLoadError({
              back,
              notFoundTitle: quizMessages.notFound,
              forbiddenText: quizMessages.forbidden,
              failedTitle: 'Impossible de charger le quiz',
            })}
          >
            {(quiz) =>
              quiz.courseId !== courseId ? (
                <EditorRefusal back={back} title={quizMessages.notFound} />
              ) : (
                <EditorFrame back={back} title={title} subtitle={course.title}>
                  <QuizEditorForm key={quiz.id} courseId={courseId} quiz={quiz} onSave={save} />
                </EditorFrame>
              )
            }
          </QueryState>
        )
      }
    </QueryState>
  );
}
