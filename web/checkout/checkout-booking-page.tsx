import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { ParticipantsSection } from './participants-section';
import { participantProblems } from './step-problems';
import { ParticipantsSubmit } from './participants-submit';

function BookingStep({ context }: { context: CheckoutContext }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const problems = participantProblems(context.cart);
  return (
    <>
      <ParticipantsSection context={context} showIssues={attempt > 0} />
      <ParticipantsSubmit
        attempt={attempt}
        problems={problems}
        cart={context.cart}
        onSubmit={() => {
          if (problems.length === 0) return void navigate(pathFor('checkout-confirm', language));
          setAttempt((count) => count + 1);
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
