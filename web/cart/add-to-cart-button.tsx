import { useId, useState } from 'react';
import { cartConflict, type LimitNotice } from '../../shared/cart/booking-limits';
import { cartErrorKey } from '../../shared/errors/cart-error-key';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';
import type { BookableEvent } from './bookable-event';
import { DEFAULT_CART_ID } from './cart-id';
import { openCartModal, showCannotMakeChanges } from './cart-ui-store';
import { loadCartRuntime } from './load-cart-runtime';
import { nextPaint } from '../lib/after-paint';

export interface AddToCartButtonProps {
  event: BookableEvent;
  /**
   * The event's first day as the page shows it, for the button's name. Formatted by whoever
   * renders the row, so that hydrating the button builds no date formatter: the browser's first
   * Intl formatter loads its locale's data, a long task on a phone.
   */
  startDay: string;
  disabled?: boolean;
}

/**
 * The add-to-cart control of an event row: adds the event with one participant (or one more),
 * then opens the cart modal. A refusal is shown next to it (a locked cart opens the
 * cannot-make-changes modal instead). Rendered enabled by the server: a press before the islands
 * have started is held and carried out once they have (docs/decisions/033); without JavaScript,
 * a note says that booking needs it.
 */
export function AddToCartButton({ event, startDay, disabled = false }: AddToCartButtonProps) {
  const { t } = useI18n();
  const { bookingPolicy } = useRootData().config;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Why the event cannot join the cart, with the way on (open or empty the cart).
  const [conflict, setConflict] = useState<LimitNotice | null>(null);
  const noteId = useId();
  // The cart's code loads on the first intent (a pointer over or on the button, the focus on it).
  const preload = () => void loadCartRuntime().catch(() => undefined);

  const add = async (emptyFirst = false) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    setConflict(null);
    try {
      // The press paints its busy label first: the cart's code (evaluated here on its first use,
      // 100 to 150 ms on a phone), the stored cart's write and the modal all come after that paint.
      await nextPaint();
      const runtime = await loadCartRuntime();
      const controller = runtime.cartController(DEFAULT_CART_ID, bookingPolicy);
      if (emptyFirst) await controller.dispatch({ type: 'clear' });
      const result = await controller.addEvent(event);
      const refusal = result.ok ? null : cartConflict(controller.getState().cart?.cartItems ?? [], event);
      if (result.ok) openCartModal();
      else if (result.code === 'cart-locked') showCannotMakeChanges();
      else if (refusal) setConflict(refusal);
      else setError(t(cartErrorKey(result.code)));
    } catch {
      setError(t('cart.errors.invalid_event'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary add-to-cart__button"
        disabled={disabled}
        // Not `disabled` while busy: disabling the focused button would drop the focus that the
        // cart and cannot-make-changes modals give back when they close.
        aria-disabled={busy || undefined}
        aria-describedby={error || conflict ? noteId : undefined}
        data-testid="add-to-cart"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => void add()}
      >
        {busy ? t('cart.adding') : t('cart.add')}
        <span className="visually-hidden">{`: ${event.displayTitle}, ${startDay}`}</span>
      </button>
      <noscript>
        <p className="add-to-cart__note">{t('cart.needs_js')}</p>
      </noscript>
      {error ? (
        <p id={noteId} className="add-to-cart__error" role="alert">
          {error}
        </p>
      ) : null}
      {conflict ? (
        <div className="add-to-cart__conflict">
          <p id={noteId} className="add-to-cart__error" role="alert">
            {t(conflict.key, conflict.params)}
          </p>
          <div className="add-to-cart__next">
            <button type="button" className="button button--secondary" onClick={openCartModal}>
              {t('cart.limits.open_cart')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => void add(true)}>
              {t('cart.limits.empty_and_add')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
