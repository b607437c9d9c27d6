import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Clock,
  ExternalLink,
  Eye,
  Send,
  TriangleAlert,
} from 'lucide-react';
import type { QuizAnswers, TakingQuiz } from '@contract/quizzes';
import { ProgressBar } from '@client/components/course/progress-bar';
import { PageContainer } from '@client/components/layout/page-container';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, errorMessage, isApiError } from '@client/lib/api';
import { courseKeys } from '@client/lib/course-queries';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';
import {
  answersPayload,
  forgetAnswers,
  formatClock,
  isAnswered,
  nextAnswer,
  restoreAnswers,
  storeAnswers,
} from './quiz-answers';
import { QuizQuestion } from './quiz-question';

/** Progress is saved on the server this long after the last change. */
const SAVE_DELAY_MS = 1000;
/** How often the countdown is recomputed from the deadline (it shows whole seconds). */
const TICK_MS = 250;

const unansweredText = (n: number) => `Il vous reste ${n} question(s) à répondre`;

/** Sends the progress; keepalive lets it finish while the page is being left. */
function sendProgress(attemptId: string, answers: QuizAnswers): void {
  fetch(`/api/quiz-attempts/${attemptId}/answers`, {
    method: 'PUT',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ answers: answersPayload(answers) }),
  }).catch(() => {
    // Offline or refused after the time limit: the copy in this tab and the next change remain.
  });
}

