import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@contract/courses';
import type { BodyOf } from '@contract/endpoint';
import type { lessonEndpoints } from '@contract/lessons';
import { call, type DeleteCallbacks } from './call';
import { getQuery } from './query-factories';
import { courseKeys, lessonKeys } from './query-keys';

type Endpoints = typeof lessonEndpoints;

export const lessonQuery = (id: string) =>
  getQuery<Endpoints['get']>(lessonKeys.detail(id), '/api/lessons/{id}', { params: { id } });

function isLesson(value: unknown): value is Lesson {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { courseId?: unknown }).courseId === 'string'
  );
}

export type LessonSave =
  | { lessonId?: undefined; body: BodyOf<Endpoints['create']> }
  | { lessonId: string; body: BodyOf<Endpoints['update']> };

/**
 * Creates a lesson (POST /api/lessons) or changes one (PATCH /api/lessons/{id}). The saved lesson
 * is kept; the course's lessons, lesson count and total duration changed, so the screens showing
 * them reload when shown (the course editor, next).
 */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: LessonSave) =>
      save.lessonId === undefined
        ? call<Endpoints['create']>('POST', '/api/lessons', { body: save.body })
        : call<Endpoints['update']>('PATCH', '/api/lessons/{id}', {
            params: { id: save.lessonId },
            body: save.body,
          }),
    onSuccess: (saved, { lessonId }) => {
      if (isLesson(saved)) queryClient.setQueryData(lessonKeys.detail(saved.id), saved);
      else if (lessonId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: lessonKeys.detail(lessonId) });
      }
      void queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
      // A new video: its copies are queued.
      if (isLesson(saved)) {
        void queryClient.invalidateQueries({ queryKey: lessonKeys.renditions(saved.id) });
      }
    },
  });
}

/**
 * DELETE /api/lessons/{id}. The course's lesson list reloads at once (the editor shows it); its
 * lesson count, durations and learners' progress changed too, so every course load reloads when
 * next shown.
 */
export function useDeleteLesson(
  courseId: string,
  { onDeleted, onError }: DeleteCallbacks<Lesson> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: (lesson: Lesson) =>
      call<Endpoints['remove']>('DELETE', '/api/lessons/{id}', { params: { id: lesson.id } }),
    onSuccess: async (_, lesson) => {
      onDeleted?.(lesson);
      queryClient.removeQueries({ queryKey: lessonKeys.detail(lesson.id) });
      await queryClient.invalidateQueries({ queryKey: courseKeys.lessons(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' });
    },
  });
}
