import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../app/navigation';
import { checkoutRequirements } from '../../shared/checkout/checkout-requirements';
import { APPLICATION_STEPS, type ApplicationStep } from '../../shared/checkout/step-progress';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { CartHost } from '../cart/cart-host';
import { deriveCartId } from '../cart/cart-id';
import { WithCart, type CartView } from '../checkout/with-cart';
import { NeedsJavaScript, type CheckoutContext } from '../checkout/checkout-frame';
import { StepProgressNav } from '../checkout/step-progress-nav';

/** The cart id of an application page: its `slug` route parameter. */
export function useApplicationCartId(): string {
  return deriveCartId('slug', useParams());
}

/**
 * The frame of an application step: steps, heading, the JavaScript notice, and the step once
 * the cart has been read; a cart without English academic events gets a way back instead.
 */
export function ApplicationFrame({
  step,
  title,
  children,
}: {
  step: ApplicationStep;
  title: string;
  children: (context: CheckoutContext) => ReactNode;
}) {
  const { language, t } = useI18n();
  const cartId = useApplicationCartId();
  const loading = <p aria-busy="true">{t('checkout.loading')}</p>;
  const body = (view: CartView): ReactNode => {
    const { cart, controller, ready } = view;
    const rules = cart ? checkoutRequirements(cart) : undefined;
    if (!ready) return loading;
    if (!cart || !rules || rules.destination !== 'application') {
      return (
        <div className="checkout-page__empty">
          <p>{t('application.wrong_category')}</p>
          <Link className="button button--primary" to={homePath(language)}>
            {t('checkout.go_to_catalogue')}
          </Link>
        </div>
      );
    }
    return children({ cart, controller, rules, cartId });
  };
  return (
    <section className="checkout-page application-page" data-step={step}>
      <StepProgressNav
        steps={APPLICATION_STEPS}
        current={step}
        label={(name) => t(`application.steps.${name}`)}
        path={(name) => pathFor(`application-${name}`, language, { slug: cartId })}
      />
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t('application.intro')}</p>
      <NeedsJavaScript />
      <WithCart cartId={cartId} fallback={loading}>
        {body}
      </WithCart>
      <CartHost cartId={cartId} />
    </section>
  );
}
