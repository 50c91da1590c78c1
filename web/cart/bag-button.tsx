import { useI18n } from '../app/i18n-context';
import { badgeCount } from './badge-count';
import { openCartModal, useCartUi } from './cart-ui-store';
import { loadCartRuntime } from './load-cart-runtime';

/**
 * The shopping-bag button of the header: opens the cart modal; its badge shows the item count, at
 * most 5. Busy (a turning ring) from the press until the modal is on screen: the press paints that
 * at once, and the cart's code loads on the first intent (pointer on it, focus), before the press.
 */
export function BagButton() {
  const { t } = useI18n();
  const count = useCartUi('count');
  const cartOpen = useCartUi('cartOpen');
  const cartShown = useCartUi('cartShown');
  const opening = cartOpen && !cartShown;
  const preload = () => void loadCartRuntime().catch(() => undefined);
  const shown = badgeCount(count);
  return (
    <button
      type="button"
      className="button button--ghost bag-button"
      aria-haspopup="dialog"
      aria-busy={opening || undefined}
      data-testid="bag-button"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={openCartModal}
    >
      <svg className="bag-button__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="bag-button__label">{t('cart.bag')}</span>
      {shown !== null ? (
        <>
          <span className="bag-button__badge" aria-hidden="true" data-testid="bag-badge">
            {shown}
          </span>
          <span className="visually-hidden">{`, ${t('cart.bag_count', { count })}`}</span>
        </>
      ) : null}
    </button>
  );
}
