import type { CustomerType } from '../../shared/schemas/customer';

/** The customer type a form shows when none is saved: the company form is the default. */
export const DEFAULT_CUSTOMER_TYPE: CustomerType = 'company';

/**
 * The customer form's values with a customer type always chosen. Values saved by an older version
 * (or shared from one) can hold the customer's other fields but no `customer.type`; the form then
 * shows and sends the company form, so the company radio must be the checked one.
 */
export function withCustomerType(values: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return values['customer.type'] ? values : { ...values, 'customer.type': DEFAULT_CUSTOMER_TYPE };
}
