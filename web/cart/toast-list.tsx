import { useSyncExternalStore } from 'react';
import { useI18n } from '../app/i18n-context';
import { dismissToast, getToasts, subscribeToasts } from './toast-store';

/** The cart's toasts; rendered inside the live region of `CartHost`, so screen readers hear them. */
export function ToastList() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return toasts.map((toast) => (
    <div key={toast.id} className={`toast toast--${toast.tone}`} data-testid="toast">
      <p className="toast__text">{'text' in toast ? toast.text : t(toast.key, toast.params)}</p>
      <button type="button" className="toast__dismiss" aria-label={t('cart.dismiss')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  ));
}
