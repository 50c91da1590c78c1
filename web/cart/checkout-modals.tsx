import { Link } from 'react-router';
import type { CartItem } from '../../shared/schemas/cart-item';
import { useI18n } from '../app/i18n-context';
import { formatDate } from '../components/format';
import { scrollToHelp, signingPath } from './checkout-path';
import { ModalDialog } from './modal-dialog';

/** The contact-us action every checkout modal has: closes it and scrolls to `#help`. */
function ContactUs({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        onClose();
        scrollToHelp();
      }}
    >
      {t('cta.contact_us')}
    </button>
  );
}

/** OK: closes the modal. */
function Ok({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="button button--primary" onClick={onClick}>
      {t('cta.ok')}
    </button>
  );
}

/** Shown when a locked cart (committing or committed) refuses a change: go to signing, contact, OK. */
export function CannotMakeChangesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { language, t } = useI18n();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('cart.locked.title')}
      testId="cannot-make-changes-modal"
      actions={
        <>
          <Link to={signingPath(language)} className="button button--primary" onClick={onClose}>
            {t('cart.locked.go_to_signing')}
          </Link>
          <ContactUs onClose={onClose} />
          <Ok onClick={onClose} />
        </>
      }
    >
      <p>{t('cart.locked.message')}</p>
    </ModalDialog>
  );
}

/**
 * Lists events that were cancelled or have started, with Swedish long dates (spec section 4).
 * OK (and contact us) removes those still in the cart and reprices.
 */
export function CancelledItemsModal({ items, onConfirm }: { items: readonly CartItem[]; onConfirm: () => void }) {
  const { t } = useI18n();
  return (
    <ModalDialog
      open={items.length > 0}
      onClose={onConfirm}
      title={t('cart.cancelled.title')}
      testId="cancelled-items-modal"
      actions={
        <>
          <ContactUs onClose={onConfirm} />
          <Ok onClick={onConfirm} />
        </>
      }
    >
      <p>{t('cart.cancelled.message')}</p>
      <ul className="modal__list">
        {items.map((item) => (
          <li key={item.id}>
            <strong>{item.displayTitle}</strong>, {formatDate(item.startDate, 'sv')}
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
