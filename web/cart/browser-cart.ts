import type { OrderSizePolicy } from '../../shared/booking/booking-policy';
import { CartController } from './cart-controller';
import { browserCartSync, type CartSync } from './cart-sync';
import { fetchCartPrice } from './fetch-cart-price';
import { idbCartRecordStore } from './idb-cart-record-store';
import { showToast } from './toast-store';

const controllers = new Map<string, CartController>();
let sync: CartSync | undefined;

/**
 * The controller of a cart id (`default` or a slug, see `deriveCartId`), created once per page
 * with the browser's IndexedDB, BroadcastChannel and fetch, notices shown as toasts, and the
 * site's booking policy (`PublicConfig.bookingPolicy`: the same on every page of a site).
 */
export function cartController(cartId: string, policy: OrderSizePolicy): CartController {
  let controller = controllers.get(cartId);
  if (!controller) {
    sync ??= browserCartSync();
    controller = new CartController({
      cartId,
      policy,
      store: idbCartRecordStore(),
      fetchPrice: (request) => fetchCartPrice(request),
      notify: showToast,
      sync,
    });
    controllers.set(cartId, controller);
  }
  return controller;
}
