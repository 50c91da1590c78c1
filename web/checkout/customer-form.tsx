import {
  asksForJobTitle,
  initialCustomerType,
  privateCustomerName,
  type CheckoutRequirements,
} from '../../shared/checkout/checkout-requirements';
import { contactPersonFormSchema, customerFormSchema, fieldErrors } from '../../shared/checkout/checkout-forms';
import { chosenIdType, idNumberRule, idTypeChoices, type IdSubject } from '../../shared/checkout/id-number-rule';
import type { IdTypeChoice } from '../../shared/checkout/personal-id';
import type { ContactPerson } from '../../shared/schemas/contact-person';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { Customer } from '../../shared/schemas/customer';
import { useI18n } from '../app/i18n-context';
import { Checkbox, Field, RadioGroup, type FieldBinding } from './form-field';
import { withCustomerType } from './customer-type';
import { flatten, prefixed, unflatten } from './form-values';

const COUNTRIES = ['SE', 'ES', 'NO', 'DK', 'FI', 'GB', 'OTHER'] as const;
const REQUIRED_CUSTOMER = ['name', 'identificationNumber', 'address.address', 'address.zip', 'address.city'];
const REQUIRED_CONTACT = ['firstName', 'lastName', 'email'];

/** The id type a form uses: the saved choice when the category allows it, else the category's own. */
export function idTypeOf(values: Readonly<Record<string, string>>, name: string, rules: CheckoutRequirements): IdTypeChoice {
  return chosenIdType(values[name], rules.idType);
}

/**
 * The id type select and the id number field of one rule (`shared/checkout/id-number-rule.ts`):
 * the type names, the hint and the check all follow the type in use and whose number it is.
 */
export function IdNumberFields({
  binding,
  rules,
  typeName,
  typeLabel,
  name,
  label,
  subject,
  required,
}: {
  binding: FieldBinding;
  rules: CheckoutRequirements;
  typeName: string;
  typeLabel: string;
  name: string;
  label: string;
  subject: IdSubject;
  required: boolean;
}) {
  const { t } = useI18n();
  const rule = idNumberRule(idTypeOf(binding.values, typeName, rules), subject);
  return (
    <>
      <Field
        binding={{ ...binding, values: { ...binding.values, [typeName]: rule.idType } }}
        name={typeName}
        label={typeLabel}
        options={idTypeChoices(rules.idType).map((value) => ({ value, label: t(idNumberRule(value, subject).labelKey) }))}
      />
      <Field binding={binding} name={name} label={label} required={required} hint={rule.hintKey ? t(rule.hintKey) : undefined} />
    </>
  );
}

/** The form values of the customer and contact person, taken from the cart. */
export function customerInitialValues(cart: CartOrder, rules: CheckoutRequirements): Record<string, string> {
  const customer = rules.companyOnly ? { ...cart.customer, type: 'company' as const } : cart.customer;
  return {
    ...flatten('customer', customer),
    'customer.type': initialCustomerType(customer, rules),
    'customer.address.country': cart.customer.address.country ?? rules.defaultCompanyCountry,
    ...flatten('contactPerson', cart.contactPerson),
    'idType.customer': rules.idType,
    ...(cart.customer.billingInformation ? { 'billing.enabled': 'yes' } : {}),
  };
}

/**
 * The contact person as typed so far, complete or not: what a participant can be filled in with
 * on a step that asks for both at once (the application's applicant step), before it is stored.
 */
export function typedContactPerson(values: Readonly<Record<string, string>>): ContactPerson {
  return unflatten(values, 'contactPerson', REQUIRED_CONTACT) as ContactPerson;
}

/** The customer and contact person the form values describe, or the field errors. */
export function readCustomerForm(
  values: Readonly<Record<string, string>>,
  rules: CheckoutRequirements,
): { ok: true; customer: Customer; contactPerson: ContactPerson } | { ok: false; errors: Record<string, string> } {
  const raw = unflatten(values, 'customer', REQUIRED_CUSTOMER) as Record<string, unknown> & { address: Record<string, unknown> };
  raw.type = withCustomerType(values)['customer.type'];
  const contactRaw = unflatten(values, 'contactPerson', REQUIRED_CONTACT) as { firstName: string; lastName: string };
  // A private person is the contact person too: their name is asked once, in the contact part.
  if (raw.type === 'private') raw.name = privateCustomerName(contactRaw);
  if (!rules.showCompanyCountryPicker) raw.address.country = rules.defaultCompanyCountry;
  if (values['billing.enabled'] !== 'yes') delete raw.billingInformation;
  else raw.billingInformation = { email: '', ...(raw.billingInformation as object | undefined) };
  const customer = customerFormSchema(
    rules,
    idTypeOf(values, 'idType.customer', rules),
    raw.type === 'private' ? 'private' : 'company',
  ).safeParse(raw);
  const contact = contactPersonFormSchema(rules).safeParse(contactRaw);
  if (customer.success && contact.success) return { ok: true, customer: customer.data, contactPerson: contact.data };
  const customerErrors = customer.success ? {} : prefixed('customer', fieldErrors(customer.error));
  // A private customer's missing name is the contact person's missing name, reported there.
  if (raw.type === 'private') delete customerErrors['customer.name'];
  return {
    ok: false,
    errors: {
      ...customerErrors,
      ...(contact.success ? {} : prefixed('contactPerson', fieldErrors(contact.error))),
    },
  };
}

