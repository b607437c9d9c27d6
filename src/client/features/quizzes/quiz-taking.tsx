import { useMemo, useRef, useState } from 'react';
import { Clock, Eye, TriangleAlert } from 'lucide-react';
import type { QuizAnswers, TakingQuiz } from '@contract/quizzes';
import { ProgressBar } from '@client/components/course/progress-bar';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { toast } from '@client/components/ui/use-toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';
import { formatClock, isAnswered, nextAnswer, restoreAnswers } from './quiz-answers';
import { QuestionNavigation } from './question-navigation';
import { QuizFrame } from './quiz-intro';
import { QuizQuestion } from './quiz-question';
import { useQuizAutosave } from './use-quiz-autosave';
import { useQuizCountdown } from './use-quiz-countdown';
import { useQuizSubmit } from './use-quiz-submit';

const unansweredText = (n: number) => `Il vous reste ${n} question(s) à répondre`;

export function QuizTaking({ quiz, loadedAt }: { quiz: TakingQuiz; loadedAt: number }) {
  usePageTitle(quiz.title);
  const attempt = quiz.attempt;
  const preview = quiz.preview;
  const questions = useMemo(
    () => [...quiz.questions].sort((a, b) => a.order - b.order),
    [quiz.questions],
  );

  const [answers, setAnswers] = useState<QuizAnswers>(() =>
    attempt ? restoreAnswers(attempt.id, attempt.answers, questions) : {},
  );
  const [index, setIndex] = useState(0);
  const [triedSubmit, setTriedSubmit] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const autosave = useQuizAutosave(attempt?.id, answers);
  const { submitting, done, send, waitingForConnection } = useQuizSubmit(quiz, autosave);
  const { remaining, timeUp } = useQuizCountdown(
    attempt?.remainingSeconds ?? null,
    loadedAt,
    () => {
      toast({ title: 'Temps écoulé', description: 'Le quiz a été soumis automatiquement' });
      if (!submitting) void send();
    },
  );

  const locked = preview || timeUp || submitting || done;
  const navLocked = timeUp || submitting || done;
  const total = questions.length;
  const answeredCount = questions.filter((q) => isAnswered(answers[q.id])).length;
  const unanswered = total - answeredCount;
  const question = questions[index];

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
    setAnswers(next);
    autosave.save(next);
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
    <QuizFrame quiz={quiz}>
      <header className="grid gap-3">
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

      {waitingForConnection ? (
        <Alert role="status" className="grid gap-1">
          <p className="font-semibold">Connexion perdue</p>
          <p>Vos réponses sont gardées : le quiz sera soumis dès le retour de la connexion.</p>
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
        <QuestionNavigation
          questions={questions}
          answers={answers}
          index={index}
          canSubmit={!preview}
          locked={locked}
          navLocked={navLocked}
          submitting={submitting}
          onGoTo={goTo}
          onSubmit={submit}
        />
      ) : null}

      {timeUp && !submitting && !done ? (
        <div className="grid justify-items-center gap-2 text-center">
          <p className="text-sm text-muted-foreground">
            L&apos;envoi n&apos;a pas abouti. Vérifiez votre connexion, puis réessayez.
          </p>
          <Button onClick={() => void send()}>Réessayer l&apos;envoi</Button>
        </div>
      ) : null}
    </QuizFrame>
  );
}
