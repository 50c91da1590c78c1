import { startTransition, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_CART_ID } from './cart-id';
import { useCartUi } from './cart-ui-store';
import { hasStoredCarts, whenAnotherTabWritesACart } from './cart-runtime-needed';
import { loadCartRuntime, whenIdle, type CartRuntime } from './load-cart-runtime';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Mounts the cart of a page: a live region for the cart's toasts (in <body>, out of reach of
 * any transformed header, and in place before the first toast so screen readers announce it)
 * and, once the cart runtime has loaded, the modals. The runtime loads at once when a cart modal
 * is asked for; otherwise when the browser is idle after hydration if a cart is stored, or when
 * another tab writes one.
 */
export function CartHost({ cartId = DEFAULT_CART_ID }: { cartId?: string }) {
  const [runtime, setRuntime] = useState<CartRuntime | null>(null);
  const cartOpen = useCartUi('cartOpen');
  const lockedOpen = useCartUi('lockedOpen');
  const wanted = cartOpen || lockedOpen;

  useEffect(() => {
    let active = true;
    // Loaded because the visitor asked for a modal, the modals mount at once; loaded while the
    // browser was idle, they mount in a transition, which React renders in slices.
    const load = () =>
      void loadCartRuntime().then(
        (loaded) => {
          if (!active) return;
          if (wanted) setRuntime(() => loaded);
          else startTransition(() => setRuntime(() => loaded));
        },
        () => undefined,
      );
    if (wanted) load();
    const cancelIdle = whenIdle(() => void hasStoredCarts().then((stored) => stored && load()));
    const cancelSync = whenAnotherTabWritesACart(load);
    return () => {
      active = false;
      cancelIdle();
      cancelSync();
    };
  }, [wanted]);

  const hydrated = useHydrated({ mountedAfterHydration: 'true-at-once' });
  return (
    <>
      {hydrated
        ? createPortal(
            <div className="cart-toasts" aria-live="polite" data-testid="cart-toasts">
              {runtime ? <runtime.ToastList /> : null}
            </div>,
            document.body,
          )
        : null}
      {runtime ? <runtime.CartLayer cartId={cartId} /> : null}
    </>
  );
}
