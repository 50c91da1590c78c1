import { useMemo } from 'react';
import { useRootData } from '../app/site-data';
import { useStoreValue } from '../lib/use-store-value';
import type { CartController, CartControllerState } from './cart-controller';
import { cartController } from './browser-cart';

const isRead = (state: CartControllerState) => state.ready;

/**
 * A cart's state in a component, re-rendered on every change (also changes made in other tabs),
 * with its controller for changes: `controller.dispatch(event)`, `controller.addEvent(event)`.
 */
export function useCart(cartId: string): CartControllerState & { controller: CartController } {
  const controller = cartController(cartId, useRootData().config.bookingPolicy);
  const state = useStoreValue(controller.subscribe, controller.getState, controller.getInitialState, isRead);
  // The same object while the cart is unchanged, so that a memoised view of it skips re-rendering.
  return useMemo(() => ({ ...state, controller }), [state, controller]);
}
