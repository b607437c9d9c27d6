import { Link } from 'wouter';
import { Clock, HelpCircle, Lock, Target } from 'lucide-react';
import type { CourseQuiz } from '@contract/courses';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { pluralize } from '@client/lib/format';

export function CourseQuizzes({
  quizzes,
  isEnrolled,
  isLoading,
  isError,
}: {
  quizzes: readonly CourseQuiz[] | undefined;
  isEnrolled: boolean;
  isLoading: boolean;
  isError: boolean;
}) {
  if (isLoading) {
    return (
      <div className="grid gap-3">
        {Array.from({ length: 2 }, (_, i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return <p className="text-muted-foreground">Impossible de charger les quiz.</p>;
  }
  if (!quizzes?.length) {
    return <p className="text-muted-foreground">Aucun quiz disponible pour ce cours</p>;
  }
  return (
    <ul className="grid gap-3">
      {quizzes.map((quiz) => (
        <li key={quiz.id}>
          <Card className="grid gap-3 p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 flex-1 font-semibold">{quiz.title}</h3>
              {quiz.bestScore != null ? (
                <Badge variant={quiz.bestScore >= quiz.passingScore ? 'default' : 'destructive'}>
                  Meilleur score : {quiz.bestScore}%
                </Badge>
              ) : null}
            </div>
            {quiz.description ? (
              <p className="text-sm text-muted-foreground">{quiz.description}</p>
            ) : null}
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <li className="inline-flex items-center gap-1">
                <HelpCircle className="size-4" aria-hidden="true" />
                {quiz.questionCount} {pluralize(quiz.questionCount, 'question', 'questions')}
              </li>
              {quiz.timeLimit != null ? (
                <li className="inline-flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {quiz.timeLimit} min
                </li>
              ) : null}
              <li className="inline-flex items-center gap-1">
                <Target className="size-4" aria-hidden="true" />
                Score minimum : {quiz.passingScore}%
              </li>
              <li>
                {quiz.attemptCount} {pluralize(quiz.attemptCount, 'tentative', 'tentatives')}
              </li>
            </ul>
            {isEnrolled ? (
              <Button asChild className="w-full sm:w-fit">
                <Link href={`/quiz/${quiz.id}`}>
                  {quiz.attemptCount > 0 ? 'Refaire le quiz' : 'Commencer le quiz'}
                </Link>
              </Button>
            ) : (
              <Button disabled variant="secondary" className="w-full sm:w-fit">
                <Lock aria-hidden="true" />
                Quiz verrouillé
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
