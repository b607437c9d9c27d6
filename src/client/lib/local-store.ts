import { useSyncExternalStore } from 'react';

/**
 * A list kept in this device's storage (it outlives a closed app), shared by the tabs' renders
 * through useSyncExternalStore. Small lists only: each change writes the whole list.
 */
export function createLocalList<T>(key: string) {
  const listeners = new Set<() => void>();
  const empty: T[] = [];
  let snapshot: T[] = empty;
  // What the snapshot was read from: another tab, or a sign-out, may change the stored list.
  let read: string | null = null;

  function get(): T[] {
    let raw: string | null = null;
    try {
      raw = localStorage.getItem(key);
    } catch {
      return snapshot;
    }
    if (raw === read) return snapshot;
    read = raw;
    try {
      const parsed: unknown = JSON.parse(raw ?? '[]');
      snapshot = Array.isArray(parsed) ? (parsed as T[]) : empty;
    } catch {
      snapshot = empty;
    }
    return snapshot;
  }

  function set(next: T[]) {
    snapshot = next;
    try {
      read = next.length ? JSON.stringify(next) : null;
      if (read) localStorage.setItem(key, read);
      else localStorage.removeItem(key);
    } catch {
      // Storage full or refused: the list stays right in this tab.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(onChange: () => void) {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  }

  return {
    get,
    set,
    update: (change: (items: T[]) => T[]) => set(change(get())),
    /** The list, re-rendering on each change (empty in server rendering). */
    use: () => useSyncExternalStore(subscribe, get, () => empty),
  };
}