/** The labels of the customer form's fields, for the error summary. */
export function useCustomerLabels(values: Readonly<Record<string, string>>, rules: CheckoutRequirements): Record<string, string> {
  const { t } = useI18n();
  const company = withCustomerType(values)['customer.type'] === 'company';
  const rule = idNumberRule(idTypeOf(values, 'idType.customer', rules), company ? 'customer' : 'person');
  return {
    'customer.type': t('checkout.customer.type_legend'),
    'customer.name': company ? t('checkout.customer.company_name') : t('checkout.customer.private_name'),
    'customer.identificationNumber': t(rule.numberLabelKey),
    'customer.address.address': t('checkout.customer.address'),
    'customer.address.zip': t('checkout.customer.zip'),
    'customer.address.city': t('checkout.customer.city'),
    'customer.billingInformation.email': t('checkout.customer.billing_email'),
    'contactPerson.firstName': t('checkout.contact.first_name'),
    'contactPerson.lastName': t('checkout.contact.last_name'),
    'contactPerson.email': t('checkout.contact.email'),
    'contactPerson.title': t('checkout.contact.title'),
    'contactPerson.location': t('checkout.contact.location'),
  };
}

/** The customer part: company or private person, name, id number, address, billing details. */
export function CustomerFields({ binding, rules }: { binding: FieldBinding; rules: CheckoutRequirements }) {
  const { t } = useI18n();
  const labels = useCustomerLabels(binding.values, rules);
  const company = withCustomerType(binding.values)['customer.type'] === 'company';
  return (
    <fieldset className="checkout-form__section">
      <legend>{t('checkout.customer.heading')}</legend>
      {/* Who says only companies book: the date (its constraint) or the kind of course (its category). */}
      {rules.companyOnly ? (
        <p className="notice">{rules.eventRequires.companyOnly ? t('cart.constraints.company_only') : t('checkout.customer.company_only')}</p>
      ) : null}
      <RadioGroup
        binding={binding}
        name="customer.type"
        legend={t('checkout.customer.type_legend')}
        options={[
          { value: 'company', label: t('checkout.customer.type_company') },
          { value: 'private', label: t('checkout.customer.type_private'), disabled: rules.companyOnly },
        ]}
      />
      {company ? <Field binding={binding} name="customer.name" label={labels['customer.name']!} required autoComplete="organization" /> : null}
      <IdNumberFields
        binding={binding}
        rules={rules}
        typeName="idType.customer"
        typeLabel={t('checkout.customer.id_type')}
        name="customer.identificationNumber"
        label={labels['customer.identificationNumber']!}
        subject={company ? 'customer' : 'person'}
        required
      />
      <Field binding={binding} name="customer.address.address" label={t('checkout.customer.address')} required autoComplete="address-line1" />
      <Field binding={binding} name="customer.address.address2" label={t('checkout.customer.address2')} autoComplete="address-line2" />
      <div className="field-row">
        <Field binding={binding} name="customer.address.zip" label={t('checkout.customer.zip')} required autoComplete="postal-code" />
        <Field binding={binding} name="customer.address.city" label={t('checkout.customer.city')} required autoComplete="address-level2" />
      </div>
      {rules.showCompanyCountryPicker ? (
        <Field
          binding={binding}
          name="customer.address.country"
          label={t('checkout.customer.country')}
          options={COUNTRIES.map((code) => ({ value: code, label: t(`checkout.customer.countries.${code}`) }))}
        />
      ) : null}
      <Checkbox binding={binding} name="billing.enabled" label={t('checkout.customer.billing_toggle')} />
      {binding.values['billing.enabled'] === 'yes' ? (
        <fieldset className="checkout-form__subsection">
          <legend>{t('checkout.customer.billing_heading')}</legend>
          <Field
            binding={binding}
            name="customer.billingInformation.email"
            label={t('checkout.customer.billing_email')}
            type="email"
            required
            autoComplete="email"
          />
          <Field binding={binding} name="customer.billingInformation.name" label={t('checkout.customer.billing_name')} />
          <Field binding={binding} name="customer.billingInformation.address" label={t('checkout.customer.address')} />
          <Field binding={binding} name="customer.billingInformation.purchaseOrderNumber" label={t('checkout.customer.po_number')} />
          <Field binding={binding} name="customer.billingInformation.reference" label={t('checkout.customer.reference')} />
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** The contact person part; job title and location where the category asks for them. */
export function ContactFields({ binding, rules }: { binding: FieldBinding; rules: CheckoutRequirements }) {
  const { t } = useI18n();
  const type = withCustomerType(binding.values)['customer.type'] === 'private' ? 'private' : 'company';
  return (
    <fieldset className="checkout-form__section">
      <legend>{type === 'private' ? t('checkout.contact.heading_private') : t('checkout.contact.heading')}</legend>
      {type === 'private' ? <p className="field__hint">{t('checkout.contact.private_intro')}</p> : null}
      <div className="field-row">
        <Field binding={binding} name="contactPerson.firstName" label={t('checkout.contact.first_name')} required autoComplete="given-name" />
        <Field binding={binding} name="contactPerson.lastName" label={t('checkout.contact.last_name')} required autoComplete="family-name" />
      </div>
      <Field binding={binding} name="contactPerson.email" label={t('checkout.contact.email')} type="email" required autoComplete="email" />
      {asksForJobTitle(rules) ? (
        <Field binding={binding} name="contactPerson.title" label={t('checkout.contact.title')} required autoComplete="organization-title" />
      ) : null}
      <Field binding={binding} name="contactPerson.phone" label={t('checkout.contact.phone')} type="tel" autoComplete="tel" />
      {rules.contactLocationRequired ? (
        <Field binding={binding} name="contactPerson.location" label={t('checkout.contact.location')} required autoComplete="address-level2" />
      ) : null}
    </fieldset>
  );
}
