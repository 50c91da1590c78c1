import { useCallback } from 'react';
import { asksForJobTitle, type CheckoutRequirements } from '../../shared/checkout/checkout-requirements';
import { fieldErrors, participantFormSchema } from '../../shared/checkout/checkout-forms';
import { locationLabel } from '../../shared/content/locations';
import { participantLocation } from '../../shared/cart/event-rules';
import { ConstraintNotes } from '../cart/constraint-notes';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { Participant } from '../../shared/schemas/participant';
import { useI18n } from '../app/i18n-context';
import { Checkbox, ErrorSummary, Field, type FieldBinding } from './form-field';
import { flatten, unflatten } from './form-values';
import { IdNumberFields, idTypeOf } from './customer-form';
import { saveFields } from './saved-fields';
import { useCheckoutForm } from './use-checkout-form';

const REQUIRED = ['firstName', 'lastName', 'email', 'ssn'];
/** The draft participant's fields are saved under this group, so a half-typed participant survives a reload. */
export const DRAFT = 'participant';

/** The participant the draft values describe, or the field errors. */
export function readParticipantForm(
  values: Readonly<Record<string, string>>,
  rules: CheckoutRequirements,
  cart: CartOrder,
): { ok: true; participant: Participant } | { ok: false; errors: Record<string, string> } {
  const raw = unflatten(values, DRAFT, REQUIRED) as Record<string, unknown>;
  raw.location = participantLocation(values[`${DRAFT}.location`] ?? '', rules.locationChoices);
  raw.information = raw.information ?? {};
  const delivery = values[`${DRAFT}.deliveryEnabled`] === 'yes' && rules.deliveryAddressForCompany && cart.customer.type === 'company';
  delete raw.deliveryEnabled;
  if (delivery)
    raw.deliveryAddress = { name: '', address: '', zip: '', city: '', ...(raw.deliveryAddress as object | undefined), type: 'company' };
  else delete raw.deliveryAddress;
  const parsed = participantFormSchema(
    rules,
    idTypeOf(values, 'idType.participant', rules),
    cart.customer.type,
    rules.locationChoices,
  ).safeParse(raw);
  if (parsed.success) return { ok: true, participant: parsed.data as Participant };
  return { ok: false, errors: Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, key]) => [`${DRAFT}.${path}`, key])) };
}

/** Puts a participant into the draft form (to edit it), or empties the draft (`undefined`). */
export function loadDraft(cartId: string, values: Readonly<Record<string, string>>, participant: Participant | undefined): void {
  const cleared = Object.fromEntries(
    Object.keys(values)
      .filter((name) => name.startsWith(`${DRAFT}.`) || name.startsWith('participantEdit.'))
      .map((name) => [name, '']),
  );
  const filled = participant
    ? {
        ...flatten(DRAFT, participant),
        ...(participant.deliveryAddress ? { [`${DRAFT}.deliveryEnabled`]: 'yes' } : {}),
        'participantEdit.email': participant.email,
      }
    : {};
  saveFields(cartId, { ...cleared, ...filled });
}

function useLabels(rules: CheckoutRequirements) {
  const { t } = useI18n();
  return {
    [`${DRAFT}.firstName`]: t('checkout.participants.first_name'),
    [`${DRAFT}.lastName`]: t('checkout.participants.last_name'),
    [`${DRAFT}.email`]: t('checkout.participants.email'),
    [`${DRAFT}.title`]: t('checkout.participants.title'),
    [`${DRAFT}.ssn`]: rules.requiresPersonalId ? t('checkout.participants.ssn') : t('checkout.participants.ssn_optional'),
    [`${DRAFT}.reasonForPurchase`]: t('checkout.participants.reason'),
    [`${DRAFT}.deliveryAddress.name`]: t('checkout.participants.delivery_name'),
    [`${DRAFT}.deliveryAddress.address`]: t('checkout.customer.address'),
    [`${DRAFT}.deliveryAddress.zip`]: t('checkout.customer.zip'),
    [`${DRAFT}.deliveryAddress.city`]: t('checkout.customer.city'),
  };
}

const NO_INITIAL = {};

/**
 * The form of one participant (new or edited): name, e-mail, job title, personal id number,
 * location, reason for purchase, information and a delivery address, as the category asks.
 */
