import { useId, useState } from 'react';
import { pathFor } from '../../shared/routing/paths';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { ShareResponseSchema } from '../../shared/schemas/share';
import type { MessageKey } from '../../shared/i18n/translator';
import { useI18n } from '../app/i18n-context';
import type { CartController } from '../cart/cart-controller';
import { showToast } from '../cart/toast-store';
import { callApi } from '../checkout/api';
import { savedFields } from '../checkout/saved-fields';

/** The address of a share of a cart, for the visitor's language. */
export function shareLink(cartId: string, shareId: string, language: 'sv' | 'en'): string {
  return `${window.location.origin}${pathFor('share-cart', language, { slug: cartId, shareId })}`;
}

/** What the share action says for the worker's refusals; any other failure is the spec's toast. */
const SHARE_REFUSALS: Partial<Record<string, MessageKey>> = {
  rate_limited: 'cart.errors.rate_limited',
  daily_limit_reached: 'cart.errors.daily_limit_reached',
  site_capacity_reached: 'cart.errors.site_capacity_reached',
};

/**
 * Sharing in the cart modal: creates a share of the cart with its saved checkout fields, or,
 * when the cart already has a share it holds the edit key of, updates that share. The answered
 * sharing is stored in the cart and the link shown; a failure shows '500 Internal Server Error'.
 * A cart taken over from a shared link has a share but not its edit key: as the spec offers
 * update to a shared cart, the update is shown, unavailable, with the reason, beside create.
 */
export function ShareCartAction({ cart, controller }: { cart: CartOrder; controller: CartController }) {
  const { language, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const linkId = useId();
  const reasonId = useId();
  const sharing = cart.meta.sharing;
  const canUpdate = Boolean(sharing?.editKey);

  const share = async () => {
    setBusy(true);
    setMessage('');
    const answer = await callApi('/api/backend/cart/share', ShareResponseSchema, {
      method: 'POST',
      json: { cart, fields: savedFields(cart.id) },
    });
    setBusy(false);
    if (!answer.ok) {
      // The worker's limits and ceilings are said in the visitor's language; any other failure as the spec's toast.
      const refusal = Object.hasOwn(SHARE_REFUSALS, answer.error.statusMessage) ? SHARE_REFUSALS[answer.error.statusMessage] : undefined;
      showToast({ tone: 'error', text: t(refusal ?? 'share.failed') });
      return;
    }
    const stored = await controller.dispatch({ type: 'set-sharing', sharing: answer.value.cart.meta.sharing });
    if (!stored.ok) {
      showToast({ tone: 'error', text: t('share.failed') });
      return;
    }
    setMessage(canUpdate ? t('share.updated') : t('share.created'));
  };

  const link = sharing ? shareLink(cart.id, sharing.id, language) : undefined;
  return (
    <div className="share-cart" data-testid="share-cart">
      {sharing && !canUpdate ? (
        <>
          <p className="muted" id={reasonId}>
            {t('share.edit_key_missing')}
          </p>
          <button type="button" className="button button--secondary" disabled aria-describedby={reasonId}>
            {t('share.update')}
          </button>
        </>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void share()}
        disabled={busy}
        aria-busy={busy}
        data-testid="share-button"
      >
        {busy ? t('share.creating') : canUpdate ? t('share.update') : t('share.create')}
      </button>
      {link ? (
        <div className="field share-cart__link">
          <label htmlFor={linkId}>{t('share.link_label')}</label>
          <div className="share-cart__row">
            <input id={linkId} readOnly value={link} data-testid="share-link" onFocus={(event) => event.currentTarget.select()} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void navigator.clipboard?.writeText(link).then(
                  () => setMessage(t('share.copied')),
                  () => undefined,
                )
              }
            >
              {t('share.copy')}
            </button>
          </div>
        </div>
      ) : null}
      <p aria-live="polite" className="share-cart__status" data-testid="share-status">
        {message}
      </p>
    </div>
  );
}
