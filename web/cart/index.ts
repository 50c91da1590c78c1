// The cart's light entry points, safe for the entry chunk and page chunks: nothing here loads
// zod, IndexedDB or the modals until it is needed (see load-cart-runtime.ts).
export { AddToCartButton, type AddToCartButtonProps } from './add-to-cart-button';
export type { BookableEvent } from './bookable-event';
export { BagButton } from './bag-button';
export { CartHost } from './cart-host';
export { CartIdError, DEFAULT_CART_ID, deriveCartId, type CartIdSource } from './cart-id';
export {
  closeCannotMakeChanges,
  closeCartModal,
  openCartModal,
  showCannotMakeChanges,
  useCartUi,
  type CartUiState,
} from './cart-ui-store';
export { loadCartRuntime, type CartRuntime } from './load-cart-runtime';
