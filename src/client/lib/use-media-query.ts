import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query, e.g. '(min-width: 640px)', and follows its changes
 * (a phone turned sideways, a window resized). Read during the first render, so that nothing
 * meant for another screen size is created, then removed.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
