import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import type { QuizSummary } from '@contract/quizzes';
import { quizEditorListQuery, useDeleteQuiz } from '@client/api/quizzes';
import { loadFailed, QueryState, SkeletonList } from '@client/components/query-state';
import { ConfirmDeleteDialog } from '@client/components/ui/confirm-delete-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage } from '@client/lib/api';
import { pluralize } from '@client/lib/format';

/** The quizzes of an existing course, with links to write one, edit, preview and delete each. */
export function CourseEditorQuizzes({ courseId }: { courseId: string }) {
  const [toDelete, setToDelete] = useState<QuizSummary | null>(null);
  const quizzesQuery = useQuery(quizEditorListQuery(courseId));
  const deletion = useDeleteQuiz(courseId, {
    onDeleted: (quiz) =>
      toast({ title: 'Quiz supprimé', description: `« ${quiz.title} » a été supprimé` }),
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, 'Impossible de supprimer le quiz'),
      }),
  });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="course-quizzes">Quiz</CardTitle>
        <Button asChild size="sm">
          <Link href={href.quizNew(courseId)}>
            <Plus aria-hidden="true" />
            Créer un quiz
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={quizzesQuery}
          pending={<SkeletonList count={2} className="grid gap-2" itemClassName="h-12 w-full" />}
          error={loadFailed('Impossible de charger les quiz. Vérifiez votre connexion internet.', {
            compact: true,
          })}
          showRefreshError
        >
          {(quizzes) => (
            <QuizList
              courseId={courseId}
              quizzes={quizzes}
              onDelete={setToDelete}
              deletingId={deletion.isPending ? deletion.variables?.id : undefined}
            />
          )}
        </QueryState>
      </CardContent>

      <ConfirmDeleteDialog
        target={toDelete}
        onClose={() => setToDelete(null)}
        onConfirm={(target) => deletion.mutate(target)}
      >
        Cette action est irréversible. Le quiz, ses questions et les résultats des étudiants seront
        supprimés définitivement.
      </ConfirmDeleteDialog>
    </Card>
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
            <Button asChild variant="ghost" size="sm">
              <Link href={href.quizEdit(courseId, quiz.id)}>
                <Pencil aria-hidden="true" />
                <span className="max-sm:sr-only">Modifier</span>
                <span className="sr-only"> : {quiz.title}</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link href={href.quiz(quiz.id)}>
                <Eye aria-hidden="true" />
                <span className="max-sm:sr-only">Aperçu</span>
                <span className="sr-only"> : {quiz.title}</span>
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive dark:text-red-400"
              disabled={deletingId === quiz.id}
              onClick={() => onDelete(quiz)}
            >
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">Supprimer</span>
              <span className="sr-only"> : {quiz.title}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
