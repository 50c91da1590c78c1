import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { participantIssues, ParticipantsSection } from './participants-section';
import { ParticipantsSubmit } from './participants-submit';

function BookingStep({ context }: { context: CheckoutContext }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [attempted, setAttempted] = useState(false);
  const issues = participantIssues(context);
  return (
    <>
      <ParticipantsSection context={context} showIssues={attempted} />
      <ParticipantsSubmit
        attempted={attempted}
        issueCount={issues.length}
        onSubmit={() => {
          setAttempted(true);
          if (participantIssues(context).length === 0) void navigate(pathFor('checkout-confirm', language));
        }}
      >
        {t('checkout.nav.to_confirm')}
      </ParticipantsSubmit>
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
