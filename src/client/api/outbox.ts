/**
 * Sends the actions kept on the phone (lib/outbox.ts) to the server, in the order they were
 * taken, one at a time: now, each time the connection returns, and a little later when the
 * server could not be reached. A refusal (a quiz sent after its time, a lesson removed meanwhile)
 * is kept for the learner to read, never dropped silently.
 */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Enrollment, enrollmentEndpoints } from '@contract/enrollments';
import type { quizEndpoints } from '@contract/quizzes';
import type { User } from '@contract/auth';
import { errorMessage, isApiError } from '@client/lib/api';
import { isConnectionError, onReconnect } from '@client/lib/connection';
import {
  enqueue,
  whenDelivered,
  outboxEvents,
  outboxItems,
  recordFailure,
  removeFromOutbox,
  type Delivery,
  type OutboxItem,
} from '@client/lib/outbox';
import { call } from './call';
import { ME_KEY } from './auth';
import { certificationKeys, courseKeys, enrollmentKeys } from './query-keys';

const MAX_DELAY_MS = 30_000;

let client: QueryClient | undefined;
let sending: Promise<void> | undefined;
let again: ReturnType<typeof setTimeout> | undefined;
let delay = 1000;

/** Starts sending (once per page) and sends what waits now. */
export function sendOutbox(queryClient: QueryClient): Promise<void> {
  if (!client) {
    client = queryClient;
    onReconnect(() => void flush());
  }
  return flush();
}

function flush(): Promise<void> {
  sending ??= sendAll().finally(() => (sending = undefined));
  return sending;
}

async function sendAll() {
  clearTimeout(again);
  const me = client?.getQueryData<User | null>(ME_KEY);
  if (!client || !me) return;
  for (;;) {
    const item = outboxItems().find((i) => i.userId === me.id);
    if (!item) break;
    let delivery: Delivery;
    try {
      delivery = { id: item.id, result: await send(client, item) };
    } catch (err) {
      if (isConnectionError(err) || (isApiError(err) && err.status >= 500)) {
        // Unreachable (or down for a moment): tried again later, and as soon as it returns.
        again = setTimeout(() => void flush(), delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
        return;
      }
      recordFailure({ item, message: failureMessage(item, err) });
      delivery = { id: item.id, error: err };
    }
    delay = 1000;
    removeFromOutbox(item.id);
    outboxEvents.dispatchEvent(new CustomEvent('delivered', { detail: delivery }));
  }
}

function failureMessage(item: OutboxItem, err: unknown) {
  const what =
    item.kind === 'complete-lesson'
      ? `La leçon « ${item.lessonTitle} » n’a pas pu être marquée comme terminée`
      : `Le quiz « ${item.quizTitle} » n’a pas pu être soumis`;
  return `${what} : ${errorMessage(err, 'le serveur a refusé')}`;
}

async function send(queryClient: QueryClient, item: OutboxItem): Promise<unknown> {
  if (item.kind === 'complete-lesson') {
    const enrollment = await call<(typeof enrollmentEndpoints)['completeLesson']>(
      'POST',
      '/api/enrollments/{id}/complete-lesson',
      { params: { id: item.enrollmentId }, body: { lessonId: item.lessonId } },
    );
    queryClient.setQueryData(enrollmentKeys.ofCourse(enrollment.courseId), enrollment);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' }),
      // The last lesson may have issued a certificate.
      queryClient.invalidateQueries({ queryKey: certificationKeys.mine, refetchType: 'none' }),
      queryClient.invalidateQueries({
        queryKey: enrollmentKeys.all,
        exact: true,
        refetchType: 'none',
      }),
    ]);
    return enrollment;
  }
  const quizzesChanged = () => {
    void queryClient.invalidateQueries({ queryKey: courseKeys.quizzes(item.courseId) });
    // Passing the last quiz may have issued a certificate.
    void queryClient.invalidateQueries({ queryKey: certificationKeys.mine, refetchType: 'none' });
  };
  try {
    const result = await call<(typeof quizEndpoints)['submit']>(
      'POST',
      '/api/quizzes/{id}/submit',
      { params: { id: item.quizId }, body: { answers: item.answers } },
    );
    quizzesChanged();
    return result;
  } catch (err) {
    // Arrived before (an answer lost on the way, another tab): its result exists.
    if (!isApiError(err, 'QUIZ_ALREADY_SUBMITTED')) throw err;
    quizzesChanged();
    return { attemptId: item.attemptId };
  }
}

/**
 * "Marquer comme terminé": kept on the phone and sent now, or when the network returns, even
 * after the app was closed (lib/outbox.ts, api/outbox.ts). Settles with the updated enrolment
 * once the server has it.
 */
export function useCompleteLesson() {
  const queryClient = useQueryClient();
  return useCallback(
    (action: Omit<Extract<OutboxItem, { kind: 'complete-lesson' }>, 'id' | 'at' | 'kind'>) => {
      const id = enqueue({ kind: 'complete-lesson', ...action });
      void sendOutbox(queryClient);
      return whenDelivered<Enrollment>(id);
    },
    [queryClient],
  );
}

/**
 * Submits the attempt (POST /api/quizzes/{id}/submit): kept on the phone with its answers and
 * sent now, or when the network returns, even after the app was closed (api/outbox.ts). Settles
 * with the graded attempt's id once the server has it; the server's time rules still apply.
 */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useCallback(
    (action: Omit<Extract<OutboxItem, { kind: 'submit-quiz' }>, 'id' | 'at' | 'kind'>) => {
      const id = enqueue({ kind: 'submit-quiz', ...action });
      void sendOutbox(queryClient);
      return { id, delivered: whenDelivered<{ attemptId: string }>(id) };
    },
    [queryClient],
  );
}
