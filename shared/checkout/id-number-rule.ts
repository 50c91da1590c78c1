import type { IdType } from '../cart/categories';
import type { MessageKey } from '../i18n/translator';
import {
  checkSpanishCompanyId,
  checkSpanishId,
  checkSwedishOrganisationNumber,
  checkSwedishPersonalId,
  type IdNumberResult,
  type IdTypeChoice,
} from './personal-id';

/** Whose number a field asks for: a person's (a private customer, a participant) or a company customer's. */
export type IdSubject = 'person' | 'customer';

/**
 * One id number field's rule: the name its type is shown by, the hint under the field, the
 * format message and the check. Each is read from here, so what the form shows and what it
 * accepts cannot disagree: every number the hint and the format message show passes the check.
 */
export interface IdNumberRule {
  idType: IdTypeChoice;
  subject: IdSubject;
  /** Catalogue key of the type's name in the id type select. */
  labelKey: MessageKey;
  /** Catalogue key of the number field's label: a Swedish personal number is a "personnummer", a company's an organisation number. */
  numberLabelKey: MessageKey;
  /** Catalogue key of the hint under the field; none for the unknown type (any text is taken). */
  hintKey: MessageKey | undefined;
  /** Catalogue key of the message for a number of the wrong shape. */
  formatErrorKey: MessageKey;
  check: (input: string) => IdNumberResult;
}

const anyText = (input: string): IdNumberResult => {
  const value = input.trim();
  return value === '' ? { ok: false, code: 'required' } : { ok: true, value };
};

const RULES: Record<IdTypeChoice, Record<IdSubject, Omit<IdNumberRule, 'idType' | 'subject'>>> = {
  swedish: {
    person: {
      labelKey: 'checkout.customer.id_types.swedish',
      numberLabelKey: 'checkout.customer.personal_number',
      hintKey: 'checkout.customer.id_hint_swedish_person',
      formatErrorKey: 'checkout.validation.invalid_id_format',
      check: checkSwedishPersonalId,
    },
    customer: {
      labelKey: 'checkout.customer.id_types.swedish',
      numberLabelKey: 'checkout.customer.org_number',
      hintKey: 'checkout.customer.id_hint_swedish',
      formatErrorKey: 'checkout.validation.invalid_org_format',
      check: checkSwedishOrganisationNumber,
    },
  },
  spanish: {
    // A person has a DNI or an NIE; a CIF belongs to a company, so it is neither shown nor taken here.
    person: {
      labelKey: 'checkout.customer.id_types.spanish_person',
      numberLabelKey: 'checkout.customer.id_number',
      hintKey: 'checkout.customer.id_hint_spanish_person',
      formatErrorKey: 'checkout.validation.invalid_dni_format',
      check: checkSpanishId,
    },
    customer: {
      labelKey: 'checkout.customer.id_types.spanish',
      numberLabelKey: 'checkout.customer.org_number',
      hintKey: 'checkout.customer.id_hint_spanish',
      formatErrorKey: 'checkout.validation.invalid_cif_format',
      check: checkSpanishCompanyId,
    },
  },
  unknown: {
    person: {
      labelKey: 'checkout.customer.id_types.unknown',
      numberLabelKey: 'checkout.customer.id_number',
      hintKey: undefined,
      formatErrorKey: 'checkout.validation.required',
      check: anyText,
    },
    customer: {
      labelKey: 'checkout.customer.id_types.unknown',
      numberLabelKey: 'checkout.customer.org_number',
      hintKey: undefined,
      formatErrorKey: 'checkout.validation.required',
      check: anyText,
    },
  },
};

/** The rule of an id number field of this type and subject. */
export function idNumberRule(idType: IdTypeChoice, subject: IdSubject): IdNumberRule {
  return { idType, subject, ...RULES[idType][subject] };
}

/** The id types a form offers in a category whose own type is `categoryIdType`: that one first, then unknown. */
export function idTypeChoices(categoryIdType: IdType): readonly IdTypeChoice[] {
  return [categoryIdType, 'unknown'];
}

/**
 * The id type a field uses: the visitor's choice when the category offers it, else the
 * category's own (a choice saved for another cart, or none yet).
 */
export function chosenIdType(chosen: string | undefined, categoryIdType: IdType): IdTypeChoice {
  return chosen === 'unknown' || chosen === categoryIdType ? chosen : categoryIdType;
}
