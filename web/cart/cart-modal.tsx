import { memo, useEffect, useRef } from 'react';
import { Link } from '../app/navigation';
import { isLocked } from '../../shared/cart/cart-state';
import { isHoldExpired } from '../../shared/cart/commit-rules';
import { useI18n } from '../app/i18n-context';
import type { CartController, CartControllerState, CartOpResult } from './cart-controller';
import { CartItemRow } from './cart-item-row';
import { oneMoreSeatProblem, seatLines } from '../../shared/booking/booking-policy';
import { itemConstraintNotes, itemPlaces } from '../../shared/cart/event-rules';
import { CartTotalsView } from './cart-totals-view';
import { showCannotMakeChanges } from './cart-ui-store';
import { checkoutPath } from './checkout-path';
import { CouponForm } from './coupon-form';
import { ModalDialog } from './modal-dialog';
import { showToast } from './toast-store';
import { cartErrorKey } from '../../shared/errors/cart-error-key';
import { pushViewCart } from './view-cart';
import { ShareCartAction } from '../share/share-cart-action';

export interface CartModalProps {
  open: boolean;
  onClose: () => void;
  /** Told when the modal comes on screen and when it closes. */
  onShownChange?: (shown: boolean) => void;
  state: CartControllerState;
  controller: CartController;
}

/** Shows why the cart refused a change: the cannot-make-changes modal for a locked cart, else a toast. */
export function reportRefusal(result: CartOpResult): void {
  if (result.ok) return;
  if (result.code === 'cart-locked') showCannotMakeChanges();
  else showToast({ tone: 'error', key: cartErrorKey(result.code) });
}

/**
 * The cart modal: items with participant steppers and remove, the coupon field, the totals and
 * the way to checkout. Opening it pushes `view_cart` to the dataLayer once the cart is read.
 */
export const CartModal = memo(function CartModal({ open, onClose, onShownChange, state, controller }: CartModalProps) {
  const { language, t } = useI18n();
  const { cart, ready, pricing } = state;
  const pushed = useRef(false);

  useEffect(() => {
    if (!open) pushed.current = false;
    else if (ready && !pushed.current) {
      pushed.current = true;
      pushViewCart(cart, state.cartId, Date.now());
    }
  }, [open, ready, cart, state.cartId]);

  const items = cart?.cartItems ?? [];
  const locked = cart ? isLocked(cart) : false;
  // Read when the modal renders (it is opened by the visitor, never server-rendered open).
  const holdExpired = cart ? isHoldExpired(cart, Date.now()) : false;
  const prices = new Map(cart?.cartTotals.items.map((entry) => [entry.id, entry.price]));
  const act = (promise: Promise<CartOpResult>) => void promise.then(reportRefusal);

  // Removing an event removes the button the focus was on: the focus goes to the remove button of
  // the event now in its place (or the last one), else to the close button, so that it stays in
  // the dialog instead of falling to the page behind it.
  const itemList = useRef<HTMLUListElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const focusRemoveAt = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the number of items is the trigger: a removal has landed
  useEffect(() => {
    const at = focusRemoveAt.current;
    if (at === null) return;
    focusRemoveAt.current = null;
    const buttons = itemList.current?.querySelectorAll<HTMLButtonElement>('.cart-item__remove');
    const next = buttons && buttons.length > 0 ? buttons[Math.min(at, buttons.length - 1)] : null;
    (next ?? closeButton.current)?.focus();
  }, [items.length]);

  return (
    <ModalDialog open={open} onClose={onClose} onShownChange={onShownChange} title={t('cart.title')} className="cart-modal" testId="cart-modal">
      <button ref={closeButton} type="button" className="modal__close" aria-label={t('cart.close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {!ready ? <p>{t('cart.loading')}</p> : null}
      {ready && items.length === 0 ? <p className="cart-modal__empty">{t('cart.empty')}</p> : null}
      {holdExpired ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('cart.hold_expired')}</p>
          <button type="button" className="button button--primary" onClick={() => act(controller.dispatch({ type: 'book-again' }))}>
            {t('cart.book_again')}
          </button>
        </div>
      ) : locked ? (
        <p className="cart-modal__notice">{t('cart.locked_notice')}</p>
      ) : null}
      {items.length > 0 ? (
        <ul ref={itemList} className="cart-modal__items">
          {items.map((item, index) => (
            <CartItemRow
              key={item.id}
              item={item}
              places={cart ? itemPlaces(cart, item.id) : []}
              notes={cart ? itemConstraintNotes(cart, item.id) : []}
              price={prices.get(item.id)}
              seatsLeft={state.seatsLeft[item.id]}
              sizeLimit={oneMoreSeatProblem(seatLines(items), item.id, controller.policy)}
              locked={locked}
              onCount={(participantCount) => act(controller.dispatch({ type: 'set-count', id: item.id, participantCount }))}
              onRemove={() => {
                focusRemoveAt.current = index;
                act(controller.dispatch({ type: 'remove-items', ids: [item.id] }));
              }}
            />
          ))}
        </ul>
      ) : null}
      {cart && items.length > 0 ? (
        <>
          <CouponForm
            couponCode={cart.couponCode}
            refused={state.couponRefused}
            disabled={locked}
            onApply={(couponCode) => act(controller.dispatch({ type: 'set-coupon', couponCode }))}
          />
          <CartTotalsView price={cart.cartTotals.cartPrice} />
          <p className="cart-modal__pricing" aria-live="polite" data-testid="cart-pricing">
            {pricing === 'waiting' || pricing === 'pending' ? t('cart.pricing') : pricing === 'failed' ? t('cart.price_stale') : ''}
          </p>
          <div className="modal__actions">
            <Link to={checkoutPath(cart, language)} className="button button--primary" onClick={onClose}>
              {cart.cartItems.some((item) => item.category === 'english-academic') ? t('cart.to_application') : t('cart.to_checkout')}
            </Link>
          </div>
          <ShareCartAction cart={cart} controller={controller} />
        </>
      ) : null}
    </ModalDialog>
  );
});
