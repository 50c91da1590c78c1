import { describe, expect, it } from 'vitest';
import { CATEGORY_RULES } from '../cart/categories';
import { ContactPersonSchema } from '../schemas/contact-person';
import { CustomerSchema } from '../schemas/customer';
import { ParticipantSchema } from '../schemas/participant';
import { VALIDATION_KEYS, contactPersonFormSchema, customerFormSchema, fieldErrors, participantFormSchema } from './checkout-forms';

const swedish = CATEGORY_RULES['swedish-academic'];
const business = CATEGORY_RULES['business-school'];
const english = CATEGORY_RULES['english-academic'];

const company = {
  type: 'company',
  name: 'Firma AB',
  identificationNumber: '556036-0793',
  address: { address: 'Storgatan 1', zip: '111 22', city: 'Stockholm', country: 'SE' },
};

const participant = {
  firstName: 'Anna',
  lastName: 'Berg',
  email: ' Anna@Example.se ',
  title: 'Chef',
  ssn: '8112189876',
  location: 'Stockholm',
  reasonForPurchase: 'Kompetensutveckling',
  information: { dietary: 'Vegetarian' },
};

describe('the customer form', () => {
  it('accepts a Swedish company and answers a customer the cart stores', () => {
    const result = customerFormSchema(swedish, 'swedish').safeParse(company);
    expect(result.success).toBe(true);
    expect(CustomerSchema.safeParse(result.data).success).toBe(true);
  });

  it('refuses a wrong organisation number checksum unless the id type is unknown', () => {
    const bad = { ...company, identificationNumber: '556036-0794' };
    const result = customerFormSchema(swedish, 'swedish').safeParse(bad);
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ identificationNumber: VALIDATION_KEYS.invalidChecksum });
    expect(customerFormSchema(swedish, 'unknown').safeParse(bad).success).toBe(true);
  });

  it('refuses a private customer where only companies may book', () => {
    const result = customerFormSchema(swedish, 'swedish', 'private').safeParse({
      ...company,
      type: 'private',
      identificationNumber: '811218-9876',
    });
    expect(fieldErrors(result.error!)).toEqual({ type: VALIDATION_KEYS.companyOnly });
    expect(
      customerFormSchema(english, 'swedish', 'private').safeParse({ ...company, type: 'private', identificationNumber: '811218-9876' }).success,
    ).toBe(true);
    // A private person gives a personal number, not an organisation number.
    expect(customerFormSchema(english, 'swedish', 'private').safeParse({ ...company, type: 'private' }).success).toBe(false);
  });

  it('checks Spanish company ids in the business school', () => {
    expect(customerFormSchema(business, 'spanish').safeParse({ ...company, identificationNumber: 'B12345674' }).success).toBe(true);
    expect(customerFormSchema(business, 'spanish').safeParse(company).success).toBe(false);
  });

  it('requires a valid billing e-mail when billing information is given', () => {
    const missing = customerFormSchema(swedish, 'swedish').safeParse({ ...company, billingInformation: { email: '' } });
    expect(fieldErrors(missing.error!)).toEqual({ 'billingInformation.email': VALIDATION_KEYS.required });
    const invalid = customerFormSchema(swedish, 'swedish').safeParse({ ...company, billingInformation: { email: 'faktura@' } });
    expect(fieldErrors(invalid.error!)).toEqual({ 'billingInformation.email': VALIDATION_KEYS.invalidEmail });
    const valid = customerFormSchema(swedish, 'swedish').safeParse({
      ...company,
      billingInformation: { email: 'faktura@firma.se', reference: 'Ref 1' },
    });
    expect(valid.success).toBe(true);
  });

  it('reports a wrong id number while other fields are still empty', () => {
    const result = customerFormSchema(swedish, 'swedish').safeParse({
      type: 'company',
      name: '',
      identificationNumber: '556036-0794',
      address: { address: '', zip: '', city: '' },
    });
    expect(fieldErrors(result.error!)).toMatchObject({ identificationNumber: VALIDATION_KEYS.invalidChecksum, name: VALIDATION_KEYS.required });
  });

  it('reports every missing address part as required', () => {
    const result = customerFormSchema(swedish, 'swedish').safeParse({ ...company, name: ' ', address: { address: '', zip: '', city: '' } });
    expect(fieldErrors(result.error!)).toEqual({
      name: VALIDATION_KEYS.required,
      'address.address': VALIDATION_KEYS.required,
      'address.zip': VALIDATION_KEYS.required,
      'address.city': VALIDATION_KEYS.required,
    });
  });
});

