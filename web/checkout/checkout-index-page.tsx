import { Link } from '../app/navigation';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';

/**
 * `/application`: names no cart, so it offers the application of the default cart (the cart
 * modal links straight to `/application/{cartId}/attachments`).
 */
export function ApplicationIndexPage() {
  const { language, t } = useI18n();
  return (
    <section className="checkout-page">
      <h1 tabIndex={-1}>{t('application.heading')}</h1>
      <p>{t('application.intro')}</p>
      <Link className="button button--primary" to={pathFor('application-attachments', language, { slug: DEFAULT_CART_ID })}>
        {t('checkout.go_to_application')}
      </Link>
    </section>
  );
}
