/**
 * What a learner did without a network, kept on the phone until the server has it (issue 30,
 * part 3): lessons marked as completed and quizzes submitted. The list outlives a closed app;
 * it is sent in order, one at a time, when the network is there (api/outbox.ts). Each action is
 * idempotent on the server (a lesson completed twice counts once; a quiz is submitted once), so
 * an action sent twice, from a lost answer or from two phones, changes nothing the second time.
 */
import { useMemo } from 'react';
import type { QuizAnswers } from '@contract/quizzes';
import { createLocalList } from './local-store';
import { OUTBOX_KEY } from './offline-caches';

interface Queued {
  id: string;
  userId: string;
  /** When the learner acted (ISO). */
  at: string;
}

export type OutboxItem = Queued &
  (
    | {
        kind: 'complete-lesson';
        enrollmentId: string;
        courseId: string;
        lessonId: string;
        lessonTitle: string;
      }
    | {
        kind: 'submit-quiz';
        quizId: string;
        courseId: string;
        attemptId: string;
        quizTitle: string;
        answers: QuizAnswers;
      }
  );

/** An action the server refused when it arrived: shown to the learner, never dropped silently. */
export interface OutboxFailure {
  item: OutboxItem;
  message: string;
}

type NewItem = OutboxItem extends infer I
  ? I extends OutboxItem
    ? Omit<I, 'id' | 'at'>
    : never
  : never;

const queue = createLocalList<OutboxItem>(OUTBOX_KEY);
const failures = createLocalList<OutboxFailure>('kelasi:outbox-failures');

export const outboxItems = queue.get;
export const hasOutbox = () => queue.get().length > 0;

/** Keeps an action for sending; answers its id. */
export function enqueue(item: NewItem): string {
  const id = crypto.randomUUID();
  queue.update((items) => [...items, { ...item, id, at: new Date().toISOString() } as OutboxItem]);
  outboxEvents.dispatchEvent(new Event('queued'));
  return id;
}

export function removeFromOutbox(id: string) {
  queue.update((items) => items.filter((item) => item.id !== id));
}

export function recordFailure(failure: OutboxFailure) {
  failures.update((list) => [...list, failure]);
}

export function dismissFailures(userId: string) {
  failures.update((list) => list.filter((f) => f.item.userId !== userId));
}

/** This learner's waiting actions, kept up to date. */
export function useOutbox(userId: string | undefined): OutboxItem[] {
  const items = queue.use();
  return useMemo(() => items.filter((item) => item.userId === userId), [items, userId]);
}

export function useOutboxFailures(userId: string | undefined): OutboxFailure[] {
  const list = failures.use();
  return useMemo(() => list.filter((f) => f.item.userId === userId), [list, userId]);
}

/**
 * 'queued' when an action is added; `delivered` (a CustomEvent with `{ id, result }` or
 * `{ id, error }`) when the server answered it.
 */
export const outboxEvents = new EventTarget();

export interface Delivery {
  id: string;
  result?: unknown;
  error?: unknown;
}

/** Settles when the server has answered the action `id` (rejects with its refusal). */
export function whenDelivered<T>(id: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onDelivered = (event: Event) => {
      const delivery = (event as CustomEvent<Delivery>).detail;
      if (delivery.id !== id) return;
      outboxEvents.removeEventListener('delivered', onDelivered);
      if ('error' in delivery && delivery.error !== undefined) reject(delivery.error);
      else resolve(delivery.result as T);
    };
    outboxEvents.addEventListener('delivered', onDelivered);
  });
}
