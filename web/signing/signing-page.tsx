import type { ReactElement } from 'react';
import { countText } from '../../shared/i18n/translator';
import { homePath, pathFor } from '../../shared/routing/paths';
import type { SigningPageProps, SigningSummary } from '../../shared/pages/signing-page';
import { I18nProvider, useI18n } from '../app/i18n-context';
import { whenAndWhere } from '../../shared/cart/when-and-where';
import { itemPlaces } from '../../shared/cart/event-rules';
import { formatPrice } from '../../shared/pricing/price-format';

const SIGN_ERROR_ID = 'sign-error';

/** What is signed: order and document, the customer, each event with its days, place and participants, the total. */
function OrderSummary({ signing: { document, cart, totals } }: { signing: SigningSummary }) {
  const { language, t } = useI18n();
  return (
    <>
      <dl className="summary-list">
        <dt>{t('signing.order')}</dt>
        <dd data-testid="signing-order">{document.orderId}</dd>
        <dt>{t('signing.document')}</dt>
        <dd>{document.title}</dd>
      </dl>
      {cart ? (
        <p>
          {t('checkout.confirm.customer')}: {cart.customer.name}
        </p>
      ) : null}
      <ul className="signing-page__items">
        {(cart?.cartItems ?? []).map((item) => (
          <li key={item.id}>
            <strong>{item.displayTitle}</strong>{' '}
            <span>{whenAndWhere(item, cart ? itemPlaces(cart, item.id) : [], language, t('content.remote_location'))}</span>{' '}
            <span>· {countText(t, 'checkout.confirm.participant_count', item.participantCount)}</span>
          </li>
        ))}
      </ul>
      {totals ? (
        <p className="signing-page__total">
          {t('checkout.confirm.total')}: <strong>{formatPrice(totals.cartPrice.total, totals.cartPrice.currency, language)}</strong>
        </p>
      ) : null}
    </>
  );
}

/**
 * The signatory's name and consent, posted as a plain form so that signing needs no JavaScript.
 * Nothing is judged before the send: the consent box is not `required`, which would make the
 * browser call an unticked box invalid from the start (Chromium tells a screen reader so on load);
 * the server judges it and a refused send comes back with the error, which takes the focus, and
 * the name as typed.
 */
function SignForm({ action, refused, name }: { action: string; refused: boolean; name: string }) {
  const { language, t } = useI18n();
  const invalid = refused ? { 'aria-describedby': SIGN_ERROR_ID, 'aria-invalid': true } : {};
  return (
    <form method="post" action={action} className="checkout-form signing-page__form">
      {refused ? (
        // biome-ignore lint/a11y/noAutofocus: the page comes back from a refused send; its first thing to hear is why (no script runs here)
        <p className="form-error" role="alert" id={SIGN_ERROR_ID} tabIndex={-1} autoFocus>
          {t('signing.invalid')}
        </p>
      ) : null}
      {/* The page's language travels with the form, so the answer and its redirect keep it. */}
      <input type="hidden" name="lang" value={language} />
      <div className="field">
        <label htmlFor="signatory-name">{t('signing.signatory_name')}</label>
        <input id="signatory-name" name="name" autoComplete="name" required maxLength={200} defaultValue={name} {...invalid} />
      </div>
      <div className="field field--checkbox">
        <input type="checkbox" id="signing-consent" name="consent" value="yes" aria-required="true" {...invalid} />
        <label htmlFor="signing-consent">{t('signing.consent')}</label>
      </div>
      <button type="submit" className="button button--primary">
        {t('signing.confirm')}
      </button>
    </form>
  );
}

/**
 * The page's heading takes the focus as the page opens, as every page does that the visitor comes
 * to from another of the site's (web/lib/page-heading.ts): this page runs no script, so the
 * browser's own `autofocus` does it.
 */
function PageHeading({ autoFocus = true, children }: { autoFocus?: boolean; children: string }) {
  return (
    // biome-ignore lint/a11y/noAutofocus: the page is only reached from the checkout's confirm step; its heading is where the visitor is now
    <h1 tabIndex={-1} autoFocus={autoFocus}>
      {children}
    </h1>
  );
}

function SigningContent({ signing, formAction, refused, name = '' }: Omit<SigningPageProps, 'language'>) {
  const { language, t } = useI18n();
  if (!signing) return <PageHeading>{t('signing.not_found')}</PageHeading>;
  const statusHref = `${pathFor('checkout-status', language)}?document=${encodeURIComponent(signing.document.id)}`;
  return (
    <>
      <PageHeading autoFocus={!refused}>{t('signing.heading')}</PageHeading>
      <p className="notice">{t('signing.demo_notice')}</p>
      <p>{t('signing.intro')}</p>
      <OrderSummary signing={signing} />
      {signing.document.status === 'signed' ? (
        <>
          <p role="status">{t('signing.already_signed')}</p>
          <a className="button button--primary" href={statusHref}>
            {t('signing.to_status')}
          </a>
        </>
      ) : signing.expired ? (
        <>
          <p className="form-error" role="alert">
            {t('signing.hold_expired')}
          </p>
          <a className="button button--primary" href={pathFor('checkout', language)}>
            {t('signing.book_again')}
          </a>
        </>
      ) : (
        <>
          {signing.holdMinutesLeft !== null ? (
            <p className="notice" data-testid="hold-left">
              {countText(t, 'signing.hold_left', signing.holdMinutesLeft)}
            </p>
          ) : null}
          <SignForm action={formAction} refused={refused} name={name} />
        </>
      )}
    </>
  );
}

function SigningLayout({ children }: { children: ReactElement }) {
  const { language, t } = useI18n();
  return (
    <div className="layout layout--checkout">
      {/* React hoists these into the document's head. */}
      <title>{`${t('signing.title')} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      {/*
        The checkout's quiet header, with plain links: this page lives outside the site's router
        and is never hydrated.
      */}
      <header className="site-header site-header--focused">
        <div className="site-header__inner">
          {/* biome-ignore lint/a11y/useAnchorContent: the link is named by its aria-label; the logo's letters are decoration */}
          <a className="site-header__logo" href={homePath(language)} aria-label={t('cta.go_home')}>
            <span aria-hidden="true">FEI</span>
          </a>
          <p className="site-header__title">{t('signing.title')}</p>
        </div>
      </header>
      <main id="main" className="layout__main">
        <section className="signing-page checkout-page">{children}</section>
      </main>
    </div>
  );
}

/**
 * The local signing page of the embedded signing service (`/sign/{documentId}`): the order's
 * summary and a form where the signatory types their name and confirms. It is rendered on the
 * server only and works without JavaScript: the browser gets no script for it.
 */
export function SigningPage({ language, ...content }: SigningPageProps) {
  return (
    <I18nProvider language={language}>
      <SigningLayout>
        <SigningContent {...content} />
      </SigningLayout>
    </I18nProvider>
  );
}
