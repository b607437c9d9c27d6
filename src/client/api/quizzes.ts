import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { QuizSummary } from '@contract/quizzes-editor';
import type { QuizAnswers, quizEndpoints } from '@contract/quizzes';

import { isConnectionError } from '@client/lib/connection';
import { call, type DeleteCallbacks } from './call';
import { getQuery } from './query-factories';
import { courseKeys, quizKeys } from './query-keys';

type Endpoints = typeof quizEndpoints;

/** GET /api/courses/{id}/quiz-editor: the course's quizzes, drafts included. */
export const quizEditorListQuery = (courseId: string) =>
  getQuery<Endpoints['editorList']>(
    courseKeys.quizEditor(courseId),
    '/api/courses/{id}/quiz-editor',
    {
      params: { id: courseId },
    },
  );

/** GET /api/quizzes/{id}/edit: a quiz with its answers, for its editor. */
export const quizEditQuery = (id: string) =>
  getQuery<Endpoints['editorGet']>(quizKeys.edit(id), '/api/quizzes/{id}/edit', { params: { id } });

/** GET /api/quizzes/{id}: the quiz to take, with the attempt already open (it never opens one). */
export const takeQuizQuery = (id: string) =>
  getQuery<Endpoints['take']>(
    quizKeys.take(id),
    '/api/quizzes/{id}',
    { params: { id } },
    // Each visit reads the open attempt and its time left from the server's clock: never reuse
    // an earlier answer.
    { gcTime: 0, refetchOnMount: 'always' },
  );

/**
 * POST /api/quizzes/{id}/attempts: starts the clock (or resumes the open attempt); the answer is
 * the quiz with its questions, shown at once.
 */
export function useStartQuiz(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call<Endpoints['start']>('POST', '/api/quizzes/{id}/attempts', { params: { id: quizId } }),
    onSuccess: (quiz) => queryClient.setQueryData(quizKeys.take(quizId), quiz),
  });
}

/** GET /api/quiz-attempts/{id}: an attempt's result, with the right answers. */
export const quizResultQuery = (attemptId: string) =>
  getQuery<Endpoints['result']>(quizKeys.result(attemptId), '/api/quiz-attempts/{id}', {
    params: { id: attemptId },
  });

export type QuizSave =
  | { quizId?: undefined; body: BodyOf<Endpoints['create']> }
  | { quizId: string; body: BodyOf<Endpoints['update']> };

/**
 * Creates a quiz (POST /api/quizzes) or changes one (PATCH /api/quizzes/{id}), then refreshes the
 * course editor's list; the students' list reloads when next shown.
 */
export function useSaveQuiz(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: QuizSave) =>
      save.quizId === undefined
        ? call<Endpoints['create']>('POST', '/api/quizzes', { body: save.body })
        : call<Endpoints['update']>('PATCH', '/api/quizzes/{id}', {
            params: { id: save.quizId },
            body: save.body,
          }),
    onSuccess: async (_, { quizId }) => {
      if (quizId !== undefined) queryClient.removeQueries({ queryKey: quizKeys.edit(quizId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.quizEditor(courseId) }),
        queryClient.invalidateQueries({
          queryKey: courseKeys.quizzes(courseId),
          refetchType: 'none',
        }),
      ]);
    },
  });
}

/** DELETE /api/quizzes/{id}: forgets the quiz and refreshes the course's quiz lists. */
export function useDeleteQuiz(
  courseId: string,
  { onDeleted, onError }: DeleteCallbacks<QuizSummary> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: (quiz: QuizSummary) =>
      call<Endpoints['remove']>('DELETE', '/api/quizzes/{id}', { params: { id: quiz.id } }),
    onSuccess: async (_, quiz) => {
      onDeleted?.(quiz);
      queryClient.removeQueries({ queryKey: quizKeys.take(quiz.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.quizEditor(courseId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.quizzes(courseId) }),
      ]);
    },
  });
}

/**
 * PUT /api/quiz-attempts/{id}/answers; keepalive lets it finish while the page is being left.
 * Answers false when the connection failed (to send again when it returns); a refusal (after
 * the time limit) is final: the copy in this tab remains for the submission.
 */
export function saveQuizAnswers(attemptId: string, answers: QuizAnswers): Promise<boolean> {
  return call<Endpoints['saveAnswers']>('PUT', '/api/quiz-attempts/{id}/answers', {
    params: { id: attemptId },
    body: { answers },
    keepalive: true,
  }).then(
    () => true,
    (err: unknown) => !isConnectionError(err),
  );
}
