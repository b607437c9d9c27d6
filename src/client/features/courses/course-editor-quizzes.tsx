import { useQuery } from '@tanstack/react-query';
import { Clock, Eye, Pencil } from 'lucide-react';
import type { QuizSummary } from '@contract/quizzes-editor';
import { quizEditorListQuery, useDeleteQuiz } from '@client/api/quizzes';
import { ConfirmDeleteDialog, useConfirmDelete } from '@client/components/ui/confirm-delete-dialog';
import { Badge } from '@client/components/ui/badge';
import { RowActions } from '@client/components/ui/row-actions';
import { EditorListCard } from '@client/components/layout/editor-list-card';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { pluralize } from '@client/lib/format';
import { toastError } from '@client/lib/toast-error';

/** The quizzes of an existing course, with links to write one, edit, preview and delete each. */
export function CourseEditorQuizzes({ courseId }: { courseId: string }) {
  const quizzesQuery = useQuery(quizEditorListQuery(courseId));
  const deletion = useDeleteQuiz(courseId, {
    onDeleted: (quiz) =>
      toast({ title: 'Quiz supprimé', description: `« ${quiz.title} » a été supprimé` }),
    onError: (err) => toastError(err, 'Impossible de supprimer le quiz'),
  });
  const confirm = useConfirmDelete(deletion);

  return (
    <>
      <EditorListCard
        titleId="course-quizzes"
        title="Quiz"
        addHref={href.quizNew(courseId)}
        addLabel="Créer un quiz"
        query={quizzesQuery}
        skeletonCount={2}
        errorText="Impossible de charger les quiz. Vérifiez votre connexion internet."
      >
        {(quizzes) => (
          <QuizList
            courseId={courseId}
            quizzes={quizzes}
            onDelete={confirm.ask}
            deletingId={confirm.deletingId}
          />
        )}
      </EditorListCard>

      <ConfirmDeleteDialog {...confirm.dialog}>
        Cette action est irréversible. Le quiz, ses questions et les résultats des étudiants seront
        supprimés définitivement.
      </ConfirmDeleteDialog>
    </>
  );
}

/** The course's quizzes, each with its edit, preview and delete actions. */
function QuizList({
  courseId,
  quizzes,
  onDelete,
  deletingId,
}: {
  courseId: string;
  quizzes: readonly QuizSummary[];
  onDelete: (quiz: QuizSummary) => void;
  /** The quiz whose deletion is under way, if any. */
  deletingId: string | undefined;
}) {
  if (quizzes.length === 0) {
    return (
      <p className="text-muted-foreground">
        Aucun quiz pour le moment. Créez un quiz pour évaluer vos étudiants.
      </p>
    );
  }
  return (
    <ul aria-labelledby="course-quizzes" className="grid divide-y rounded-lg border">
      {quizzes.map((quiz) => (
        <li key={quiz.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
          <div className="grid min-w-0 flex-1 basis-48 gap-1">
            <span className="font-medium break-words">{quiz.title}</span>
            <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant={quiz.isPublished ? 'success' : 'secondary'}>
                {quiz.isPublished ? 'Publié' : 'Brouillon'}
              </Badge>
              <span>
                {quiz.questionCount} {pluralize(quiz.questionCount, 'question', 'questions')}
              </span>
              {quiz.timeLimit ? (
                <span className="inline-flex items-center gap-1">
                  <Clock className="size-3" aria-hidden="true" />
                  {quiz.timeLimit} min
                </span>
              ) : null}
              <span>Score minimum : {quiz.passingScore}%</span>
            </span>
          </div>
          <div className="flex items-center gap-1">
            <RowActions
              item={quiz}
              itemName={quiz.title}
              links={[
                { href: href.quizEdit(courseId, quiz.id), icon: Pencil, label: 'Modifier' },
                { href: href.quiz(quiz.id), icon: Eye, label: 'Aperçu' },
              ]}
              onDelete={onDelete}
              deleting={deletingId === quiz.id}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
