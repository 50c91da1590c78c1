import { useSyncExternalStore } from 'react';
import { useI18n } from '../app/i18n-context';
import { useTopModal } from './modal-layer';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';

/**
 * The cart's toasts; rendered inside the live region of `CartHost`, so screen readers hear them,
 * or, while a modal dialog is open, inside the topmost one (`inModal`), above its backdrop.
 */
export function ToastList({ inModal = false }: { inModal?: boolean }) {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const modalOpen = useTopModal() !== null;
  if (modalOpen !== inModal) return null;
  return toasts.map((toast) => (
    <div key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
      <p className="toast__text">{'text' in toast ? toast.text : t(toast.key, toast.params)}</p>
      <button type="button" className="toast__dismiss" aria-label={t('cart.dismiss')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ));
}
