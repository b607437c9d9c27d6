import { useState } from 'react';

/** localStorage key of the announcements a visitor closed on the landing page. */
const STORAGE_KEY = 'kelasi.annonces-masquees';
/** The latest closed ones are enough: an announcement closed long ago is no longer published. */
const KEPT = 20;

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The announcements this browser closed, remembered across visits; a newer announcement is not
 * among them, so it shows again.
 */
export function useDismissedAnnouncements() {
  const [dismissed, setDismissed] = useState(readDismissed);
  return {
    isDismissed: (id: string) => dismissed.includes(id),
    dismiss(id: string) {
      const next = [id, ...dismissed.filter((other) => other !== id)].slice(0, KEPT);
      setDismissed(next);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage unavailable: closed for this visit only.
      }
    },
  };
}
