import type { CartNotice } from './cart-controller';

/** A notice on screen. */
export type Toast = CartNotice & { id: number };

/** How long a toast stays unless dismissed earlier. */
export const TOAST_MS = 10_000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a notice in the toast region; the same text twice in a row is shown once. */
export function showToast(notice: CartNotice): void {
  const text = 'text' in notice ? notice.text : notice.key;
  if (toasts.some((toast) => ('text' in toast ? toast.text : toast.key) === text)) return;
  const toast: Toast = { ...notice, id: nextId++ };
  emit([...toasts, toast]);
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

/** Removes a toast. */
export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

/** The toasts on screen. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Subscribes to the toast list. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
