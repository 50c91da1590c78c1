import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../app/navigation';
import { checkoutRequirements } from '../../shared/checkout/checkout-requirements';
import { homePath } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { WithCart, type CartView } from './with-cart';
import { whenAndWhere } from '../../shared/cart/when-and-where';
import { ORDER_TOKEN_HEADER } from '../../shared/schemas/order-token';
import { SigningStatusResponseSchema } from '../../shared/schemas/signing-document';
import { isDocumentId, signingPageStatus } from './signing-page-status';
import { callApi } from './api';
import { NeedsJavaScript, StepIntro } from './checkout-frame';
import { receiptOf, storedReceipt, storeReceipt, type Receipt } from './receipt';
import { clearSavedFields } from './saved-fields';
import { signingUrl } from './submit-booking';
import { countText } from '../../shared/i18n/translator';
import { focusPageHeading } from '../lib/page-heading';

/** The status message, which describes the heading once the booking is done. */
const STATUS_MESSAGE_ID = 'status-message';

/**
 * `/checkout/status`: where the booking stands. A signed booking (or one of a category without
 * signing) shows its receipt, and the cart and saved form values are cleared for the next
 * booking; an unsigned one offers to go to signing.
 */
export function CheckoutStatusPage() {
  const { t } = useI18n();
  const [finished, setFinished] = useState(false);
  // Once the booking is known to be done the heading says so: a new heading (its key), which takes
  // the focus the old one had, so that a screen reader reads it out (a changed text is not read),
  // with the status under it ("Your booking is signed and complete") as its description.
  useEffect(() => {
    if (finished && (document.activeElement === null || document.activeElement === document.body)) focusPageHeading();
  }, [finished]);
  // The frame stays outside the cart so its heading and introduction, painted with the page,
  // are kept (not replaced) when the stored cart has been read.
  return (
    <section className="checkout-page checkout-status" data-testid="checkout-status">
      <h1 tabIndex={-1} key={finished ? 'finished' : 'status'} aria-describedby={finished ? STATUS_MESSAGE_ID : undefined}>
        {finished ? t('checkout.status.heading') : t('pages.checkout_status')}
      </h1>
      <StepIntro text={t('checkout.step_intros.status')} />
      <NeedsJavaScript />
      <WithCart
        cartId={DEFAULT_CART_ID}
        fallback={
          <>
            <p aria-busy="true">{t('checkout.loading')}</p>
            <NewBookingLink />
          </>
        }
      >
        {(view) => <CheckoutStatus view={view} onFinished={setFinished} />}
      </WithCart>
    </section>
  );
}

/**
 * The way on to more courses. It comes after the status, and only once the status is known: below
 * a status still loading, the receipt appearing would push it down the page (a layout shift).
 */
function NewBookingLink() {
  const { language, t } = useI18n();
  return (
    <p>
      <Link to={homePath(language)}>{t('checkout.status.new_booking')}</Link>
    </p>
  );
}

/** Said while the signing service is not answering: whether the agreement is signed cannot be seen. */
function SigningUnavailableNotice() {
  const { t } = useI18n();
  return (
    <p className="notice notice--warning" role="status" data-testid="signing-unavailable">
      {t('checkout.status.signing_unavailable')}
    </p>
  );
}

/** The way to the signing still waiting for the visitor. */
function GoToSigningLink({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <a className="button button--primary" href={href}>
      {t('checkout.status.go_to_signing')}
    </a>
  );
}

