import { ExternalLink } from 'lucide-react';
import type { TakingQuiz } from '@contract/quizzes';
import { BackLink } from '@client/components/layout/back-link';
import { href } from '@client/href';

/** The back link to the course, the quiz's title, description and resource: before and during. */
export function QuizIntro({ quiz }: { quiz: TakingQuiz }) {
  return (
    <>
      <BackLink
        href={href.course(quiz.courseId)}
        className="inline-flex font-medium hover:underline"
      >
        {quiz.courseTitle}
      </BackLink>
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{quiz.title}</h1>
        {quiz.description ? (
          <p className="whitespace-pre-line text-muted-foreground">{quiz.description}</p>
        ) : null}
        {quiz.externalLink ? (
          <a
            href={quiz.externalLink}
            target="_blank"
            rel="noreferrer noopener"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Ressource complémentaire
          </a>
        ) : null}
      </div>
    </>
  );
}
