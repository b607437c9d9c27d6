import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { PartyPopper } from 'lucide-react';
import { courseQuizzesQuery } from '@client/api/courses';
import { Card } from '@client/components/ui/card';
import { href } from '@client/href';

/** Shown at 100 %: congratulations, and the way to the course's quiz when it has one. */
export function CourseCompleted({ courseId }: { courseId: string }) {
  const { data: quizzes = [] } = useQuery(courseQuizzesQuery(courseId));
  const next = quizzes.find((quiz) => quiz.attemptCount === 0) ?? quizzes[0];
  return (
    <Card role="status" className="flex items-start gap-3 border-primary/40 bg-primary/5 p-4">
      <PartyPopper className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">Félicitations ! Vous avez terminé toutes les leçons.</p>
        {next ? (
          <p className="text-sm text-muted-foreground">
            Validez vos acquis avec le quiz du cours :{' '}
            <Link href={href.quiz(next.id)} className="font-medium text-primary underline">
              {next.title}
            </Link>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
