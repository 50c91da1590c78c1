import { useSyncExternalStore } from 'react';

/**
 * The little cart state the first page load needs: the bag count and which cart modal is open.
 * It lives outside the lazily loaded cart runtime so that the header can render the badge and
 * open the modal before zod, the store and the modals have been downloaded.
 */
export interface CartUiState {
  /** Items in the page's cart; 0 until the cart runtime has read the stored cart. */
  count: number;
  /** The shared visibility flag of the cart modal. */
  cartOpen: boolean;
  /** Whether the cannot-make-changes modal is open (a locked cart refused a change). */
  lockedOpen: boolean;
  /**
   * Whether the cart modal is on screen. It shows a frame after `cartOpen` turns true (its content
   * renders in a transition, the dialog opens after the press's paint); meanwhile the control that
   * asked for it shows that it is busy.
   */
  cartShown: boolean;
}

/** What the server renders: an empty, closed cart. */
const SERVER_STATE: CartUiState = { count: 0, cartOpen: false, lockedOpen: false, cartShown: false };

let state: CartUiState = SERVER_STATE;
const listeners = new Set<() => void>();

/** Merges a change into the UI state and tells every subscriber. */
export function setCartUi(change: Partial<CartUiState>): void {
  const next = { ...state, ...change };
  if ((Object.keys(next) as (keyof CartUiState)[]).every((key) => next[key] === state[key])) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeCartUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One value of the cart UI state in a component; the server always renders an empty, closed cart.
 * One value, not the whole state: a change re-renders only the components that read what changed
 * (the bag's count leaves the modals alone), and it re-renders them synchronously.
 */
export function useCartUi<K extends keyof CartUiState>(key: K): CartUiState[K] {
  return useSyncExternalStore(
    subscribeCartUi,
    () => state[key],
    () => SERVER_STATE[key],
  );
}

/** Opens the cart modal (the runtime loads on demand). */
export function openCartModal(): void {
  setCartUi({ cartOpen: true });
}

/** Closes the cart modal. */
export function closeCartModal(): void {
  setCartUi({ cartOpen: false });
}

/** Shows the cannot-make-changes modal of a locked cart. */
export function showCannotMakeChanges(): void {
  setCartUi({ cartOpen: false, lockedOpen: true });
}

/** Closes the cannot-make-changes modal. */
export function closeCannotMakeChanges(): void {
  setCartUi({ lockedOpen: false });
}
