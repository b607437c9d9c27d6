import { useEffect, useRef, useState } from 'react';

/** How often the countdown is recomputed from the deadline (it shows whole seconds). */
const TICK_MS = 250;

/**
 * The seconds left of a timed attempt, or null when it is untimed. The deadline comes from the
 * server's clock: the time it had left when the quiz was loaded. The count is recomputed from the
 * deadline, so a slow or sleeping phone never drifts. At zero, `timeUp` turns true and `onTimeUp`
 * runs, once.
 */
export function useQuizCountdown(
  remainingAtLoad: number | null,
  loadedAt: number,
  onTimeUp: () => void,
): { remaining: number | null; timeUp: boolean } {
  const deadline = remainingAtLoad === null ? null : loadedAt + Math.max(0, remainingAtLoad) * 1000;
  const [now, setNow] = useState(() => Date.now());
  const [timeUp, setTimeUp] = useState(false);
  // The latest handler, for the timer.
  const onTimeUpRef = useRef(onTimeUp);
  onTimeUpRef.current = onTimeUp;

  useEffect(() => {
    if (deadline === null || timeUp) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        setTimeUp(true);
        onTimeUpRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline, timeUp]);

  const remaining = deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, timeUp };
}
