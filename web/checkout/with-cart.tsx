import type { ReactNode } from 'react';
import type { CartController, CartControllerState } from '../cart/cart-controller';
import { useCart } from '../cart/use-cart';
import { useHydrated } from '../lib/use-hydrated';

/** A cart's state and controller, as a page step receives them. */
export type CartView = CartControllerState & { controller: CartController };

function CartConsumer({ cartId, children }: { cartId: string; children: (cart: CartView) => ReactNode }) {
  return <>{children(useCart(cartId))}</>;
}

/**
 * Renders `children` with the cart once the page is interactive, `fallback` before: the cart
 * lives in the browser (IndexedDB), so the server and the hydration pass never touch it.
 */
export function WithCart({ cartId, fallback, children }: { cartId: string; fallback: ReactNode; children: (cart: CartView) => ReactNode }) {
  return useHydrated({ mountedAfterHydration: 'true-at-once' }) ? <CartConsumer cartId={cartId}>{children}</CartConsumer> : fallback;
}
