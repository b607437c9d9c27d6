import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { QuizAnswers } from '@contract/quizzes';
import { answersPayload, forgetAnswers, storeAnswers } from './quiz-answers';
import { saveQuizAnswers } from '@client/api/quizzes';
import { onReconnect } from '@client/lib/connection';

/** Progress is saved on the server this long after the last change. */
const SAVE_DELAY_MS = 1000;

export interface QuizAutosave {
  /** The latest answers (for timers and handlers that outlive a render). */
  latest: () => QuizAnswers;
  /** Keeps new answers: in this tab at once, on the server after a second without change. */
  save: (answers: QuizAnswers) => void;
  /** Drops the save waiting for its delay, and holds saves until the next change: the answers are being submitted. */
  cancel: () => void;
  /** The attempt is over: nothing more is saved, and the tab's copy is forgotten. */
  finish: () => void;
  isFinished: () => boolean;
}

/**
 * Saves the answers of an attempt while it is taken, so that a reload, a lost connection or a
 * closed tab loses nothing: a copy in this tab at each change, the server's copy a second after
 * the last change, and what is not sent yet when the page is left. No attempt (a preview): no save.
 */
export function useQuizAutosave(attemptId: string | undefined, initial: QuizAnswers): QuizAutosave {
  const answers = useRef(initial);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSaved = useRef(JSON.stringify(answersPayload(initial)));
  const finished = useRef(false);
  // Being submitted: the submission carries the answers, no save may overtake it.
  const held = useRef(false);

  const flush = useCallback(() => {
    if (saveTimer.current === undefined || attemptId === undefined) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    if (finished.current) return;
    const payload = answersPayload(answers.current);
    const body = JSON.stringify(payload);
    if (body === lastSaved.current) return;
    lastSaved.current = body;
    void saveQuizAnswers(attemptId, payload).then((delivered) => {
      // Not delivered (offline): sent again when the connection returns, unless newer answers
      // were sent meanwhile.
      if (!delivered && lastSaved.current === body) lastSaved.current = '';
    });
  }, [attemptId]);

  // Back online: what could not be sent goes now.
  useEffect(
    () =>
      onReconnect(() => {
        if (finished.current || held.current || attemptId === undefined) return;
        if (JSON.stringify(answersPayload(answers.current)) === lastSaved.current) return;
        saveTimer.current ??= setTimeout(flush, 0);
      }),
    [attemptId, flush],
  );

  // Leaving the page (another screen, closing the tab) sends what is not saved yet.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const cancel = useCallback(() => {
    held.current = true;
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
  }, []);

  const save = useCallback(
    (next: QuizAnswers) => {
      if (attemptId === undefined) return;
      held.current = false;
      answers.current = next;
      storeAnswers(attemptId, next);
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [attemptId, flush],
  );

  const finish = useCallback(() => {
    finished.current = true;
    if (attemptId !== undefined) forgetAnswers(attemptId);
  }, [attemptId]);

  const latest = useCallback(() => answers.current, []);
  const isFinished = useCallback(() => finished.current, []);

  return useMemo(
    () => ({ latest, save, cancel, finish, isFinished }),
    [latest, save, cancel, finish, isFinished],
  );
}
