import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';
import { scrollToHelp } from './checkout-path';
import { ModalDialog } from './modal-dialog';

export interface CheckoutModalProps {
  open: boolean;
  /** Called however the modal closes: OK, contact us, Esc or the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId: string;
  className?: string;
  /** An action of the modal's own, shown before contact us and OK. */
  action?: ReactNode;
}

/**
 * The modal every checkout and cart problem shows: its message, an
 * optional action of its own, contact us (closes the modal and scrolls to `#help`) and OK.
 */
export function CheckoutModal({ open, onClose, title, children, testId, className, action }: CheckoutModalProps) {
  const { t } = useI18n();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      className={className}
      actions={
        <>
          {action}
          <button
            type="button"
            className="button button--secondary"
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
      }
    >
      {children}
    </ModalDialog>
  );
}
