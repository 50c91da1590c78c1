import type { ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';

/**
 * The end of a step whose participants must be complete before it goes on (the checkout's booking
 * step, the application's customer step): once the visitor has tried to go on, how many things
 * are left to fix, announced; then the button that goes on.
 */
export function ParticipantsSubmit({
  attempted,
  issueCount,
  onSubmit,
  busy = false,
  testId,
  children,
}: {
  /** Whether the visitor has pressed the button once: only then are the issues counted aloud. */
  attempted: boolean;
  issueCount: number;
  onSubmit: () => void;
  /** While the step's sending runs: the button is disabled and says so. */
  busy?: boolean;
  testId?: string;
  /** The button's label. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <div role="alert" className="form-errors" data-testid="error-summary">
        {attempted && issueCount > 0 ? <p>{t('checkout.errors_summary', { count: issueCount })}</p> : null}
      </div>
      <div className="checkout-form__actions">
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={busy} aria-busy={busy} data-testid={testId}>
          {children}
        </button>
      </div>
    </>
  );
}
