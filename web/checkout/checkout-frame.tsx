import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { checkoutRequirements, type CheckoutRequirements } from '../../shared/checkout/checkout-requirements';
import { homePath, pathFor } from '../../shared/routing/paths';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';
import { CartHost } from '../cart/cart-host';
import type { CartController } from '../cart/cart-controller';
import { checkoutPath } from '../cart/checkout-path';
import { WithCart, type CartView } from './with-cart';

export type CheckoutStep = 'customer' | 'booking' | 'confirm';
const STEPS: readonly CheckoutStep[] = ['customer', 'booking', 'confirm'];

/** What a checkout step works with once the cart has been read. */
export interface CheckoutContext {
  cart: CartOrder;
  controller: CartController;
  rules: CheckoutRequirements;
  cartId: string;
}

/** Explains, without JavaScript, that booking needs it (the forms live in the browser). */
export function NeedsJavaScript() {
  const { t } = useI18n();
  return (
    <noscript>
      <p className="notice notice--warning" data-testid="needs-js">
        {t('checkout.needs_js')}
      </p>
    </noscript>
  );
}

/** The numbered steps of the checkout, the current one marked for screen readers. */
export function CheckoutSteps({ step }: { step: CheckoutStep }) {
  const { language, t } = useI18n();
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={t('checkout.steps_label')} className="checkout-steps">
      <ol>
        {STEPS.map((name, index) => (
          <li key={name} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}>
            {index < current ? (
              <Link to={pathFor(`checkout-${name}`, language)}>
                <span className="checkout-steps__number">{index + 1}</span> {t(`checkout.steps.${name}`)}
              </Link>
            ) : (
              <span aria-current={index === current ? 'step' : undefined}>
                <span className="checkout-steps__number">{index + 1}</span> {t(`checkout.steps.${name}`)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of a checkout step: heading, steps, the JavaScript notice, and the step itself once
 * the stored cart has been read. An empty cart, or one that belongs to the application flow,
 * gets a way onwards instead.
 */
export function CheckoutFrame({ step, title, cartId, children }: { step: CheckoutStep; title: string; cartId: string; children: (context: CheckoutContext) => ReactNode }) {
  const { t } = useI18n();
  const loading = <p className="checkout-page__loading" aria-busy="true">{t('checkout.loading')}</p>;
  return (
    <section className="checkout-page" data-step={step}>
      <CheckoutSteps step={step} />
      <h1>{title}</h1>
      <NeedsJavaScript />
      <WithCart cartId={cartId} fallback={loading}>
        {(view) => <CheckoutBody view={view} cartId={cartId} loading={loading}>{children}</CheckoutBody>}
      </WithCart>
      <CartHost cartId={cartId} />
    </section>
  );
}

function CheckoutBody({ view, cartId, loading, children }: { view: CartView; cartId: string; loading: ReactNode; children: (context: CheckoutContext) => ReactNode }) {
  const { language, t } = useI18n();
  const { controller, cart, ready } = view;
  const rules = cart ? checkoutRequirements(cart) : undefined;
  let body: ReactNode;
  if (!ready) body = loading;
  else if (!cart || !rules) {
    body = (
      <div className="checkout-page__empty">
        <p>{t('checkout.empty_cart')}</p>
        <Link className="button button--primary" to={homePath(language)}>
          {t('checkout.go_to_catalogue')}
        </Link>
      </div>
    );
  } else if (rules.destination === 'application') {
    body = (
      <div className="checkout-page__empty">
        <p>{t('checkout.application_notice')}</p>
        <Link className="button button--primary" to={checkoutPath(cart, language)}>
          {t('checkout.go_to_application')}
        </Link>
      </div>
    );
  } else body = children({ cart, controller, rules, cartId });
  return <>{body}</>;
}
