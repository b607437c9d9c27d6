import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, HelpCircle, Lock, Target } from 'lucide-react';
import type { CourseQuiz } from '@contract/courses';
import { IconItem } from '@client/components/icon-item';
import { QueryState, SkeletonList } from '@client/components/query-state';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { href } from '@client/href';
import { pluralize } from '@client/lib/format';

export function CourseQuizzes({
  quizzesQuery,
  isEnrolled,
}: {
  quizzesQuery: UseQueryResult<CourseQuiz[]>;
  isEnrolled: boolean;
}) {
  return (
    <QueryState
      query={quizzesQuery}
      pending={
        <SkeletonList
          count={2}
          className="grid gap-3"
          itemClassName="h-32 w-full"
          announce={false}
        />
      }
      error={<p className="text-muted-foreground">Impossible de charger les quiz.</p>}
      showRefreshError
    >
      {(quizzes) => <QuizCards quizzes={quizzes} isEnrolled={isEnrolled} />}
    </QueryState>
  );
}

function QuizCards({
  quizzes,
  isEnrolled,
}: {
  quizzes: readonly CourseQuiz[];
  isEnrolled: boolean;
}) {
  if (!quizzes.length) {
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
              <IconItem icon={HelpCircle} tone="inherit">
                {quiz.questionCount} {pluralize(quiz.questionCount, 'question', 'questions')}
              </IconItem>
              {quiz.timeLimit != null ? (
                <IconItem icon={Clock} tone="inherit">
                  {quiz.timeLimit} min
                </IconItem>
              ) : null}
              <IconItem icon={Target} tone="inherit">
                Score minimum : {quiz.passingScore}%
              </IconItem>
              <li>
                {quiz.attemptCount} {pluralize(quiz.attemptCount, 'tentative', 'tentatives')}
              </li>
            </ul>
            {isEnrolled ? (
              <Button asChild className="w-full sm:w-fit">
                <Link href={href.quiz(quiz.id)}>
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
