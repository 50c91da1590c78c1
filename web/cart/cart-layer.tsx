import { useDeferredValue, useEffect } from 'react';
import { CancelledItemsModal, CannotMakeChangesModal } from './checkout-modals';
import { CartModal } from './cart-modal';
import { closeCannotMakeChanges, closeCartModal, setCartUi, useCartUi } from './cart-ui-store';

const setCartShown = (cartShown: boolean) => setCartUi({ cartShown });
import { useCart } from './use-cart';

/**
 * The cart's modals for one cart: the cart modal, the cannot-make-changes modal and the
 * cancelled-items modal. Keeps the bag count of the UI store in step with the cart.
 */
export function CartLayer({ cartId }: { cartId: string }) {
  const state = useCart(cartId);
  const { controller } = state;
  // The press that opens the cart paints its pending state first (the store's change renders its
  // control at once); the modal's content renders after, in a transition that yields to the browser.
  const cartOpen = useDeferredValue(useCartUi('cartOpen'));
  const lockedOpen = useCartUi('lockedOpen');
  const count = state.cart?.cartItems.length ?? 0;
  useEffect(() => setCartUi({ count }), [count]);
  return (
    <>
      <CartModal open={cartOpen} onClose={closeCartModal} onShownChange={setCartShown} state={state} controller={controller} />
      <CannotMakeChangesModal open={lockedOpen} onClose={closeCannotMakeChanges} />
      <CancelledItemsModal items={state.cancelledItems} onConfirm={() => void controller.removeCancelled()} />
    </>
  );
}
