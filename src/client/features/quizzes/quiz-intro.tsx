import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { TakingQuiz } from '@contract/quizzes';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { NewTabLink } from '@client/components/ui/new-tab-link';
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
          <NewTabLink
            href={quiz.externalLink}
            icon={ExternalLink}
            className="w-fit text-sm font-medium"
          >
            Ressource complémentaire
          </NewTabLink>
        ) : null}
      </div>
    </>
  );
}

/** The page of a quiz before and while it is taken: its intro, then `children`. */
export function QuizFrame({ quiz, children }: { quiz: TakingQuiz; children: ReactNode }) {
  return (
    <PageContainer className="grid max-w-3xl gap-5">
      <QuizIntro quiz={quiz} />
      {children}
    </PageContainer>
  );
}
