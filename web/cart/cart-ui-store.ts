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
}

let state: CartUiState = { count: 0, cartOpen: false, lockedOpen: false };
const listeners = new Set<() => void>();

/** Merges a change into the UI state and tells every subscriber. */
export function setCartUi(change: Partial<CartUiState>): void {
  const next = { ...state, ...change };
  if (next.count === state.count && next.cartOpen === state.cartOpen && next.lockedOpen === state.lockedOpen) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The current UI state (stable between changes, as useSyncExternalStore needs). */
export function getCartUi(): CartUiState {
  return state;
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeCartUi(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SERVER_STATE: CartUiState = { count: 0, cartOpen: false, lockedOpen: false };

/** The cart UI state in a component; the server always renders an empty, closed cart. */
export function useCartUi(): CartUiState {
  return useSyncExternalStore(subscribeCartUi, getCartUi, () => SERVER_STATE);
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
