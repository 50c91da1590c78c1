import * as z from 'zod/mini';
import { EmailSchema, MAX_TEXT_LENGTH } from '../schemas/primitives';
import type { ContactPerson } from '../schemas/contact-person';
import type { Customer, CustomerType } from '../schemas/customer';
import type { Participant } from '../schemas/participant';
import type { CategoryRules } from '../cart/categories';
import { asksForJobTitle } from './checkout-requirements';
import type { IdNumberError, IdTypeChoice } from './personal-id';
import { idNumberRule } from './id-number-rule';
import { isOfferedLocation } from '../cart/event-rules';

/**
 * The message keys a form error carries (texts in `shared/checkout/messages.ts`). The issue's
 * message IS the key, so the browser translates it and the worker can answer it as is.
 */
export const VALIDATION_KEYS = {
  required: 'checkout.validation.required',
  tooLong: 'checkout.validation.too_long',
  invalidEmail: 'checkout.validation.invalid_email',
  invalidFormat: 'checkout.validation.invalid_id_format',
  invalidOrgFormat: 'checkout.validation.invalid_org_format',
  invalidDniFormat: 'checkout.validation.invalid_dni_format',
  invalidCifFormat: 'checkout.validation.invalid_cif_format',
  invalidDate: 'checkout.validation.invalid_id_date',
  invalidChecksum: 'checkout.validation.invalid_id_checksum',
  companyOnly: 'checkout.validation.company_only',
  notOfferedLocation: 'checkout.validation.not_offered_location',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

const ID_ERROR_KEYS: Record<Exclude<IdNumberError, 'invalid-format'>, ValidationKey> = {
  required: VALIDATION_KEYS.required,
  'invalid-date': VALIDATION_KEYS.invalidDate,
  'invalid-checksum': VALIDATION_KEYS.invalidChecksum,
};

/** The rules the forms read: a category's rules (possibly tightened by item constraints). */
export type FormRules = Pick<
  CategoryRules,
  | 'requiresPersonalId'
  | 'requiresReasonForPurchase'
  | 'companyOnly'
  | 'idType'
  | 'contactLocationRequired'
  | 'showDietaryAndJobTitle'
  | 'deliveryAddressForCompany'
>;

const tooLong = (max: number) => z.maxLength(max, { error: VALIDATION_KEYS.tooLong });
const required = () => z.minLength(1, { error: VALIDATION_KEYS.required });
const text = () => z.string({ error: VALIDATION_KEYS.required }).check(z.trim(), tooLong(MAX_TEXT_LENGTH));
const requiredText = () => text().check(required());
const optionalText = () => z.optional(text());
const requiredWhen = (condition: boolean) => (condition ? requiredText() : optionalText());
const phone = () => z.optional(z.string().check(z.trim(), tooLong(50)));

/** A required, valid e-mail; an empty value is reported once, as required. */
export const emailField = () =>
  z.string({ error: VALIDATION_KEYS.required }).check(
    z.trim(),
    required(),
    tooLong(254),
    z.refine((value) => value === '' || EmailSchema.safeParse(value).success, { error: VALIDATION_KEYS.invalidEmail }),
  );

/**
 * An identification number checked by the rule of its id type and subject (the one the hint
 * comes from), answered in its normalised form; a number of the wrong shape gets that rule's
 * format message.
 */
export const idNumberField = (idType: IdTypeChoice, subject: 'person' | 'customer', required: boolean) =>
  z.pipe(
    z.string({ error: VALIDATION_KEYS.required }).check(tooLong(50)),
    z.transform((value: string, ctx) => {
      if (!required && value.trim() === '') return '';
      const rule = idNumberRule(idType, subject);
      const result = rule.check(value);
      if (result.ok) return result.value;
      const message = result.code === 'invalid-format' ? rule.formatErrorKey : ID_ERROR_KEYS[result.code];
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }),
  );

const addressShape = () => ({
  address: requiredText(),
  address2: optionalText(),
  zip: z.string({ error: VALIDATION_KEYS.required }).check(z.trim(), required(), tooLong(20)),
  city: requiredText(),
  country: z.optional(z.string().check(z.trim(), tooLong(100))),
});

/** Billing details: the billing e-mail is required and valid, the rest optional. */
export const billingFormSchema = () =>
  z.object({
    name: optionalText(),
    address: optionalText(),
    address2: optionalText(),
    zip: z.optional(z.string().check(z.trim(), tooLong(20))),
    city: optionalText(),
    country: z.optional(z.string().check(z.trim(), tooLong(100))),
    email: emailField(),
    purchaseOrderNumber: optionalText(),
    reference: optionalText(),
  });

/**
 * The customer form (company or private person). The identification number is checked for the
 * chosen id type: organisation or personal numbers for a company, personal numbers for a private
 * person. Where only companies may book, a private customer is refused. Every field is checked on
 * its own, so one field's error shows while others are still empty.
 */
export function customerFormSchema(rules: FormRules, idType: IdTypeChoice, customerType: CustomerType = 'company') {
  return z.object({
    type: z
      .enum(['company', 'private'], { error: VALIDATION_KEYS.required })
      .check(z.refine((type) => !rules.companyOnly || type === 'company', { error: VALIDATION_KEYS.companyOnly })),
    name: requiredText(),
    identificationNumber: idNumberField(idType, customerType === 'company' ? 'customer' : 'person', true),
    address: z.object(addressShape()),
    billingInformation: z.optional(billingFormSchema()),
  }) satisfies z.ZodMiniType<Customer, unknown>;
}

/** The contact person form; job title and location are required where the category asks. */
export function contactPersonFormSchema(rules: FormRules) {
  return z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField(),
    title: requiredWhen(asksForJobTitle(rules)),
    phone: phone(),
    mobile: phone(),
    location: requiredWhen(rules.contactLocationRequired),
  }) satisfies z.ZodMiniType<ContactPerson>;
}

/**
 * The participant form. Personal id numbers (checked for the chosen id type), reason for purchase
 * and job title are required where the category asks; dietary information is optional; a delivery
 * address can be given for company customers where the category shows it; a location, when
 * chosen, is one of `locationChoices` (the places of the cart's events; any place without them).
 */
export function participantFormSchema(
  rules: FormRules,
  idType: IdTypeChoice,
  customerType: CustomerType,
  locationChoices: readonly string[] | undefined = undefined,
) {
  const delivery = rules.deliveryAddressForCompany && customerType === 'company';
  return z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: z.pipe(
      emailField(),
      z.transform((value: string) => value.toLowerCase()),
    ),
    title: requiredWhen(asksForJobTitle(rules)),
    phone: phone(),
    mobile: phone(),
    ssn: idNumberField(idType, 'person', rules.requiresPersonalId),
    location: locationChoices
      ? text().check(z.refine((location) => isOfferedLocation(location, locationChoices), { error: VALIDATION_KEYS.notOfferedLocation }))
      : text(),
    reasonForPurchase: requiredWhen(rules.requiresReasonForPurchase),
    information: z.object({
      additional: z.optional(z.string().check(z.trim(), tooLong(MAX_TEXT_LENGTH))),
      experience: optionalText(),
      dietary: optionalText(),
    }),
    deliveryAddress: delivery
      ? z.optional(z.object({ type: z.enum(['company', 'private']), name: requiredText(), ...addressShape() }))
      : z.optional(z.undefined()),
  }) satisfies z.ZodMiniType<Participant, unknown>;
}

/** Field errors of a failed form parse: dotted field path to the message key of its first issue. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