function CheckoutStatus({ view, onFinished }: { view: CartView; onFinished: (finished: boolean) => void }) {
  const { language, t } = useI18n();
  const [params] = useSearchParams();
  const { cart, ready, controller } = view;
  const [receipt, setReceipt] = useState<Receipt | undefined>();
  const [pendingUrl, setPendingUrl] = useState<string | null>(null);
  // pending and done: the booking of this browser's cart (or its kept receipt); signed and unsigned:
  // a document this browser can sign without holding its booking, known only by its status.
  const [phase, setPhase] = useState<'loading' | 'none' | 'pending' | 'done' | 'signed' | 'unsigned'>('loading');
  // The signing service failed to say (5xx, or no answer): the booking may be signed already.
  const [signingUnavailable, setSigningUnavailable] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the stored cart has been read; clearing the cart must not run it again
  useEffect(() => {
    if (!ready) return;
    let active = true;
    void (async () => {
      const documentId = params.get('document') ?? cart?.meta.scrive?.id ?? null;
      const rules = cart ? checkoutRequirements(cart) : undefined;
      let signed = false;
      let signedAt: number | null = null;
      if (isDocumentId(documentId)) {
        const token = cart?.meta.orderToken;
        const answer = token
          ? await callApi(`/api/docs/${documentId}`, SigningStatusResponseSchema, { headers: { [ORDER_TOKEN_HEADER]: token } })
          : undefined;
        if (answer?.ok) ({ status: signed, signedAt } = { status: answer.value.status === 'signed', signedAt: answer.value.signedAt });
        if (active && answer && !answer.ok && answer.error.statusCode >= 500) setSigningUnavailable(true);
      }
      if (!active) return;
      const finished = cart?.meta.orderId ? signed || rules?.requiresSigning === false : false;
      const fresh = cart ? receiptOf(cart, signed, signedAt) : undefined;
      if (fresh && finished) {
        storeReceipt(fresh);
        setReceipt(fresh);
        clearSavedFields(DEFAULT_CART_ID);
        await controller.dispatch({ type: 'clear' });
        setPhase('done');
      } else if (fresh) {
        setReceipt(fresh);
        setPendingUrl(cart?.meta.scrive?.url ? signingUrl(cart.meta.scrive.url, language) : null);
        setPhase('pending');
      } else if (storedReceipt()) {
        setReceipt(storedReceipt());
        setPhase('done');
      } else if (!cart?.meta.orderToken && isDocumentId(documentId)) {
        // No booking of this document in this browser: the signatory may be someone the booker
        // sent the page to. The signing page's own status says whether it is signed, and nothing more.
        const answer = await signingPageStatus(documentId);
        if (!active) return;
        if (answer.ok && answer.value.status === 'signed') setPhase('signed');
        else if (answer.ok) {
          setPendingUrl(signingUrl(`/sign/${documentId}`, language));
          setPhase('unsigned');
        } else if (answer.error.statusCode >= 500) {
          setSigningUnavailable(true);
          setPhase('unsigned');
        } else setPhase('none');
      } else setPhase('none');
    })();
    return () => {
      active = false;
    };
  }, [ready]);

  useEffect(() => {
    if (phase === 'done' || phase === 'signed') onFinished(true);
  }, [phase, onFinished]);

  return (
    <>
      {phase === 'loading' ? <p aria-busy="true">{t('checkout.loading')}</p> : null}
      {phase === 'none' ? <p>{t('checkout.status.unknown')}</p> : null}
      {phase === 'signed' || phase === 'unsigned' ? (
        <div aria-live="polite">
          <p
            className={`notice ${phase === 'signed' ? 'notice--success' : 'notice--warning'}`}
            id={STATUS_MESSAGE_ID}
            data-testid="status-message"
            data-phase={phase}
          >
            {phase === 'signed' ? t('checkout.status.signed_elsewhere') : t('checkout.status.committed')}
          </p>
          {signingUnavailable ? <SigningUnavailableNotice /> : null}
          {pendingUrl ? <GoToSigningLink href={pendingUrl} /> : null}
        </div>
      ) : null}
      {receipt && (phase === 'done' || phase === 'pending') ? (
        <div aria-live="polite">
          <p
            className={`notice ${phase === 'done' ? 'notice--success' : 'notice--warning'}`}
            id={STATUS_MESSAGE_ID}
            data-testid="status-message"
            data-phase={phase}
          >
            {phase === 'pending'
              ? t('checkout.status.committed')
              : receipt.signed
                ? t('checkout.status.signed')
                : t('checkout.status.received')}
          </p>
          {phase === 'pending' && signingUnavailable ? <SigningUnavailableNotice /> : null}
          <dl className="summary-list">
            <dt>{t('checkout.status.order_id')}</dt>
            <dd data-testid="order-id">{receipt.orderId}</dd>
            <dt>{t('checkout.confirm.customer')}</dt>
            <dd>{receipt.customerName}</dd>
          </dl>
          <ul className="booking-summary__items">
            {receipt.items.map((item) => (
              <li key={`${item.title}-${item.startDate}`}>
                <strong>{item.title}</strong>{' '}
                <span className="muted">{whenAndWhere(item, item.places ?? [], language, t('content.remote_location'))}</span> ·{' '}
                {countText(t, 'checkout.confirm.participant_count', item.participantCount)}
              </li>
            ))}
          </ul>
          {pendingUrl ? <GoToSigningLink href={pendingUrl} /> : null}
        </div>
      ) : null}
      {phase === 'loading' ? null : <NewBookingLink />}
    </>
  );
}
