import { describe, expect, it } from 'vitest';
import { sampleParticipant } from '../cart/testing';
import { AddressSchema } from './address';
import { ContactPersonSchema, EMPTY_CONTACT_PERSON } from './contact-person';
import { CustomerSchema, EMPTY_CUSTOMER } from './customer';
import { ParticipantSchema } from './participant';

describe('address, contact person, customer and participant schemas', () => {
  it('accepts an address with only the required parts', () => {
    expect(AddressSchema.safeParse({ address: 'Storgatan 1', zip: '111 22', city: 'Stockholm' }).success).toBe(true);
  });

  it('rejects an address missing its city', () => {
    expect(AddressSchema.safeParse({ address: 'Storgatan 1', zip: '111 22' }).success).toBe(false);
  });

  it('rejects an address line longer than 500 characters', () => {
    expect(AddressSchema.safeParse({ address: 'x'.repeat(501), zip: '1', city: 'c' }).success).toBe(false);
  });

  it('accepts the empty contact person a new cart starts with', () => {
    expect(ContactPersonSchema.safeParse(EMPTY_CONTACT_PERSON).success).toBe(true);
  });

  it('treats the contact person e-mail as a plain string', () => {
    expect(ContactPersonSchema.safeParse({ ...EMPTY_CONTACT_PERSON, email: 'not yet an address' }).success).toBe(true);
  });

  it('rejects a contact person e-mail that is not a string', () => {
    expect(ContactPersonSchema.safeParse({ ...EMPTY_CONTACT_PERSON, email: 42 }).success).toBe(false);
  });

  it('accepts private and company customers only', () => {
    expect(CustomerSchema.safeParse({ ...EMPTY_CUSTOMER, type: 'private' }).success).toBe(true);
    expect(CustomerSchema.safeParse({ ...EMPTY_CUSTOMER, type: 'company' }).success).toBe(true);
    expect(CustomerSchema.safeParse({ ...EMPTY_CUSTOMER, type: 'government' }).success).toBe(false);
  });

  it('requires a valid e-mail in billing information', () => {
    const customer = (billingInformation: unknown) => CustomerSchema.safeParse({ ...EMPTY_CUSTOMER, billingInformation });
    expect(customer({ email: 'invoice@company.se' }).success).toBe(true);
    expect(customer({ email: 'invoice-at-company' }).success).toBe(false);
    expect(customer({ name: 'Company AB' }).success).toBe(false);
  });

  it('accepts a complete participant', () => {
    const participant = sampleParticipant({
      deliveryAddress: { type: 'company', name: 'Company AB', address: 'Väg 2', zip: '41101', city: 'Göteborg' },
      information: { additional: 'a', experience: 'b', dietary: 'vegetarian' },
      reasonForPurchase: 'Competence',
    });
    expect(ParticipantSchema.safeParse(participant).success).toBe(true);
  });

  it('rejects a participant with an invalid e-mail', () => {
    expect(ParticipantSchema.safeParse(sampleParticipant({ email: 'anna@' })).success).toBe(false);
    expect(ParticipantSchema.safeParse(sampleParticipant({ email: '' })).success).toBe(false);
  });

  it('rejects a participant without a first name', () => {
    expect(ParticipantSchema.safeParse(sampleParticipant({ firstName: '' })).success).toBe(false);
  });

  it('rejects a delivery address of an unknown type', () => {
    const deliveryAddress = { type: 'other', name: 'x', address: 'y', zip: '1', city: 'z' };
    expect(ParticipantSchema.safeParse({ ...sampleParticipant(), deliveryAddress }).success).toBe(false);
  });
});
