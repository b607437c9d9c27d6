import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ArrowLeft, CircleAlert, Lock } from 'lucide-react';
import { takeQuizQuery } from '@client/api/quizzes';
import { NoticePage } from '@client/components/layout/notice-page';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { errorMessage, isApiError, isNotFound } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';
import { QuizStart } from './quiz-start';
import { QuizTaking } from './quiz-taking';

function Message({ title, text, locked }: { title: string; text?: string; locked?: boolean }) {
  usePageTitle(title);
  return (
    <NoticePage
      className="max-w-3xl gap-6"
      icon={locked ? Lock : CircleAlert}
      title={title}
      text={text}
      action={{ href: '/catalog', label: 'Retour au catalogue', icon: ArrowLeft }}
    />
  );
}

/** A quiz that is missing, closed to this person, or that did not load. */
function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (isNotFound(error)) return <Message title="Quiz non trouvé" />;
  if (isApiError(error, 403) || isApiError(error, 401)) {
    return (
      <Message
        locked
        title="Quiz verrouillé"
        text={errorMessage(error, 'Inscrivez-vous au cours pour passer ce quiz')}
      />
    );
  }
  return <PageLoadFailed title="Impossible de charger le quiz" onRetry={onRetry} />;
}

/** The quiz page (spec 02 §2 "Quiz page"): one question at a time, against the clock. */
export default function QuizPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useQuery(takeQuizQuery(id));

  return (
    <QueryState query={query} error={(err, retry) => <LoadError error={err} onRetry={retry} />}>
      {(quiz) =>
        quiz.attempt || quiz.preview ? (
          <QuizTaking
            key={quiz.attempt?.id ?? 'preview'}
            quiz={quiz}
            loadedAt={query.dataUpdatedAt}
          />
        ) : (
          <QuizStart quiz={quiz} />
        )
      }
    </QueryState>
  );
}
