import { useState } from 'react';
import { Link } from '../app/navigation';
import type { ShareReadResponse } from '../../shared/schemas/share';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';
import { CartHost } from '../cart/cart-host';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { checkoutPath, signingPath } from '../cart/checkout-path';
import { isLocked } from '../../shared/cart/cart-state';
import { ModalDialog } from '../cart/modal-dialog';
import { WithCart, type CartView } from '../checkout/with-cart';
import { formatDate, formatDateRange } from '../../shared/calendar/date-format';
import { businessToday } from '../../shared/calendar/business-day';
import { NeedsJavaScript } from '../checkout/checkout-frame';
import { takeOverShare } from './take-over-share';
import { countText } from '../../shared/i18n/translator';

/**
 * `/share-cart/{cartId}/{shareId}`: the shared cart, and taking it over into the visitor's own
 * cart (with its saved checkout fields); a non-empty cart is only replaced after asking.
 */
export function ShareCartPage() {
  const { share, cartId } = usePageData('share-cart');
  return (
    <WithCart cartId={cartId} fallback={<SharedCart share={share} cartId={cartId} view={undefined} />}>
      {(view) => <SharedCart share={share} cartId={cartId} view={view} />}
    </WithCart>
  );
}

function SharedCart({ share, cartId, view }: { share: ShareReadResponse; cartId: string; view: CartView | undefined }) {
  const { language, t } = useI18n();
  const cart = view?.cart;
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [fieldsRefused, setFieldsRefused] = useState(false);
  const [failed, setFailed] = useState(false);
  // A booking already sent (waiting for its signature) cannot be replaced: say so instead of offering a take-over that fails.
  const ownLocked = cart ? isLocked(cart) : false;
  const shared = share.cart;
  // The business's day (Stockholm) in words of the page's language, as every other date on the site is written.
  const updated = formatDate(businessToday(share.updatedAt), language);

  const takeOver = async () => {
    setAsking(false);
    if (!view) return;
    const outcome = await takeOverShare(view.controller, share);
    setFieldsRefused(outcome.fields === 'refused');
    setFailed(!outcome.cartStored);
    setDone(true);
  };
  const start = () => {
    if (cart && cart.cartItems.length > 0) setAsking(true);
    else void takeOver();
  };

  return (
    <section className="share-page checkout-page" data-testid="share-page">
      <h1 tabIndex={-1}>{t('share.heading')}</h1>
      <p>{t('share.intro')}</p>
      <p className="muted">{t('share.updated_at', { date: updated })}</p>
      <ul className="booking-summary__items" data-testid="shared-items">
        {shared.cartItems.map((item) => (
          <li key={item.id}>
            <strong>{item.displayTitle}</strong> <span className="muted">{formatDateRange(item.startDate, item.endDate, language)}</span> ·{' '}
            {countText(t, 'checkout.confirm.participant_count', item.participantCount)}
          </li>
        ))}
      </ul>
      <NeedsJavaScript />
      <div role="status" data-testid="share-outcome">
        {ownLocked && !done ? (
          <>
            <p className="notice notice--warning">{t('share.own_locked')}</p>
            <Link className="button button--secondary" to={signingPath(language)}>
              {t('share.to_own_booking')}
            </Link>
          </>
        ) : null}
        {done && failed ? <p className="notice notice--warning">{t('share.take_over_failed')}</p> : null}
        {done && !failed ? (
          <>
            <p className="notice notice--success">{t('share.taken_over')}</p>
            {fieldsRefused ? (
              <p className="notice notice--warning" data-testid="share-fields-refused">
                {t('share.fields_refused')}
              </p>
            ) : null}
            {cart ? (
              <Link className="button button--primary" to={checkoutPath(cart, language)}>
                {t('share.to_checkout')}
              </Link>
            ) : null}
          </>
        ) : null}
      </div>
      {!done ? (
        <button type="button" className="button button--primary" disabled={!view?.ready || ownLocked} onClick={start} data-testid="take-over">
          {t('share.take_over')}
        </button>
      ) : null}
      <ModalDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('share.replace_title')}
        testId="replace-cart-modal"
        actions={
          <>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              {t('share.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void takeOver()}>
              {t('share.replace')}
            </button>
          </>
        }
      >
        <p>{t('share.replace_message')}</p>
      </ModalDialog>
      {/* The default layout's header already hosts the default cart. */}
      {cartId !== DEFAULT_CART_ID ? <CartHost cartId={cartId} /> : null}
    </section>
  );
}
