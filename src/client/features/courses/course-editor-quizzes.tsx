import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import type { QuizSummary } from '@contract/quizzes';
import { ConfirmDeleteDialog } from '@client/components/ui/confirm-delete-dialog';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { pluralize } from '@client/lib/format';

/** GET /api/courses/{courseId}/quiz-editor: the course's quizzes, drafts included. */
const quizEditorKey = (courseId: string) => ['/api/courses', courseId, 'quiz-editor'] as const;

/** The quizzes of an existing course, with links to write one, edit, preview and delete each. */
export function CourseEditorQuizzes({ courseId }: { courseId: string }) {
  const queryClient = useQueryClient();
  const [toDelete, setToDelete] = useState<QuizSummary | null>(null);
  const { data, isPending, isError, refetch } = useQuery<QuizSummary[]>({
    queryKey: quizEditorKey(courseId),
  });

  const deletion = useMutation({
    mutationFn: (quiz: QuizSummary) => apiRequest('DELETE', `/api/quizzes/${quiz.id}`),
    onSuccess: async (_, quiz) => {
      toast({ title: 'Quiz supprimé', description: `« ${quiz.title} » a été supprimé` });
      queryClient.removeQueries({ queryKey: ['/api/quizzes', quiz.id] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quizEditorKey(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.quizzes(courseId) }),
      ]);
    },
    onError: (err) => {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, 'Impossible de supprimer le quiz'),
      });
    },
  });

  const quizzes = data ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="course-quizzes">Quiz</CardTitle>
        <Button asChild size="sm">
          <Link href={`/instructor/course/${courseId}/quiz/new`}>
            <Plus aria-hidden="true" />
            Créer un quiz
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only" role="status">
              Chargement...
            </span>
            {Array.from({ length: 2 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="grid justify-items-start gap-2">
            <p>Impossible de charger les quiz. Vérifiez votre connexion internet.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Réessayer
            </Button>
          </div>
        ) : quizzes.length === 0 ? (
          <p className="text-muted-foreground">
            Aucun quiz pour le moment. Créez un quiz pour évaluer vos étudiants.
          </p>
        ) : (
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
                    <Link href={`/instructor/course/${courseId}/quiz/${quiz.id}/edit`}>
                      <Pencil aria-hidden="true" />
                      <span className="max-sm:sr-only">Modifier</span>
                      <span className="sr-only"> : {quiz.title}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <Link href={`/quiz/${quiz.id}`}>
                      <Eye aria-hidden="true" />
                      <span className="max-sm:sr-only">Aperçu</span>
                      <span className="sr-only"> : {quiz.title}</span>
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive dark:text-red-400"
                    disabled={deletion.isPending && deletion.variables?.id === quiz.id}
                    onClick={() => setToDelete(quiz)}
                  >
                    <Trash2 aria-hidden="true" />
                    <span className="max-sm:sr-only">Supprimer</span>
                    <span className="sr-only"> : {quiz.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
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
