import { CARTS_KEY } from './cart-record-store';

/**
 * Tells other tabs that a stored cart changed, and this tab that another one did. The message
 * carries only the cart id: whoever hears it re-reads (and validates) the stored record.
 */
export interface CartSync {
  /** Tells the other tabs that the cart with this id was written. */
  announce(cartId: string): void;
  /** Calls `listener` with the id of a cart another tab wrote, or undefined for "re-read all". */
  subscribe(listener: (cartId: string | undefined) => void): () => void;
}

/**
 * BroadcastChannel between the tabs of the site; where it is missing, a tab re-reads whenever
 * it gets the focus back or becomes visible (the other tab was in front while it changed).
 */
export function browserCartSync(): CartSync {
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CARTS_KEY) : undefined;
  return {
    announce(cartId) {
      channel?.postMessage({ cartId });
    },
    subscribe(listener) {
      if (channel) {
        const onMessage = (event: MessageEvent) => {
          const data: unknown = event.data;
          const cartId = typeof data === 'object' && data !== null && 'cartId' in data ? data.cartId : undefined;
          listener(typeof cartId === 'string' ? cartId : undefined);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      }
      const onFocus = () => {
        if (document.visibilityState === 'visible') listener(undefined);
      };
      window.addEventListener('focus', onFocus);
      document.addEventListener('visibilitychange', onFocus);
      return () => {
        window.removeEventListener('focus', onFocus);
        document.removeEventListener('visibilitychange', onFocus);
      };
    },
  };
}