export function QuizTaking({ quiz, loadedAt }: { quiz: TakingQuiz; loadedAt: number }) {
  usePageTitle(quiz.title);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const attempt = quiz.attempt;
  const preview = !attempt;
  const questions = useMemo(
    () => [...quiz.questions].sort((a, b) => a.order - b.order),
    [quiz.questions],
  );

  const [answers, setAnswers] = useState<QuizAnswers>(() =>
    attempt ? restoreAnswers(attempt.id, attempt.answers, questions) : {},
  );
  const [index, setIndex] = useState(0);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The deadline comes from the server's clock: the time it had left when the quiz was loaded.
  const remainingAtLoad = attempt?.remainingSeconds ?? null;
  const deadline = remainingAtLoad === null ? null : loadedAt + Math.max(0, remainingAtLoad) * 1000;
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));

  // Latest values for timers and unmount handlers.
  const answersRef = useRef(answers);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSaved = useRef(JSON.stringify(answersPayload(answers)));
  const finished = useRef(false);

  const flushSave = useCallback(() => {
    if (saveTimer.current === undefined || !attempt) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (finished.current) return;
    const body = JSON.stringify(answersPayload(answersRef.current));
    if (body === lastSaved.current) return;
    lastSaved.current = body;
    sendProgress(attempt.id, answersRef.current);
  }, [attempt]);

  // Leaving the page (another screen, closing the tab) sends what is not saved yet.
  useEffect(() => {
    window.addEventListener('pagehide', flushSave);
    return () => {
      window.removeEventListener('pagehide', flushSave);
      flushSave();
    };
  }, [flushSave]);

  const finish = useCallback(
    (attemptId: string) => {
      finished.current = true;
      setDone(true);
      if (attempt) forgetAnswers(attempt.id);
      void queryClient.invalidateQueries({ queryKey: courseKeys.quizzes(quiz.courseId) });
      navigate(`/quiz/${quiz.id}/result/${attemptId}`);
    },
    [attempt, navigate, queryClient, quiz.courseId, quiz.id],
  );

  const send = useCallback(async () => {
    if (!attempt || finished.current) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    setSubmitting(true);
    try {
      const { attemptId } = await apiRequest<{ attemptId: string }>(
        'POST',
        `/api/quizzes/${quiz.id}/submit`,
        { answers: answersPayload(answersRef.current) },
      );
      finish(attemptId);
    } catch (err) {
      setSubmitting(false);
      // Already submitted (another tab, a retry after a lost answer): its result exists.
      if (isApiError(err, 409) && err.code === 'QUIZ_ALREADY_SUBMITTED') {
        finish(attempt.id);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, 'Impossible de soumettre le quiz'),
      });
    }
  }, [attempt, finish, quiz.id]);

  const onTimeUp = useRef<() => void>(() => {});
  onTimeUp.current = () => {
    setTimeUp(true);
    toast({ title: 'Temps écoulé', description: 'Le quiz a été soumis automatiquement' });
    if (!submitting) void send();
  };

  // The countdown: recomputed from the deadline, so a slow or sleeping phone never drifts.
  useEffect(() => {
    if (deadline === null || timeUp || preview) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) onTimeUp.current();
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, timeUp, preview]);

  const locked = preview || timeUp || submitting || done;
  const navLocked = timeUp || submitting || done;
  const total = questions.length;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const unanswered = total - answeredCount;
  const question = questions[index];
  const isLast = index >= total - 1;

  function goTo(next: number) {
    if (navLocked || next < 0 || next >= total) return;
    setIndex(next);
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  }

  function choose(choiceId: string, checked: boolean) {
    if (locked || !question || !attempt) return;
    const next = {
      ...answers,
      [question.id]: nextAnswer(question, answers[question.id], choiceId, checked),
    };
    answersRef.current = next;
    setAnswers(next);
    storeAnswers(attempt.id, next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(flushSave, SAVE_DELAY_MS);
  }

  function submit() {
    if (locked) return;
    if (unanswered > 0) {
      setTriedSubmit(true);
      toast({
        variant: 'destructive',
        title: 'Questions non répondues',
        description: unansweredText(unanswered),
      });
      return;
    }
    void send();
  }

  const firstUnanswered = questions.findIndex((q) => !isAnswered(answers[q.id]));

  return (
    <PageContainer className="grid max-w-3xl gap-5">
      <Link
        href={`/course/${quiz.courseId}`}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-muted-foreground hover:text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {quiz.courseTitle}
      </Link>

      <header className="grid gap-3">
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
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            <li>
              Question {total ? index + 1 : 0} sur {total}
            </li>
            <li>
              Répondues : {answeredCount}/{total}
            </li>
            <li>Score minimum : {quiz.passingScore}%</li>
          </ul>
          {remaining !== null && !preview ? (
            <p
              className={cn(
                'inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 font-semibold tabular-nums',
                remaining < 60 && 'border-destructive text-destructive dark:text-red-400',
              )}
            >
              <Clock className="size-4" aria-hidden="true" />
              <span>Temps restant :</span>
              <span role="timer">{formatClock(remaining)}</span>
            </p>
          ) : preview && quiz.timeLimit ? (
            <p className="inline-flex items-center gap-1.5 text-muted-foreground">
              <Clock className="size-4" aria-hidden="true" />
              Durée : {quiz.timeLimit} min
            </p>
          ) : null}
        </div>
        <ProgressBar value={total ? ((index + 1) / total) * 100 : 0} label="Progression du quiz" />
      </header>

      {preview ? (
        <Alert className="flex items-start gap-2">
          <Eye className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            Aperçu : voici le quiz tel que vos étudiants le verront. Les réponses sont désactivées
            et rien n&apos;est enregistré.
          </p>
        </Alert>
      ) : null}

      {timeUp ? (
        <Alert variant="destructive" role="alert" className="grid gap-1">
          <p className="font-semibold">Temps écoulé</p>
          <p>Le quiz a été soumis automatiquement</p>
        </Alert>
      ) : triedSubmit && unanswered > 0 ? (
        <Alert variant="destructive" role="alert" className="flex items-start gap-2">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{unansweredText(unanswered)}</p>
            <p>
              Répondez à toutes les questions avant de soumettre.{' '}
              {firstUnanswered >= 0 ? (
                <button
                  type="button"
                  onClick={() => goTo(firstUnanswered)}
                  className="font-medium underline underline-offset-4"
                >
                  Aller à la question {firstUnanswered + 1}
                </button>
              ) : null}
            </p>
          </div>
        </Alert>
      ) : null}

      {question ? (
        <QuizQuestion
          question={question}
          number={index + 1}
          answer={answers[question.id]}
          disabled={locked}
          headingRef={headingRef}
          onChoose={choose}
        />
      ) : (
        <Card className="p-6 text-center text-muted-foreground">
          Ce quiz ne contient aucune question pour le moment.
        </Card>
      )}

      {total > 0 ? (
        <nav aria-label="Navigation entre les questions" className="grid gap-4">
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-between">
            <Button
              variant="outline"
              disabled={navLocked || index === 0}
              onClick={() => goTo(index - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Précédent
            </Button>
            {isLast && !preview ? (
              <Button onClick={submit} disabled={locked}>
                <Send aria-hidden="true" />
                {submitting ? 'Envoi...' : 'Soumettre le quiz'}
              </Button>
            ) : (
              <Button
                variant="outline"
                disabled={navLocked || isLast}
                onClick={() => goTo(index + 1)}
              >
                Suivant
                <ChevronRight aria-hidden="true" />
              </Button>
            )}
          </div>
          <ol className="flex flex-wrap justify-center gap-2">
            {questions.map((q, i) => {
              const answered = isAnswered(answers[q.id]);
              const current = i === index;
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    disabled={navLocked}
                    onClick={() => goTo(i)}
                    aria-current={current ? 'step' : undefined}
                    aria-label={`Question ${i + 1}${answered ? ' (répondue)' : ''}`}
                    className={cn(
                      'flex size-10 items-center justify-center rounded-md border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
                      answered
                        ? 'border-primary bg-accent text-primary'
                        : 'border-input bg-card hover:bg-accent',
                      current && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                    )}
                  >
                    {i + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}

      {timeUp && !submitting && !done ? (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm text-muted-foreground">
            L&apos;envoi n&apos;a pas abouti. Vérifiez votre connexion, puis réessayez.
          </p>
          <Button onClick={() => void send()}>Réessayer l&apos;envoi</Button>
        </div>
      ) : null}
    </PageContainer>
  );
}
