import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import type { TakingQuiz } from '@contract/quizzes';
import { useSubmitQuiz } from '@client/api/quizzes';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage, isApiError } from '@client/lib/api';
import { isConnectionError } from '@client/lib/connection';
import { answersPayload } from './quiz-answers';
import type { QuizAutosave } from './use-quiz-autosave';

/**
 * Sends the attempt for grading, then shows its result. `submitting` lasts from the sending until
 * the result page (or a failure); `done` once the attempt is graded.
 */
export function useQuizSubmit(quiz: TakingQuiz, autosave: QuizAutosave) {
  const [, navigate] = useLocation();
  const { mutateAsync, isPaused, isPending, failureCount } = useSubmitQuiz(quiz.id, quiz.courseId);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const attempt = quiz.attempt;

  const finish = useCallback(
    (attemptId: string) => {
      autosave.finish();
      setDone(true);
      navigate(href.quizResult(quiz.id, attemptId));
    },
    [autosave, navigate, quiz.id],
  );

  const send = useCallback(async () => {
    if (!attempt || autosave.isFinished()) return;
    autosave.cancel();
    setSubmitting(true);
    try {
      const { attemptId } = await mutateAsync(answersPayload(autosave.latest()));
      finish(attemptId);
    } catch (err) {
      setSubmitting(false);
      // Already submitted (another tab, a retry after a lost answer): its result exists.
      if (isApiError(err, 'QUIZ_ALREADY_SUBMITTED')) {
        finish(attempt.id);
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: isConnectionError(err)
          ? 'Impossible de soumettre le quiz : la connexion est perdue. Vos réponses sont gardées ; réessayez quand elle revient.'
          : errorMessage(err, 'Impossible de soumettre le quiz'),
      });
    }
  }, [attempt, autosave, finish, mutateAsync]);

  /** Sent while offline, or retrying a request that did not get through. */
  const waitingForConnection = isPaused || (isPending && failureCount > 0);
  return { submitting, done, send, waitingForConnection };
}
