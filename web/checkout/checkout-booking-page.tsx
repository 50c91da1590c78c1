import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { participantIssues, ParticipantsSection } from './participants-section';

function BookingStep({ context }: { context: CheckoutContext }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const issues = participantIssues(context);
  return (
    <>
      <ParticipantsSection context={context} showIssues={attempted} />
      <div role="alert" className="form-errors" data-testid="error-summary">
        {attempted && issues.length > 0 ? <p>{t('checkout.errors_summary', { count: issues.length })}</p> : null}
      </div>
      <div className="checkout-form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setAttempted(true);
            if (participantIssues(context).length === 0) void navigate(pathFor('checkout-confirm', language));
          }}
        >
          {t('checkout.nav.to_confirm')}
        </button>
      </div>
    </>
  );
}

/** `/checkout/booking`: the participant pool and who attends which event. */
export function CheckoutBookingPage() {
  const { t } = useI18n();
  return (
    <CheckoutFrame step="booking" title={t('checkout.participants.heading')} cartId={DEFAULT_CART_ID}>
      {(context) => <BookingStep context={context} />}
    </CheckoutFrame>
  );
}
