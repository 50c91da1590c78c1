import type { ReactNode } from 'react';
import { Link } from '../app/navigation';
import { checkoutRequirements, type CheckoutRequirements } from '../../shared/checkout/checkout-requirements';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../shared/checkout/step-progress';
import { homePath, pathFor } from '../../shared/routing/paths';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';
import { CartHost } from '../cart/cart-host';
import type { CartController } from '../cart/cart-controller';
import { checkoutPath } from '../cart/checkout-path';
import { StepProgressNav } from './step-progress-nav';
import { WithCart, type CartView } from './with-cart';

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

/**
 * What a step asks of the visitor, in a few lines. It is rendered with the page, so it is on
 * screen at the first paint, before the step's own content (which needs the cart from the
 * browser's storage) arrives; it is written to be the largest text of that first screen.
 */
export function StepIntro({ text }: { text: string }) {
  return <p className="checkout-page__intro">{text}</p>;
}

/**
 * The frame of a checkout step: heading, steps, the JavaScript notice, and the step itself once
 * the stored cart has been read. An empty cart, or one that belongs to the application flow,
 * gets a way onwards instead.
 */
export function CheckoutFrame({
  step,
  title,
  cartId,
  children,
}: {
  step: CheckoutStep;
  title: string;
  cartId: string;
  children: (context: CheckoutContext) => ReactNode;
}) {
  const { language, t } = useI18n();
  const loading = (
    <p className="checkout-page__loading" aria-busy="true">
      {t('checkout.loading')}
    </p>
  );
  return (
    <section className="checkout-page" data-step={step}>
      <StepProgressNav
        steps={CHECKOUT_STEPS}
        current={step}
        label={(name) => t(`checkout.steps.${name}`)}
        path={(name) => pathFor(`checkout-${name}`, language)}
      />
      <h1 tabIndex={-1}>{title}</h1>
      <StepIntro text={t(`checkout.step_intros.${step}`)} />
      <NeedsJavaScript />
      <WithCart cartId={cartId} fallback={loading}>
        {(view) => (
          <CheckoutBody view={view} cartId={cartId} loading={loading}>
            {children}
          </CheckoutBody>
        )}
      </WithCart>
      <CartHost cartId={cartId} />
    </section>
  );
}

function CheckoutBody({
  view,
  cartId,
  loading,
  children,
}: {
  view: CartView;
  cartId: string;
  loading: ReactNode;
  children: (context: CheckoutContext) => ReactNode;
}) {
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
