import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { checkoutRequirements } from '../../shared/checkout/checkout-requirements';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { CartHost } from '../cart/cart-host';
import { deriveCartId } from '../cart/cart-id';
import { WithCart, type CartView } from '../checkout/with-cart';
import { NeedsJavaScript, type CheckoutContext } from '../checkout/checkout-frame';

export type ApplicationStep = 'attachments' | 'customer';
const STEPS: readonly ApplicationStep[] = ['attachments', 'customer'];

/** The cart id of an application page: its `slug` route parameter. */
export function useApplicationCartId(): string {
  return deriveCartId('slug', useParams());
}

/**
 * The frame of an application step: steps, heading, the JavaScript notice, and the step once
 * the cart has been read; a cart without English academic events gets a way back instead.
 */
export function ApplicationFrame({ step, title, children }: { step: ApplicationStep; title: string; children: (context: CheckoutContext) => ReactNode }) {
  const { language, t } = useI18n();
  const cartId = useApplicationCartId();
  const current = STEPS.indexOf(step);
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
      <nav aria-label={t('checkout.steps_label')} className="checkout-steps">
        <ol>
          {STEPS.map((name, index) => (
            <li key={name} className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}>
              {index < current ? (
                <Link to={pathFor(`application-${name}`, language, { slug: cartId })}>
                  <span className="checkout-steps__number">{index + 1}</span> {t(`application.steps.${name}`)}
                </Link>
              ) : (
                <span aria-current={index === current ? 'step' : undefined}>
                  <span className="checkout-steps__number">{index + 1}</span> {t(`application.steps.${name}`)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{title}</h1>
      <p>{t('application.intro')}</p>
      <NeedsJavaScript />
      <WithCart cartId={cartId} fallback={loading}>
        {body}
      </WithCart>
      <CartHost cartId={cartId} />
    </section>
  );
}
