import { startTransition, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../app/navigation';
import { isLocked } from '../../shared/cart/cart-state';
import { isHoldExpired } from '../../shared/cart/commit-rules';
import { countText } from '../../shared/i18n/translator';
import { priceRequest } from '../../shared/cart/pricing-policy';
import { checkoutIssues } from '../../shared/checkout/checkout-issues';
import { pathFor } from '../../shared/routing/paths';
import { CartTotalsSchema, type CartPrice } from '../../shared/schemas/cart-totals';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { CartTotalsView } from '../cart/cart-totals-view';
import { fetchCartPrice } from '../cart/fetch-cart-price';
import { BookingSummary } from './booking-summary';
import { CheckoutErrorModal, DocumentErrorModal } from './checkout-error-modal';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { Field } from './form-field';
import { createDocument, signingUrl, submitBooking, type SubmitOutcome } from './submit-booking';
import { useCheckoutForm } from './use-checkout-form';
import { UnassignedEvents } from './unassigned-events';

/** The back end's price of the cart as it is now (the confirm step shows no stale totals). */
function useBackendPrice(context: CheckoutContext): CartPrice | 'loading' | 'failed' {
  const [price, setPrice] = useState<CartPrice | 'loading' | 'failed'>('loading');
  const request = JSON.stringify(priceRequest(context.cart));
  useEffect(() => {
    let active = true;
    setPrice('loading');
    void fetchCartPrice(JSON.parse(request)).then((answer) => {
      if (!active) return;
      const totals = answer.ok ? CartTotalsSchema.safeParse(answer.totals) : undefined;
      // The answer re-renders the step's summary: in slices, as a transition.
      startTransition(() => setPrice(totals?.success ? totals.data.cartPrice : 'failed'));
    });
    return () => {
      active = false;
    };
  }, [request]);
  return price;
}

/** How often the seat hold's time left is brought up to date. */
const HOLD_TICK_MS = 15_000;

/** The time now, renewed every `intervalMs` (the hold's minutes left count down). */
function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const NO_VALUES = {};
const NO_ERRORS = () => ({});

function ConfirmStep({ context }: { context: CheckoutContext }) {
  const { cart, controller, rules, cartId } = context;
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const price = useBackendPrice(context);
  const notes = useCheckoutForm(
    cartId,
    cart.additionalInformation ? { additionalInformation: cart.additionalInformation } : NO_VALUES,
    NO_ERRORS,
  );
  const [busy, setBusy] = useState(false);
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const [documentError, setDocumentError] = useState(false);
  const locked = isLocked(cart);
  const issues = locked ? [] : checkoutIssues(cart);
  const signing = rules.requiresSigning;

  const follow = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'signing') window.location.assign(outcome.url);
    else if (outcome.kind === 'committed') void navigate(pathFor('checkout-status', language));
    else if (outcome.kind === 'commit-error') setStatusMessage(outcome.statusMessage);
    else if (outcome.kind === 'document-error') setDocumentError(true);
    else setStatusMessage('unknown');
    if (outcome.kind !== 'signing') setBusy(false);
  };

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const scrive = cart.meta.scrive;
    if (scrive?.url) return window.location.assign(signingUrl(scrive.url, language));
    if (!locked) {
      const notesText = notes.values.additionalInformation ?? '';
      if (notesText !== cart.additionalInformation)
        await controller.dispatch({ type: 'update-details', details: { additionalInformation: notesText } });
    }
    follow(await submitBooking(controller, controller.getState().cart ?? cart, signing, language));
  };

  const retryDocument = async () => {
    const { orderId, commitHash, orderToken } = controller.getState().cart?.meta ?? {};
    if (!orderId || !commitHash || !orderToken) return;
    setBusy(true);
    follow(await createDocument(controller, { orderId, commitHash, orderToken }, language));
  };

  const now = useNow(HOLD_TICK_MS);
  const holdExpired = isHoldExpired(cart, now);
  const holdUntil = locked && !holdExpired ? cart.meta.holdExpiresAt : null;

  return (
    <div className="confirm-step">
      <BookingSummary cart={cart} />
      <section aria-labelledby="summary-price" className="confirm-step__price">
        <h2 id="summary-price">{t('checkout.confirm.total')}</h2>
        <div aria-live="polite" data-testid="confirm-price">
          {price === 'loading' ? (
            <p>{t('checkout.confirm.price_loading')}</p>
          ) : price === 'failed' ? (
            <p className="field__error">{t('checkout.confirm.price_failed')}</p>
          ) : (
            <CartTotalsView price={price} />
          )}
        </div>
      </section>
      {!locked ? (
        <Field binding={notes.binding} name="additionalInformation" label={t('checkout.confirm.additional_information')} multiline />
      ) : null}
      {issues.length > 0 ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('checkout.confirm.incomplete')}</p>
          <UnassignedEvents cart={cart} />
          <p>
            <Link to={pathFor('checkout-customer', language)}>{t('checkout.steps.customer')}</Link> ·{' '}
            <Link to={pathFor('checkout-booking', language)}>{t('checkout.steps.booking')}</Link>
          </p>
        </div>
      ) : null}
      {holdUntil != null ? (
        <p className="notice" data-testid="hold-left">
          {countText(t, 'signing.hold_left', Math.max(1, Math.ceil((holdUntil - now) / 60_000)))}
        </p>
      ) : null}
      {holdExpired ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('signing.hold_expired')}</p>
          <button type="button" className="button button--primary" onClick={() => void controller.dispatch({ type: 'book-again' })}>
            {t('signing.book_again')}
          </button>
        </div>
      ) : null}
      <p className="muted">{signing ? t('checkout.confirm.terms') : t('checkout.confirm.terms_no_signing')}</p>
      <div className="checkout-form__actions">
        <Link className="button button--secondary" to={pathFor('checkout-booking', language)}>
          {t('checkout.nav.back')}
        </Link>
        <button
          type="button"
          className="button button--primary"
          disabled={busy || issues.length > 0 || holdExpired}
          aria-busy={busy}
          onClick={() => void submit()}
          data-testid="submit-booking"
        >
          {busy
            ? t('checkout.confirm.signing')
            : locked && cart.meta.scrive
              ? t('checkout.status.go_to_signing')
              : signing
                ? t('checkout.confirm.sign')
                : t('checkout.confirm.book')}
        </button>
      </div>
      <CheckoutErrorModal statusMessage={statusMessage} onClose={() => setStatusMessage(null)} />
      <DocumentErrorModal open={documentError} onClose={() => setDocumentError(false)} onGoToSigning={() => void retryDocument()} />
    </div>
  );
}

/**
 * `/checkout/confirm`: the summary with the back end's price, then sending, and signing where the
 * category asks for it. Its heading is the page's title, which says what the step does whatever
 * the cart (rendered before the cart is read): confirm and send.
 */
export function CheckoutConfirmPage() {
  const { t } = useI18n();
  return (
    <CheckoutFrame step="confirm" title={t('pages.checkout_confirm')} cartId={DEFAULT_CART_ID}>
      {(context) => <ConfirmStep context={context} />}
    </CheckoutFrame>
  );
}
