import { z } from 'zod';
import { EmailSchema, MAX_TEXT_LENGTH } from '../schemas/primitives';
import type { ContactPerson } from '../schemas/contact-person';
import type { Customer, CustomerType } from '../schemas/customer';
import type { Participant } from '../schemas/participant';
import type { CategoryRules } from '../cart/categories';
import { checkIdNumber, type IdNumberError, type IdTypeChoice } from './personal-id';

/**
 * The message keys a form error carries (texts in `shared/checkout/messages.ts`). The issue's
 * message IS the key, so the browser translates it and the worker can answer it as is.
 */
export const VALIDATION_KEYS = {
  required: 'checkout.validation.required',
  tooLong: 'checkout.validation.too_long',
  invalidEmail: 'checkout.validation.invalid_email',
  invalidFormat: 'checkout.validation.invalid_id_format',
  invalidDate: 'checkout.validation.invalid_id_date',
  invalidChecksum: 'checkout.validation.invalid_id_checksum',
  companyOnly: 'checkout.validation.company_only',
  idTypeNotAllowed: 'checkout.validation.id_type_not_allowed',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

const ID_ERROR_KEYS: Record<IdNumberError, ValidationKey> = {
  required: VALIDATION_KEYS.required,
  'invalid-format': VALIDATION_KEYS.invalidFormat,
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

const text = () => z.string({ error: VALIDATION_KEYS.required }).trim().max(MAX_TEXT_LENGTH, { error: VALIDATION_KEYS.tooLong });
const requiredText = () => text().min(1, { error: VALIDATION_KEYS.required });
const optionalText = () => text().optional();
const requiredWhen = (condition: boolean) => (condition ? requiredText() : optionalText());
const phone = () => z.string().trim().max(50, { error: VALIDATION_KEYS.tooLong }).optional();

/** A required, valid e-mail; an empty value is reported once, as required. */
export const emailField = () =>
  z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(254, { error: VALIDATION_KEYS.tooLong })
    .refine((value) => value === '' || EmailSchema.safeParse(value).success, { error: VALIDATION_KEYS.invalidEmail });

/** An identification number checked for the chosen id type, answered in its normalised form. */
export const idNumberField = (idType: IdTypeChoice, subject: 'person' | 'customer', required: boolean) =>
  z
    .string({ error: VALIDATION_KEYS.required })
    .max(50, { error: VALIDATION_KEYS.tooLong })
    .transform((value, ctx) => {
      if (!required && value.trim() === '') return '';
      const result = checkIdNumber(idType, value, subject);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: ID_ERROR_KEYS[result.code] });
      return z.NEVER;
    });

/** An id type a form may use in this category: the category's own or unknown. */
export const idTypeField = (rules: FormRules) =>
  z
    .enum(['swedish', 'spanish', 'unknown'], { error: VALIDATION_KEYS.idTypeNotAllowed })
    .refine((choice) => choice === 'unknown' || choice === rules.idType, { error: VALIDATION_KEYS.idTypeNotAllowed });

const addressShape = () => ({
  address: requiredText(),
  address2: optionalText(),
  zip: z
    .string({ error: VALIDATION_KEYS.required })
    .trim()
    .min(1, { error: VALIDATION_KEYS.required })
    .max(20, { error: VALIDATION_KEYS.tooLong }),
  city: requiredText(),
  country: z.string().trim().max(100, { error: VALIDATION_KEYS.tooLong }).optional(),
});

/** Billing details: the billing e-mail is required and valid, the rest optional. */
export const billingFormSchema = () =>
  z.object({
    name: optionalText(),
    address: optionalText(),
    address2: optionalText(),
    zip: z.string().trim().max(20, { error: VALIDATION_KEYS.tooLong }).optional(),
    city: optionalText(),
    country: z.string().trim().max(100, { error: VALIDATION_KEYS.tooLong }).optional(),
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
      .refine((type) => !rules.companyOnly || type === 'company', { error: VALIDATION_KEYS.companyOnly }),
    name: requiredText(),
    identificationNumber: idNumberField(idType, customerType === 'company' ? 'customer' : 'person', true),
    address: z.object(addressShape()),
    billingInformation: billingFormSchema().optional(),
  }) satisfies z.ZodType<Customer, unknown>;
}

/** The contact person form; job title and location are required where the category asks. */
export function contactPersonFormSchema(rules: FormRules) {
  return z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField(),
    title: requiredWhen(rules.showDietaryAndJobTitle),
    phone: phone(),
    mobile: phone(),
    location: requiredWhen(rules.contactLocationRequired),
  }) satisfies z.ZodType<ContactPerson>;
}

/**
 * The participant form. Personal id numbers (checked for the chosen id type), reason for purchase
 * and job title are required where the category asks; dietary information is optional; a delivery
 * address can be given for company customers where the category shows it.
 */
export function participantFormSchema(rules: FormRules, idType: IdTypeChoice, customerType: CustomerType) {
  const delivery = rules.deliveryAddressForCompany && customerType === 'company';
  return z.object({
    firstName: requiredText(),
    lastName: requiredText(),
    email: emailField().transform((value) => value.toLowerCase()),
    title: requiredWhen(rules.showDietaryAndJobTitle),
    phone: phone(),
    mobile: phone(),
    ssn: idNumberField(idType, 'person', rules.requiresPersonalId),
    location: text(),
    reasonForPurchase: requiredWhen(rules.requiresReasonForPurchase),
    information: z.object({
      additional: z.string().trim().max(MAX_TEXT_LENGTH, { error: VALIDATION_KEYS.tooLong }).optional(),
      experience: optionalText(),
      dietary: optionalText(),
    }),
    deliveryAddress: delivery
      ? z.object({ type: z.enum(['company', 'private']), name: requiredText(), ...addressShape() }).optional()
      : z.undefined().optional(),
  }) satisfies z.ZodType<Participant, unknown>;
}

/** Field errors of a failed form parse: dotted field path to the message key of its first issue. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
