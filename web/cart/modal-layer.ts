import { useSyncExternalStore } from 'react';

// The modal dialogs on screen, in the order they opened. A modal dialog sits in the browser's
// top layer above everything else on the page, its backdrop included, and makes the rest of the
// page inert: notices meant for the visitor are shown inside the topmost one while any is open.

let shown: readonly string[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly string[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

/** A modal dialog came on screen. */
export function modalShown(id: string): void {
  emit([...shown.filter((open) => open !== id), id]);
}

/** A modal dialog closed or left the page. */
export function modalClosed(id: string): void {
  if (shown.includes(id)) emit(shown.filter((open) => open !== id));
}

/** The modal dialog on top, or null when none is open. */
export function topModal(): string | null {
  return shown.at(-1) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The modal dialog on top, kept current. */
export function useTopModal(): string | null {
  return useSyncExternalStore(subscribe, topModal, () => null);
}
