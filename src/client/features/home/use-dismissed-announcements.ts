import { useMemo, useSyncExternalStore } from 'react';

/** localStorage key of the announcements a visitor closed on the landing page. */
const STORAGE_KEY = 'kelasi.annonces-masquees';
/** The latest closed ones are enough: an announcement closed long ago is no longer published. */
const KEPT = 20;
/** Nothing closed: what the server renders, since it cannot know this browser's choices. */
const NONE = '[]';

/** The stored list as JSON, kept in memory too when storage is unavailable (closed this visit). */
let stored: string | undefined;
const listeners = new Set<() => void>();

function readStored(): string {
  if (stored === undefined) {
    try {
      stored = localStorage.getItem(STORAGE_KEY) ?? NONE;
    } catch {
      stored = NONE;
    }
  }
  return stored;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

function parse(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The announcements this browser closed, remembered across visits; a newer announcement is not
 * among them, so it shows again. A page the server rendered shows them all until it is hydrated.
 */
export function useDismissedAnnouncements() {
  const json = useSyncExternalStore(subscribe, readStored, () => NONE);
  const dismissed = useMemo(() => parse(json), [json]);
  return {
    isDismissed: (id: string) => dismissed.includes(id),
    dismiss(id: string) {
      stored = JSON.stringify([id, ...dismissed.filter((other) => other !== id)].slice(0, KEPT));
      try {
        localStorage.setItem(STORAGE_KEY, stored);
      } catch {
        // Storage unavailable: closed for this visit only.
      }
      listeners.forEach((notify) => notify());
    },
  };
}
