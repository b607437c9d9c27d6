/**
 * A tiny toast store (shadcn style). Spec 01 §9: at most 1 toast shown at a time; a dismissed toast
 * is removed after 1,000,000 ms (Radix plays its exit animation meanwhile).
 *
 *   toast({ title: 'Connexion réussie' });
 *   toast({ variant: 'destructive', title: 'Erreur', description: errorMessage(err, '…') });
 */
import { useSyncExternalStore, type ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's default is 5000. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  listeners.forEach((notify) => notify());
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast (or all without an id); it is removed from the store later. */
export function dismissToast(id?: string): void {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Shows a toast; only the newest one is kept (TOAST_LIMIT). */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const getSnapshot = () => toasts;

/** The toasts to render, plus the helpers. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

const FLASH_KEY = 'kelasi:flash-toast';

/**
 * Shows a toast now and again after a full-page navigation (the login redirect reloads the
 * page, which would otherwise wipe the notice before anyone can read it).
 */
export function toastAcrossReload(options: {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}): void {
  toast(options);
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(options));
  } catch {
    /* storage unavailable (private mode): the toast simply does not survive the reload */
  }
}

/** Shows the toast left by toastAcrossReload, once. Called at start-up. */
export function showFlashToast(): void {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return;
    sessionStorage.removeItem(FLASH_KEY);
    toast(JSON.parse(raw) as ToastOptions);
  } catch {
    /* ignore a malformed or unavailable entry */
  }
}
