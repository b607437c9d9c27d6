import { Clock, ListChecks, Play, Target } from 'lucide-react';
import type { TakingQuiz } from '@contract/quizzes';
import { IconItem } from '@client/components/icon-item';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useStartQuiz } from '@client/api/quizzes';
import { toastError } from '@client/lib/toast-error';
import { usePageTitle } from '@client/lib/use-page-title';
import { QuizFrame } from './quiz-intro';

/**
 * Before an attempt: what the quiz holds, and the button that starts the clock. Opening the page
 * (or a link to it) never starts it; only this explicit POST does.
 */
export function QuizStart({ quiz }: { quiz: TakingQuiz }) {
  usePageTitle(quiz.title);
  const start = useStartQuiz(quiz.id);
  const questions = quiz.questionCount;

  function begin() {
    start.mutate(undefined, {
      onError: (err) => toastError(err, 'Impossible de commencer le quiz'),
    });
  }

  return (
    <QuizFrame quiz={quiz}>
      <Card className="grid gap-4 p-5">
        <ul className="grid gap-2 text-sm">
          <IconItem icon={ListChecks} tone="muted">
            {questions} {questions > 1 ? 'questions' : 'question'}
          </IconItem>
          <IconItem icon={Clock} tone="muted">
            {quiz.timeLimit ? `Durée : ${quiz.timeLimit} min` : 'Sans limite de temps'}
          </IconItem>
          <IconItem icon={Target} tone="muted">
            Score minimum : {quiz.passingScore}%
          </IconItem>
        </ul>
        {quiz.timeLimit ? (
          <p className="text-sm text-muted-foreground">
            Le minuteur démarre quand vous commencez le quiz.
          </p>
        ) : null}
        <Button className="w-full sm:w-fit" onClick={begin} disabled={start.isPending}>
          <Play className="size-4" aria-hidden="true" />
          {quiz.attemptCount > 0 ? 'Refaire le quiz' : 'Commencer le quiz'}
        </Button>
      </Card>
    </QuizFrame>
  );
}
