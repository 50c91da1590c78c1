// The lazily loaded part of the cart (see load-cart-runtime.ts): controllers with IndexedDB,
// BroadcastChannel and fetch, zod validation, and the modals and toasts. Pages that need the
// whole cart (checkout) import from here; the entry chunk must not.
export { cartController } from './browser-cart';
export { CartLayer } from './cart-layer';
export { ToastList } from './toast-list';
export { useCart } from './use-cart';
export { reportRefusal } from './cart-modal';
export { showToast } from './toast-store';
export type { CartController, CartControllerState, CartNotice, CartOpResult } from './cart-controller';
