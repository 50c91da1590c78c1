import { useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { reportRefusal } from '../cart/cart-modal';
import { CheckoutFrame, type CheckoutContext } from './checkout-frame';
import { ContactFields, CustomerFields, customerInitialValues, readCustomerForm, useCustomerLabels } from './customer-form';
import { ErrorSummary } from './form-field';
import { withCustomerType } from './customer-type';
import { focusFirstInvalid, useCheckoutForm } from './use-checkout-form';
import { DEFAULT_CART_ID } from '../cart/cart-id';
import { isLocked } from '../../shared/cart/cart-state';

/** The customer step's form: customer and contact person, stored in the cart on continue. */
export function CustomerStepForm({ context, onDone, submitLabel }: { context: CheckoutContext; onDone: () => void; submitLabel: string }) {
  const { cart, controller, rules, cartId } = context;
  const { t } = useI18n();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = useMemo(() => customerInitialValues(cart, rules), [cart, rules]);
  const validate = useCallback(
    (values: Readonly<Record<string, string>>) => {
      const result = readCustomerForm(values, rules);
      return result.ok ? {} : result.errors;
    },
    [rules],
  );
  const form = useCheckoutForm(cartId, initial, validate, withCustomerType);
  const labels = useCustomerLabels(form.values, rules);
  const locked = isLocked(cart);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (locked) return onDone();
    const errors = form.attempt();
    const result = readCustomerForm(form.values, rules);
    if (!result.ok || Object.keys(errors).length > 0) return focusFirstInvalid(formRef.current);
    const country = result.customer.address.country;
    const stored = await controller.dispatch({
      type: 'update-details',
      details: { customer: result.customer, contactPerson: result.contactPerson, ...(country ? { signatoryCountry: country } : {}) },
    });
    if (!stored.ok) return reportRefusal(stored);
    onDone();
  };

  return (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={(event) => void submit(event)} data-testid="customer-form">
      {locked ? <p className="notice">{t('checkout.locked_notice')}</p> : null}
      <ErrorSummary errors={form.binding.errors} labels={labels} />
      <fieldset disabled={locked} className="checkout-form__fields">
        <CustomerFields binding={form.binding} rules={rules} />
        <ContactFields binding={form.binding} rules={rules} />
      </fieldset>
      <div className="checkout-form__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** `/checkout/customer`: who books and who we contact. */
export function CheckoutCustomerPage() {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  return (
    <CheckoutFrame step="customer" title={t('checkout.customer.heading')} cartId={DEFAULT_CART_ID}>
      {(context) => (
        <CustomerStepForm
          context={context}
          submitLabel={t('checkout.nav.to_booking')}
          onDone={() => void navigate(pathFor('checkout-booking', language))}
        />
      )}
    </CheckoutFrame>
  );
}
