import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { callApi } from '../checkout/api';
import { CheckoutErrorModal } from '../checkout/checkout-error-modal';
import type { CheckoutContext } from '../checkout/checkout-frame';
import { CustomerDetailsForm } from '../checkout/checkout-customer-page';
import { typedContactPerson } from '../checkout/customer-form';
import { ParticipantsSection } from '../checkout/participants-section';
import { ParticipantsSubmit } from '../checkout/participants-submit';
import { stepProblems, withCustomerTypeOf } from '../checkout/step-problems';
import { commitCart } from '../checkout/submit-booking';
import { useCustomerStep } from '../checkout/use-customer-step';
import { SubmissionSchema } from '../../shared/application/attachment';
import { ApplicationFrame } from './application-frame';
import { applicationHeaders } from './application-key';

/**
 * The applicant step: the applicant's details, the participants and the button that sends the
 * application, which also stores the details (there is no second button to find). A refused
 * send lists every problem of the page, each linked to its field.
 */
function ApplicantStep({ context }: { context: CheckoutContext }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const { controller, cartId } = context;
  const customer = useCustomerStep(context);
  // The participants are asked what the customer type chosen above asks, and can be filled in with
  // the contact person typed above, as the checkout's are with the stored one: both are stored
  // only by the send.
  const cart = useMemo(
    () => ({ ...withCustomerTypeOf(context.cart, customer.customerType), contactPerson: typedContactPerson(customer.form.values) }),
    [context.cart, customer.customerType, customer.form.values],
  );
  const shown = { ...context, cart };
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [statusMessage, setStatusMessage] = useState<string | null>(null);
  const committed = context.cart.meta.committedAt !== null;
  const problems = committed ? [] : stepProblems(customer.form.allErrors, cart);

  const submit = async () => {
    if (busy) return;
    if (problems.length > 0) {
      customer.form.attempt();
      return setAttempt((count) => count + 1);
    }
    setBusy(true);
    const saved = await customer.save();
    if (saved !== 'saved') {
      setBusy(false);
      if (saved === 'invalid') setAttempt((count) => count + 1);
      return;
    }
    const commit = await commitCart(controller, controller.getState().cart ?? context.cart);
    if (commit.kind !== 'committed') {
      setBusy(false);
      return setStatusMessage(commit.kind === 'commit-error' ? commit.statusMessage : 'unknown');
    }
    const answer = await callApi(`/api/application/${encodeURIComponent(cartId)}/submit`, SubmissionSchema, {
      method: 'POST',
      json: { orderId: commit.orderId, commitHash: commit.commitHash, orderToken: commit.orderToken },
      headers: applicationHeaders(cartId),
    });
    setBusy(false);
    if (!answer.ok) return setStatusMessage(answer.error.statusMessage);
    void navigate(pathFor('application-status', language, { slug: cartId }));
  };

  return (
    <>
      <CustomerDetailsForm context={context} step={customer} onSubmit={() => void submit()} />
      <ParticipantsSection context={shown} showIssues={attempt > 0} />
      <ParticipantsSubmit
        attempt={attempt}
        problems={problems}
        cart={cart}
        labels={customer.labels}
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
