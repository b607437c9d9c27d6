import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import {
  ArrowLeft,
  Award,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  Lightbulb,
  RotateCcw,
  Search,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import type { QuizResult } from '@contract/quizzes';
import { useAuth } from '@client/api/auth';
import { quizResultQuery } from '@client/api/quizzes';
import { NoticePage } from '@client/components/layout/notice-page';
import { PageContainer } from '@client/components/layout/page-container';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { Alert } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { href } from '@client/href';
import { isApiError, isNotFound } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';

type ReviewItem = QuizResult['review'][number];

function NotFound() {
  usePageTitle('Résultat non trouvé');
  return (
    <NoticePage
      className="max-w-3xl"
      icon={CircleAlert}
      title="Résultat non trouvé"
      action={{ href: '/catalog', label: 'Retour au catalogue', icon: ArrowLeft }}
    />
  );
}

/** One of the ways on after the result: retake, back to the course, the catalogue. */
function NextLink({
  href: to,
  icon: Icon,
  label,
  primary,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  primary?: boolean;
}) {
  return (
    <Button asChild variant={primary ? 'default' : 'outline'}>
      <Link href={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

/** The attempt completed the course: its certificate was issued, one tap away. */
function CertificateIssued() {
  return (
    <Alert
      variant="success"
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-base"
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <Award className="size-5 shrink-0 text-success" aria-hidden="true" />
        Cours terminé : votre certificat a été délivré.
      </span>
      <Button asChild size="sm">
        <Link href="/certifications">Voir mon certificat</Link>
      </Button>
    </Alert>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <li className="grid gap-1 rounded-lg border bg-card p-3 text-center">
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-bold tabular-nums">{value}</span>
    </li>
  );
}

function ReviewQuestion({ item, number }: { item: ReviewItem; number: number }) {
  const given = new Set(item.answer);
  return (
    <li>
      <Card className="grid gap-3 p-4 sm:p-5">
        {/* The text keeps at least 15rem: on a phone the badges go below it. */}
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 flex-1 basis-60 font-semibold break-words whitespace-pre-line">
            <span className="text-primary">Question {number}. </span>
            {item.questionText}
          </h3>
          <span className="flex flex-wrap gap-2">
            {item.points > 1 ? <Badge variant="secondary">{item.points} points</Badge> : null}
            {item.isCorrect ? (
              <Badge variant="success">
                <CircleCheck className="size-3" aria-hidden="true" />
                Bonne réponse
              </Badge>
            ) : (
              <Badge variant="destructive">
                <CircleX className="size-3" aria-hidden="true" />
                {item.answer.length ? 'Mauvaise réponse' : 'Sans réponse'}
              </Badge>
            )}
          </span>
        </div>
        <ul className="grid gap-2" aria-label={`Choix de la question ${number}`}>
          {item.choices.map((choice) => {
            const chosen = given.has(choice.id);
            return (
              <li
                key={choice.id}
                className={cn(
                  'flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  choice.isCorrect && 'border-success bg-success/10',
                  chosen && !choice.isCorrect && 'border-destructive bg-destructive/10',
                )}
              >
                {choice.isCorrect ? (
                  <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
                ) : chosen ? (
                  <CircleX
                    className="size-4 shrink-0 text-destructive dark:text-red-400"
                    aria-hidden="true"
                  />
                ) : (
                  <span className="size-4 shrink-0" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1 break-words">{choice.choiceText}</span>
                {chosen ? <Badge variant="outline">Votre réponse</Badge> : null}
                {choice.isCorrect ? <Badge variant="success">Réponse correcte</Badge> : null}
              </li>
            );
          })}
        </ul>
        {item.explanation ? (
          <div className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm">
            <Lightbulb className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <p className="whitespace-pre-line">
              <span className="font-semibold">Explication : </span>
              {item.explanation}
            </p>
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** The quiz result page (spec 02 §2 "Quiz result page"): score, review and statistics. */
export default function QuizResultPage() {
  const { quizId = '', attemptId = '' } = useParams<{ quizId: string; attemptId: string }>();
  const query = useQuery(quizResultQuery(attemptId));
  const result = query.data;
  usePageTitle(result ? `Résultat : ${result.quiz.title}` : 'Résultat du quiz');

  return (
    <QueryState
      query={query}
      error={(err, retry) =>
        isNotFound(err) || isApiError(err, 403) ? (
          <NotFound />
        ) : (
          <PageLoadFailed title="Impossible de charger le résultat" onRetry={retry} />
        )
      }
    >
      {(loaded) => (loaded.quizId === quizId ? <ResultView result={loaded} /> : <NotFound />)}
    </QueryState>
  );
}

function ResultView({ result }: { result: QuizResult }) {
  const { quiz, stats } = result;
  const passed = result.isPassed;
  const { user } = useAuth();
  // The course's instructor may read the result too: the certificate is the student's to open.
  const certificateIssued = result.certificate !== null && user?.id === result.studentId;

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <Card className="grid justify-items-center gap-4 p-6 text-center sm:p-8">
        {passed ? (
          <Trophy className="size-12 text-success" aria-hidden="true" />
        ) : (
          <CircleX className="size-12 text-destructive dark:text-red-400" aria-hidden="true" />
        )}
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {passed ? 'Félicitations !' : 'Quiz non réussi'}
          </h1>
          <p className="break-words text-muted-foreground">{quiz.title}</p>
        </div>
        <p
          className={cn(
            'text-5xl font-bold tabular-nums',
            passed ? 'text-success' : 'text-destructive dark:text-red-400',
          )}
        >
          {result.percent}%
        </p>
        <dl className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Points :</dt>
            <dd className="font-semibold tabular-nums">
              {result.score}/{result.maxScore}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Score minimum :</dt>
            <dd className="font-semibold tabular-nums">{quiz.passingScore}%</dd>
          </div>
        </dl>
        <p className="text-muted-foreground">
          {passed
            ? 'Vous avez réussi ce quiz.'
            : `Il faut au moins ${quiz.passingScore}% pour réussir. Révisez, puis réessayez.`}
        </p>
        {certificateIssued ? <CertificateIssued /> : null}
        {result.late ? (
          <Alert className="flex items-start gap-2 text-left">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Le quiz a été envoyé après la fin du temps imparti : seules les réponses enregistrées
              avant la limite ont été comptées.
            </p>
          </Alert>
        ) : null}
        <div className="grid w-full gap-2 sm:flex sm:w-auto sm:flex-wrap sm:justify-center">
          <NextLink primary href={href.quiz(quiz.id)} icon={RotateCcw} label="Refaire le quiz" />
          <NextLink href={href.course(quiz.courseId)} icon={ArrowLeft} label="Retour au cours" />
          <NextLink href="/catalog" icon={Search} label="Catalogue" />
        </div>
      </Card>

      <section aria-labelledby="quiz-stats" className="grid gap-3">
        <h2 id="quiz-stats" className="text-xl font-semibold">
          Statistiques
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Bonnes réponses" value={stats.correct} />
          <Stat label="Mauvaises réponses" value={stats.wrong} />
          <Stat label="Total des questions" value={stats.total} />
          <Stat label="Tentatives" value={stats.attempts} />
        </ul>
      </section>

      <section aria-labelledby="quiz-review" className="grid gap-3">
        <h2 id="quiz-review" className="text-xl font-semibold">
          Revue des réponses
        </h2>
        <ol className="grid gap-3">
          {result.review.map((item, i) => (
            <ReviewQuestion key={item.questionId} item={item} number={i + 1} />
          ))}
        </ol>
      </section>
    </PageContainer>
  );
}
