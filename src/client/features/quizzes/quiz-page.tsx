import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ArrowLeft, CircleAlert, Lock } from 'lucide-react';
import type { TakingQuiz } from '@contract/quizzes';
import { Loading } from '@client/components/layout/loading';
import { PageContainer } from '@client/components/layout/page-container';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { errorMessage, isApiError } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';
import { QuizTaking } from './quiz-taking';

function Message({ title, text, locked }: { title: string; text?: string; locked?: boolean }) {
  usePageTitle(title);
  const Icon = locked ? Lock : CircleAlert;
  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <Card className="grid justify-items-center gap-3 p-8 text-center">
        <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        {text ? <p className="text-muted-foreground">{text}</p> : null}
        <Button asChild variant="outline">
          <Link href="/catalog">
            <ArrowLeft aria-hidden="true" />
            Retour au catalogue
          </Link>
        </Button>
      </Card>
    </PageContainer>
  );
}

/** The quiz page (spec 02 §2 "Quiz page"): one question at a time, against the clock. */
export default function QuizPage() {
  const { id = '' } = useParams<{ id: string }>();
  const query = useQuery<TakingQuiz>({
    queryKey: ['/api/quizzes', id],
    // Each visit opens or resumes an attempt and reads the time left from the server's clock:
    // never reuse an earlier answer.
    gcTime: 0,
    refetchOnMount: 'always',
  });

  if (query.isPending) return <Loading />;
  const quiz = query.data;
  if (!quiz) {
    const err = query.error;
    if (isApiError(err, 404) || isApiError(err, 400)) return <Message title="Quiz non trouvé" />;
    if (isApiError(err, 403) || isApiError(err, 401)) {
      return (
        <Message
          locked
          title="Quiz verrouillé"
          text={errorMessage(err, 'Inscrivez-vous au cours pour passer ce quiz')}
        />
      );
    }
    return (
      <PageContainer className="grid justify-items-center gap-4 text-center">
        <h1 className="text-xl font-semibold">Impossible de charger le quiz</h1>
        <p className="text-muted-foreground">Vérifiez votre connexion internet, puis réessayez.</p>
        <Button onClick={() => void query.refetch()}>Réessayer</Button>
      </PageContainer>
    );
  }
  return (
    <QuizTaking key={quiz.attempt?.id ?? 'preview'} quiz={quiz} loadedAt={query.dataUpdatedAt} />
  );
}
