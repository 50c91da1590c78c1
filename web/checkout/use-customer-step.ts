import { useCallback, useMemo } from 'react';
import { isLocked } from '../../shared/cart/cart-state';
import { reportRefusal } from '../cart/cart-modal';
import type { CheckoutContext } from './checkout-frame';
import { customerInitialValues, readCustomerForm, useCustomerLabels } from './customer-form';
import { withCustomerType } from './customer-type';
import { useCheckoutForm } from './use-checkout-form';

/**
 * The customer and contact person form of a step: its values (saved as typed), its errors, and
 * `save`, which marks every error and, when there is none, stores the details in the cart.
 * The checkout's customer step saves it with its own button; the application's applicant step
 * with the button that sends the application.
 */
export function useCustomerStep(context: CheckoutContext) {
  const { cart, controller, rules, cartId } = context;
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
  const customerType = withCustomerType(form.values)['customer.type'] === 'private' ? ('private' as const) : ('company' as const);

  /** Marks every error; stores the details when there is none. Answers whether they are stored. */
  const save = async (): Promise<'saved' | 'invalid' | 'refused'> => {
    if (locked) return 'saved';
    const errors = form.attempt();
    const result = readCustomerForm(form.values, rules);
    if (!result.ok || Object.keys(errors).length > 0) return 'invalid';
    const country = result.customer.address.country;
    const stored = await controller.dispatch({
      type: 'update-details',
      details: { customer: result.customer, contactPerson: result.contactPerson, ...(country ? { signatoryCountry: country } : {}) },
    });
    if (!stored.ok) {
      reportRefusal(stored);
      return 'refused';
    }
    return 'saved';
  };

  return { form, labels, locked, customerType, save };
}

export type CustomerStep = ReturnType<typeof useCustomerStep>;
