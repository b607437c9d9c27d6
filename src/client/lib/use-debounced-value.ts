import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before asking the server. */
export const SEARCH_PAUSE_MS = 300;

/**
 * The value once it has stopped changing for `delayMs`: a search box asks the server once the
 * person pauses, not at every key (each request costs data on a slow connection).
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
