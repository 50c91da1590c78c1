import { checkoutErrorKeys } from '../../shared/errors/checkout-error-keys';
import { useI18n } from '../app/i18n-context';
import { CheckoutModal } from '../cart/checkout-modal';

/**
 * The modal of the checkout error catalogue for a back-end statusMessage:
 * its title and message, OK, and contact us (scrolls to `#help`).
 */
export function CheckoutErrorModal({ statusMessage, onClose }: { statusMessage: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const keys = checkoutErrorKeys(statusMessage);
  return (
    <CheckoutModal
      open={statusMessage !== null}
      onClose={onClose}
      title={t(keys.titleKey)}
      testId="checkout-error-modal"
      className={`checkout-error-modal checkout-error-modal--${statusMessage ?? 'none'}`}
    >
      <p>{t(keys.messageKey)}</p>
    </CheckoutModal>
  );
}

/** The could-not-create-document modal: go to signing (tries again), contact us, OK. */
export function DocumentErrorModal({ open, onClose, onGoToSigning }: { open: boolean; onClose: () => void; onGoToSigning: () => void }) {
  const { t } = useI18n();
  return (
    <CheckoutModal
      open={open}
      onClose={onClose}
      title={t('checkout.document_error.title')}
      testId="document-error-modal"
      action={
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            onGoToSigning();
          }}
        >
          {t('checkout.document_error.go_to_signing')}
        </button>
      }
    >
      <p>{t('checkout.document_error.message')}</p>
    </CheckoutModal>
  );
}
