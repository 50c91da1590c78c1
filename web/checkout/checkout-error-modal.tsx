import { checkoutErrorKeys } from '../../shared/errors/checkout-error-keys';
import type { MessageKey } from '../../shared/i18n/translator';
import { useI18n } from '../app/i18n-context';
import { scrollToHelp } from '../cart/checkout-path';
import { ModalDialog } from '../cart/modal-dialog';

function ModalActions({ onClose, extra }: { onClose: () => void; extra?: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      {extra}
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
      <button type="button" className="button button--primary" onClick={onClose}>
        {t('cta.ok')}
      </button>
    </>
  );
}

/**
 * The modal of the checkout error catalogue (spec section 8) for a back-end statusMessage:
 * its title and message, OK, and contact us (scrolls to `#help`).
 */
export function CheckoutErrorModal({ statusMessage, onClose }: { statusMessage: string | null; onClose: () => void }) {
  const { t } = useI18n();
  const keys = checkoutErrorKeys(statusMessage);
  return (
    <ModalDialog
      open={statusMessage !== null}
      onClose={onClose}
      title={t(keys.titleKey as MessageKey)}
      testId="checkout-error-modal"
      className={`checkout-error-modal checkout-error-modal--${statusMessage ?? 'none'}`}
      actions={<ModalActions onClose={onClose} />}
    >
      <p>{t(keys.messageKey as MessageKey)}</p>
    </ModalDialog>
  );
}

/** The could-not-create-document modal: go to signing (tries again), contact us, OK. */
export function DocumentErrorModal({ open, onClose, onGoToSigning }: { open: boolean; onClose: () => void; onGoToSigning: () => void }) {
  const { t } = useI18n();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={t('checkout.document_error.title')}
      testId="document-error-modal"
      actions={
        <ModalActions
          onClose={onClose}
          extra={
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
        />
      }
    >
      <p>{t('checkout.document_error.message')}</p>
    </ModalDialog>
  );
}