describe('the contact person form', () => {
  const contact = { firstName: 'Cia', lastName: 'Dahl', email: 'cia@firma.se', title: 'HR-chef' };

  it('accepts a complete contact person the cart stores', () => {
    const result = contactPersonFormSchema(swedish).safeParse(contact);
    expect(result.success).toBe(true);
    expect(ContactPersonSchema.safeParse(result.data).success).toBe(true);
  });

  it('requires a job title outside the business school and a location in English academic', () => {
    const { title: _title, ...untitled } = contact;
    expect(fieldErrors(contactPersonFormSchema(swedish).safeParse(untitled).error!)).toEqual({ title: VALIDATION_KEYS.required });
    expect(contactPersonFormSchema(business).safeParse(untitled).success).toBe(true);
    expect(fieldErrors(contactPersonFormSchema(english).safeParse(contact).error!)).toEqual({ location: VALIDATION_KEYS.required });
  });

  it('refuses an invalid e-mail', () => {
    expect(fieldErrors(contactPersonFormSchema(business).safeParse({ ...contact, email: 'cia' }).error!)).toEqual({
      email: VALIDATION_KEYS.invalidEmail,
    });
  });
});

describe('the participant form', () => {
  it('accepts a Swedish academic participant, normalising e-mail and personal number', () => {
    const result = participantFormSchema(swedish, 'swedish', 'company').safeParse(participant);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ email: 'anna@example.se', ssn: '811218-9876' });
    expect(ParticipantSchema.safeParse(result.data).success).toBe(true);
  });

  it('requires personal number and reason for purchase in Swedish academic only', () => {
    const bare = { ...participant, ssn: '', reasonForPurchase: '' };
    expect(fieldErrors(participantFormSchema(swedish, 'swedish', 'company').safeParse(bare).error!)).toEqual({
      ssn: VALIDATION_KEYS.required,
      reasonForPurchase: VALIDATION_KEYS.required,
    });
    expect(participantFormSchema(english, 'swedish', 'private').safeParse(bare).success).toBe(true);
  });

  it("requires a private booker's participant to name a job title, as a company's, outside the business school", () => {
    const untitled = { ...participant, title: '' };
    for (const customerType of ['private', 'company'] as const) {
      expect(fieldErrors(participantFormSchema(english, 'swedish', customerType).safeParse(untitled).error!), customerType).toEqual({
        title: VALIDATION_KEYS.required,
      });
    }
    expect(participantFormSchema(business, 'spanish', 'private').safeParse({ ...untitled, ssn: '12345678Z' }).success).toBe(true);
  });

  it('checks a given personal number even where it is optional', () => {
    const result = participantFormSchema(english, 'swedish', 'private').safeParse({ ...participant, ssn: '811218-9875' });
    expect(fieldErrors(result.error!)).toEqual({ ssn: VALIDATION_KEYS.invalidChecksum });
  });

  it('takes a delivery address only from company customers where the category shows it', () => {
    const deliveryAddress = { type: 'company', name: 'Firma AB', address: 'Box 1', zip: '111 22', city: 'Stockholm' };
    expect(participantFormSchema(swedish, 'swedish', 'company').safeParse({ ...participant, deliveryAddress }).success).toBe(true);
    expect(participantFormSchema(business, 'spanish', 'company').safeParse({ ...participant, ssn: '', deliveryAddress }).success).toBe(false);
    const incomplete = participantFormSchema(swedish, 'swedish', 'company').safeParse({
      ...participant,
      deliveryAddress: { ...deliveryAddress, city: '' },
    });
    expect(fieldErrors(incomplete.error!)).toEqual({ 'deliveryAddress.city': VALIDATION_KEYS.required });
  });

  it('takes a location only from the places of the cart’s events, or none', () => {
    const form = participantFormSchema(business, 'spanish', 'company', ['Alicante']);
    const base = { ...participant, ssn: '12345678Z' };
    expect(fieldErrors(form.safeParse({ ...base, location: 'Stockholm' }).error!)).toEqual({ location: VALIDATION_KEYS.notOfferedLocation });
    expect(form.safeParse({ ...base, location: 'Alicante' }).success).toBe(true);
    expect(form.safeParse({ ...base, location: '' }).success).toBe(true);
  });

  it('does not require a job title in the business school', () => {
    const result = participantFormSchema(business, 'spanish', 'company').safeParse({ ...participant, title: '', ssn: '12345678Z' });
    expect(result.success).toBe(true);
  });
});

describe('validation messages', () => {
  it('have Swedish and English texts for every key a form can answer', async () => {
    const { translator } = await import('../i18n/translator');
    for (const key of Object.values(VALIDATION_KEYS)) {
      for (const language of ['sv', 'en'] as const) {
        const text = translator(language)(key as never);
        expect(text, `${language} ${key}`).not.toBe(key);
      }
    }
  });
});