export function ParticipantForm({
  cart,
  rules,
  cartId,
  onSave,
  onCancel,
}: {
  cart: CartOrder;
  rules: CheckoutRequirements;
  cartId: string;
  onSave: (participant: Participant, previousEmail: string | undefined) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const validate = useCallback(
    (values: Readonly<Record<string, string>>) => {
      const result = readParticipantForm(values, rules, cart);
      return result.ok ? {} : result.errors;
    },
    [rules, cart],
  );
  const form = useCheckoutForm(cartId, NO_INITIAL, validate);
  const binding: FieldBinding = form.binding;
  const labels = useLabels(rules);
  const editing = form.values['participantEdit.email'];
  // The places of the cart's events; with one place there is nothing to choose, and it is saved as the participant's.
  const locationChoices = rules.locationChoices;
  const remote = t('content.remote_location');
  const locationOptions = [
    ...(locationChoices.length > 1 ? [{ value: '', label: t('checkout.participants.location_none') }] : []),
    ...locationChoices.map((value) => ({ value, label: locationLabel(value, remote) })),
  ];

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    form.attempt();
    const result = readParticipantForm(form.values, rules, cart);
    // Refused: the error summary takes the focus (form-field.tsx).
    if (!result.ok) return;
    if (await onSave(result.participant, editing || undefined)) loadDraft(cartId, form.values, undefined);
  };

  const fillFromContact = () => {
    const contact = cart.contactPerson;
    saveFields(cartId, {
      [`${DRAFT}.firstName`]: contact.firstName,
      [`${DRAFT}.lastName`]: contact.lastName,
      [`${DRAFT}.email`]: contact.email,
      [`${DRAFT}.title`]: contact.title ?? '',
      [`${DRAFT}.phone`]: contact.phone ?? '',
    });
  };

  return (
    <form
      className="checkout-form participant-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="participant-form"
      aria-labelledby="participant-form-title"
    >
      <h3 id="participant-form-title">{editing ? t('checkout.participants.edit_heading') : t('checkout.participants.add_heading')}</h3>
      <ErrorSummary errors={binding.errors} labels={labels} attempt={form.attempts} />
      {!editing && cart.contactPerson.email ? (
        <button type="button" className="button button--secondary" onClick={fillFromContact}>
          {t('checkout.participants.same_as_contact')}
        </button>
      ) : null}
      <div className="field-row">
        <Field binding={binding} name={`${DRAFT}.firstName`} label={labels[`${DRAFT}.firstName`]!} required autoComplete="off" />
        <Field binding={binding} name={`${DRAFT}.lastName`} label={labels[`${DRAFT}.lastName`]!} required autoComplete="off" />
      </div>
      <Field binding={binding} name={`${DRAFT}.email`} label={labels[`${DRAFT}.email`]!} type="email" required autoComplete="off" />
      {asksForJobTitle(rules) ? <Field binding={binding} name={`${DRAFT}.title`} label={labels[`${DRAFT}.title`]!} required /> : null}
      <Field binding={binding} name={`${DRAFT}.phone`} label={t('checkout.participants.phone')} type="tel" />
      {rules.eventRequires.personalId ? <ConstraintNotes notes={['cart.constraints.personal_id']} /> : null}
      <IdNumberFields
        binding={binding}
        rules={rules}
        typeName="idType.participant"
        typeLabel={t('checkout.participants.id_type')}
        name={`${DRAFT}.ssn`}
        label={labels[`${DRAFT}.ssn`]!}
        subject="person"
        required={rules.requiresPersonalId}
      />
      <Field binding={binding} name={`${DRAFT}.location`} label={t('checkout.participants.location')} options={locationOptions} />
      {rules.requiresReasonForPurchase || rules.showDietaryAndJobTitle ? (
        <Field
          binding={binding}
          name={`${DRAFT}.reasonForPurchase`}
          label={labels[`${DRAFT}.reasonForPurchase`]!}
          required={rules.requiresReasonForPurchase}
        />
      ) : null}
      {rules.showDietaryAndJobTitle ? (
        <Field binding={binding} name={`${DRAFT}.information.dietary`} label={t('checkout.participants.dietary')} />
      ) : null}
      <Field binding={binding} name={`${DRAFT}.information.experience`} label={t('checkout.participants.experience')} />
      <Field binding={binding} name={`${DRAFT}.information.additional`} label={t('checkout.participants.additional')} multiline />
      {rules.deliveryAddressForCompany && cart.customer.type === 'company' ? (
        <>
          <Checkbox binding={binding} name={`${DRAFT}.deliveryEnabled`} label={t('checkout.participants.delivery_toggle')} />
          {form.values[`${DRAFT}.deliveryEnabled`] === 'yes' ? (
            <fieldset className="checkout-form__subsection">
              <legend>{t('checkout.participants.delivery_heading')}</legend>
              <Field binding={binding} name={`${DRAFT}.deliveryAddress.name`} label={labels[`${DRAFT}.deliveryAddress.name`]!} required />
              <Field binding={binding} name={`${DRAFT}.deliveryAddress.address`} label={t('checkout.customer.address')} required />
              <div className="field-row">
                <Field binding={binding} name={`${DRAFT}.deliveryAddress.zip`} label={t('checkout.customer.zip')} required />
                <Field binding={binding} name={`${DRAFT}.deliveryAddress.city`} label={t('checkout.customer.city')} required />
              </div>
            </fieldset>
          ) : null}
        </>
      ) : null}
      <div className="checkout-form__actions">
        <button type="submit" className="button button--primary">
          {t('checkout.participants.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('checkout.participants.cancel')}
        </button>
      </div>
    </form>
  );
}
