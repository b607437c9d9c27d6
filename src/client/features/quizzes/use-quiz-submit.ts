import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { TakingQuiz } from '@contract/quizzes';
import { useAuth } from '@client/api/auth';
import { useSubmitQuiz } from '@client/api/outbox';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage, isApiError } from '@client/lib/api';
import { useOnline } from '@client/lib/connection';
import { useOutbox, whenDelivered } from '@client/lib/outbox';
import { answersPayload } from './quiz-answers';
import type { QuizAutosave } from './use-quiz-autosave';

/**
 * Sends the attempt for grading, then shows its result. The submission is kept on the phone
 * until the server has it (lib/outbox.ts): offline, it waits for the network, even across a
 * closed app. `submitting` lasts from the sending until the result page (or a refusal); `done`
 * once the attempt is graded.
 */
export function useQuizSubmit(quiz: TakingQuiz, autosave: QuizAutosave) {
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const submit = useSubmitQuiz();
  const online = useOnline();
  const attempt = quiz.attempt;
  // Sent before (the app was closed offline, then opened again): still waiting for the server.
  const queued = useOutbox(user?.id).find(
    (item) => item.kind === 'submit-quiz' && item.attemptId === attempt?.id,
  );
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const finish = useCallback(
    (attemptId: string) => {
      autosave.finish();
      setDone(true);
      navigate(href.quizResult(quiz.id, attemptId));
    },
    [autosave, navigate, quiz.id],
  );

  const settle = useCallback(
    async (delivered: Promise<{ attemptId: string }>) => {
      setSubmitting(true);
      try {
        finish((await delivered).attemptId);
      } catch (err) {
        setSubmitting(false);
        // Already submitted (another tab, a retry after a lost answer): its result exists.
        if (isApiError(err, 'QUIZ_ALREADY_SUBMITTED') && attempt) {
          finish(attempt.id);
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(err, 'Impossible de soumettre le quiz'),
        });
      }
    },
    [attempt, finish],
  );

  const queuedId = queued?.id;
  useEffect(() => {
    if (queuedId && !submitting && !done) {
      autosave.cancel();
      void settle(whenDelivered(queuedId));
    }
  }, [queuedId, submitting, done, autosave, settle]);

  const send = useCallback(async () => {
    if (!attempt || !user || autosave.isFinished() || queuedId) return;
    autosave.cancel();
    const { delivered } = submit({
      userId: user.id,
      quizId: quiz.id,
      courseId: quiz.courseId,
      attemptId: attempt.id,
      quizTitle: quiz.title,
      answers: answersPayload(autosave.latest()),
    });
    await settle(delivered);
  }, [attempt, user, autosave, queuedId, submit, quiz, settle]);

  /** Sent while offline: it waits for the connection. */
  const waitingForConnection = !!queued && !online;
  return { submitting, done, send, waitingForConnection };
}
