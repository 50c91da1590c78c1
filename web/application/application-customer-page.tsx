import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkoutIssues } from '../../shared/checkout/checkout-issues';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { callApi } from '../checkout/api';
import { CheckoutErrorModal } from '../checkout/checkout-error-modal';
import type { CheckoutContext } from '../checkout/checkout-frame';
import { CustomerStepForm } from '../checkout/checkout-customer-page';
import { ParticipantsSection } from '../checkout/participants-section';
import { ParticipantsSubmit } from '../checkout/participants-submit';
import { commitCart } from '../checkout/submit-booking';
import { SubmissionSchema } from '../../shared/application/attachment';
import { ApplicationFrame } from './application-frame';
import { applicationHeaders } from './application-key';

function ApplicantStep({ context }: { context: CheckoutContext }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const { cart, controller, cartId } = context;
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const issues = cart.meta.committedAt ? [] : checkoutIssues(cart);

  const submit = async () => {
    setAttempted(true);
    if (issues.length > 0 || busy) return;
    setBusy(true);
    const committed = await commitCart(controller, controller.getState().cart ?? cart);
    if (committed.kind !== 'committed') {
      setBusy(false);
      return setStatusMessage(committed.kind === 'commit-error' ? committed.statusMessage : 'unknown');
    }
    const answer = await callApi(`/api/application/${encodeURIComponent(cartId)}/submit`, SubmissionSchema, {
      method: 'POST',
      json: { orderId: committed.orderId, commitHash: committed.commitHash, orderToken: committed.orderToken },
      headers: applicationHeaders(cartId),
    });
    setBusy(false);
    if (!answer.ok) return setStatusMessage(answer.error.statusMessage);
    void navigate(pathFor('application-status', language, { slug: cartId }));
  };

  return (
    <>
      <CustomerStepForm
        context={context}
        submitLabel={t('checkout.nav.next')}
        onDone={() => document.getElementById('pool-heading')?.scrollIntoView({ block: 'start' })}
      />
      <ParticipantsSection context={context} showIssues={attempted} />
      <ParticipantsSubmit
        attempted={attempted}
        issueCount={issues.length}
        onSubmit={() => void submit()}
        busy={busy}
        testId="submit-application"
      >
        {busy ? t('application.submitting') : t('application.submit')}
      </ParticipantsSubmit>
      <CheckoutErrorModal statusMessage={statusMessage} onClose={() => setStatusMessage(null)} />
    </>
  );
}

/** `/application/{cartId}/customer`: the applicant, the participants, and sending the application. */
export function ApplicationCustomerPage() {
  const { t } = useI18n();
  return (
    <ApplicationFrame step="customer" title={t('application.customer_heading')}>
      {(context) => <ApplicantStep context={context} />}
    </ApplicationFrame>
  );
}
