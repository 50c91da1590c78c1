import { Link } from '../app/navigation';
import type { CartItem } from '../../shared/schemas/cart-item';
import { useI18n } from '../app/i18n-context';
import { formatDate } from '../../shared/calendar/date-format';
import { CheckoutModal } from './checkout-modal';
import { signingPath } from './checkout-path';

/** Shown when a locked cart (committing or committed) refuses a change: go to signing, contact, OK. */
export function CannotMakeChangesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { language, t } = useI18n();
  return (
    <CheckoutModal
      open={open}
      onClose={onClose}
      title={t('cart.locked.title')}
      testId="cannot-make-changes-modal"
      action={
        <Link to={signingPath(language)} className="button button--primary" onClick={onClose}>
          {t('cart.locked.go_to_signing')}
        </Link>
      }
    >
      <p>{t('cart.locked.message')}</p>
    </CheckoutModal>
  );
}

/**
 * Lists events that were cancelled or have started, with Swedish long dates.
 * OK (and contact us) removes those still in the cart and reprices.
 */
export function CancelledItemsModal({ items, onConfirm }: { items: readonly CartItem[]; onConfirm: () => void }) {
  const { t } = useI18n();
  return (
    <CheckoutModal open={items.length > 0} onClose={onConfirm} title={t('cart.cancelled.title')} testId="cancelled-items-modal">
      <p>{t('cart.cancelled.message')}</p>
      <ul className="modal__list">
        {items.map((item) => (
          <li key={item.id}>
            <strong>{item.displayTitle}</strong>, {formatDate(item.startDate, 'sv')}
          </li>
        ))}
      </ul>
    </CheckoutModal>
  );
}
