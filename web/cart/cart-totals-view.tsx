import type { CartPrice } from '../../shared/schemas/cart-totals';
import { useI18n } from '../app/i18n-context';
import { formatPrice } from '../../shared/pricing/price-format';

/** The cart's sums in its currency; the discount only when there is one. */
export function CartTotalsView({ price }: { price: CartPrice }) {
  const { language, t } = useI18n();
  const money = (amount: number) => formatPrice(amount, price.currency, language);
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      <div>
        <dt>{t('cart.gross')}</dt>
        <dd>{money(price.gross)}</dd>
      </div>
      {price.discount > 0 ? (
        <div>
          <dt>{t('cart.discount')}</dt>
          <dd>−{money(price.discount)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('cart.vat')}</dt>
        <dd>{money(price.vat)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">{money(price.total)}</dd>
      </div>
    </dl>
  );
}
