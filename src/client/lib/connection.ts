import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

/**
 * What the app knows of the connection: TanStack Query's online manager, fed by the browser's
 * online/offline events. Mutations made while it says offline wait ("paused") and are sent when
 * it comes back, so an action taken offline is kept rather than lost.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * A page opened with no network at all (from the phone's caches) starts offline: TanStack Query
 * assumes online until the browser says otherwise, and the browser says nothing at start-up.
 */
export function startOfflineIfNoNetwork(): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
}

/** A request that never reached the server (no network, connection cut): fetch's TypeError. */
export function isConnectionError(err: unknown): boolean {
  return err instanceof TypeError || !onlineManager.isOnline();
}

/** Calls `onBack` each time the connection comes back. Returns the unsubscribe function. */
export function onReconnect(onBack: () => void): () => void {
  return onlineManager.subscribe((online) => {
    if (online) onBack();
  });
}
