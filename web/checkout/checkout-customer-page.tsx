import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { ContactFields, CustomerFields } from './customer-form';
import { ErrorSummary } from './form-field';
import { useCustomerStep, type CustomerStep } from './use-customer-step';
import { DEFAULT_CART_ID } from '../cart/cart-id';

/**
 * The customer and contact person fields of a step, in their form. Pressing Enter in a field
 * does what the step's button does (`onSubmit`); `summary` and `children` (the form's own
 * actions) are there where the step has them inside the form.
 */
export function CustomerDetailsForm({
  context,
  step,
  onSubmit,
  summary,
  children,
}: {
  context: CheckoutContext;
  step: CustomerStep;
  onSubmit: () => void;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      data-testid="customer-form"
    >
      {step.locked ? <p className="notice">{t('checkout.locked_notice')}</p> : null}
      {summary}
      <fieldset disabled={step.locked} className="checkout-form__fields">
        <CustomerFields binding={step.form.binding} rules={context.rules} />
        <ContactFields binding={step.form.binding} rules={context.rules} />
      </fieldset>
      {children}
    </form>
  );
}

function CustomerStepForm({ context, onDone }: { context: CheckoutContext; onDone: () => void }) {
  const { t } = useI18n();
  const step = useCustomerStep(context);
  const submit = async () => {
    // A refused send moves the focus to the error summary (its own doing, form-field.tsx).
    if ((await step.save()) === 'saved') onDone();
  };
  return (
    <CustomerDetailsForm
      context={context}
      step={step}
      onSubmit={() => void submit()}
      summary={<ErrorSummary errors={step.form.binding.errors} labels={step.labels} attempt={step.form.attempts} />}
    >
      <div className="checkout-form__actions">
        <button type="submit" className="button button--primary">
          {t('checkout.nav.to_booking')}
        </button>
      </div>
    </CustomerDetailsForm>
  );
}

/** `/checkout/customer`: who books and who we contact, stored in the cart on continue. */
export function CheckoutCustomerPage() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  return (
    <CheckoutFrame step="customer" title={t('checkout.customer.heading')} cartId={DEFAULT_CART_ID}>
      {(context) => <CustomerStepForm context={context} onDone={() => void navigate(pathFor('checkout-booking', language))} />}
    </CheckoutFrame>
  );
}
