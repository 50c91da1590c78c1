import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import { NOW, cartWith, sampleItem, sampleParticipant } from '../cart/testing';
import { createCart } from '../cart/create-cart';
import { checkoutIssues } from './checkout-issues';
import { asksForJobTitle, checkoutRequirements, initialCustomerType, privateCustomerName } from './checkout-requirements';
import { EMPTY_CUSTOMER } from '../schemas/customer';
import { categoryRules } from '../cart/categories';

const complete = (category: 'swedish-academic' | 'english-academic' | 'business-school'): CartOrder => ({
  ...cartWith([sampleItem({ category, participantCount: 1 })]),
  contactPerson: { firstName: 'Cia', lastName: 'Dahl', email: 'cia@firma.se', title: 'HR-chef', location: 'London' },
  customer: {
    type: 'company',
    name: 'Firma AB',
    identificationNumber: '556000-0000',
    address: { address: 'Storgatan 1', zip: '111 22', city: 'Stockholm' },
  },
  participantPool: [sampleParticipant({ ssn: '19800101-0000', reasonForPurchase: 'Kompetens', title: 'Chef' })],
  assignedParticipants: { '101': ['anna@example.se'] },
});

describe('checkout requirements', () => {
  it('are undefined for an empty cart', () => {
    expect(checkoutRequirements(createCart('d', NOW))).toBeUndefined();
  });

  it("follow the cart's category", () => {
    expect(checkoutRequirements(complete('business-school'))).toMatchObject({
      category: 'business-school',
      currency: 'eur',
      companyOnly: false,
    });
  });

  it('are tightened by item constraints', () => {
    const cart = {
      ...complete('business-school'),
      checkoutConstraints: { '101': [{ title: 'company-only' }, { title: 'personal-id-required' }] },
    };
    expect(checkoutRequirements(cart)).toMatchObject({ companyOnly: true, requiresPersonalId: true });
  });

  it('say which requirement the date adds, and none where the category asks it anyway', () => {
    const constraints = { '101': [{ title: 'company-only' }, { title: 'personal-id-required' }] };
    expect(checkoutRequirements({ ...complete('business-school'), checkoutConstraints: constraints })?.eventRequires).toEqual({
      companyOnly: true,
      personalId: true,
    });
    expect(checkoutRequirements({ ...complete('swedish-academic'), checkoutConstraints: constraints })?.eventRequires).toEqual({
      companyOnly: false,
      personalId: false,
    });
    expect(checkoutRequirements(complete('business-school'))?.eventRequires).toEqual({ companyOnly: false, personalId: false });
  });

  it('offer the places of the cart’s events', () => {
    const cart = { ...complete('business-school'), locationOptions: { '101': ['Alicante'] } };
    expect(checkoutRequirements(cart)?.locationChoices).toEqual(['Alicante']);
  });
});

describe('checkout issues', () => {
  it('are none for a complete cart of each category', () => {
    for (const category of ['swedish-academic', 'english-academic', 'business-school'] as const) {
      expect(checkoutIssues(complete(category))).toEqual([]);
    }
  });

  it('ask a business-school date that requires personal id numbers for every attending participant’s number', () => {
    const cart = {
      ...complete('business-school'),
      participantPool: [sampleParticipant()],
      checkoutConstraints: { '101': [{ title: 'personal-id-required' }] },
    };
    expect(checkoutIssues(cart)).toEqual([{ path: 'participantPool.0.ssn', code: 'required' }]);
    expect(checkoutIssues({ ...cart, checkoutConstraints: {} })).toEqual([]);
  });

  it('refuse a private customer for a company-only date', () => {
    const cart = {
      ...complete('business-school'),
      customer: { ...complete('business-school').customer, type: 'private' as const },
      checkoutConstraints: { '101': [{ title: 'company-only' }] },
    };
    expect(checkoutIssues(cart)).toEqual([{ path: 'customer.type', code: 'company-only' }]);
  });

  it('refuse a participant’s location that none of the cart’s events takes place at', () => {
    const at = (location: string) => ({
      ...complete('business-school'),
      participantPool: [sampleParticipant({ location })],
      locationOptions: { '101': ['Alicante'] },
    });
    expect(checkoutIssues(at('Stockholm'))).toEqual([{ path: 'participantPool.0.location', code: 'not-offered-location' }]);
    expect(checkoutIssues(at('Alicante'))).toEqual([]);
    expect(checkoutIssues(at(''))).toEqual([]);
  });

  it('report an empty cart', () => {
    expect(checkoutIssues(createCart('d', NOW))).toEqual([{ path: 'cartItems', code: 'cart-empty' }]);
  });

  it('require personal id and reason for purchase in the Swedish academic category', () => {
    const cart = { ...complete('swedish-academic'), participantPool: [sampleParticipant({ title: 'Chef' })] };
    expect(checkoutIssues(cart)).toEqual([
      { path: 'participantPool.0.ssn', code: 'required' },
      { path: 'participantPool.0.reasonForPurchase', code: 'required' },
    ]);
  });

  it('refuse an assigned participant who is not in the participant pool (nobody named, nothing checked)', () => {
    const cart = { ...complete('swedish-academic'), assignedParticipants: { '101': ['made-up@example.se'] } };
    expect(checkoutIssues(cart)).toEqual([{ path: 'assignedParticipants.101', code: 'not-in-pool' }]);
  });

  it('count one person assigned twice to an event as one place', () => {
    const base = complete('swedish-academic');
    const cart = {
      ...base,
      cartItems: base.cartItems.map((item) => ({ ...item, participantCount: 2 })),
      assignedParticipants: { '101': ['anna@example.se', 'ANNA@example.se '] },
    };
    expect(checkoutIssues(cart)).toEqual([{ path: 'assignedParticipants.101', code: 'unassigned' }]);
  });

  it('check the details of a pool entry assigned with its e-mail in another case', () => {
    const cart = {
      ...complete('swedish-academic'),
      participantPool: [sampleParticipant({ title: 'Chef' })],
      assignedParticipants: { '101': ['Anna@Example.se'] },
    };
    expect(checkoutIssues(cart)).toEqual([
      { path: 'participantPool.0.ssn', code: 'required' },
      { path: 'participantPool.0.reasonForPurchase', code: 'required' },
    ]);
  });

  it('refuse a private customer where only companies may book', () => {
    const base = complete('swedish-academic');
    const cart = { ...base, customer: { ...base.customer, type: 'private' as const } };
    expect(checkoutIssues(cart)).toContainEqual({ path: 'customer.type', code: 'company-only' });
    const open = complete('english-academic');
    expect(checkoutIssues({ ...open, customer: { ...open.customer, type: 'private' } })).toEqual([]);
  });

  it("require the contact person's location in the English academic category only", () => {
    const base = complete('english-academic');
    const withoutLocation = { ...base, contactPerson: { ...base.contactPerson, location: '' } };
    expect(checkoutIssues(withoutLocation)).toEqual([{ path: 'contactPerson.location', code: 'required' }]);
    const swedish = complete('swedish-academic');
    expect(checkoutIssues({ ...swedish, contactPerson: { ...swedish.contactPerson, location: '' } })).toEqual([]);
  });

  it('do not require job titles in the business school', () => {
    const base = complete('business-school');
    const cart = {
      ...base,
      contactPerson: { ...base.contactPerson, title: undefined },
      participantPool: [sampleParticipant()],
    };
    expect(checkoutIssues(cart)).toEqual([]);
  });

  // Issue 49, item 5: job titles were asked of company customers only. The specification asks
  // for them in every category but the business school, of private bookers too.
  it('require job titles of a private customer as of a company, outside the business school', () => {
    const base = complete('english-academic');
    const cart: CartOrder = {
      ...base,
      customer: { ...base.customer, type: 'private', name: 'Cia Dahl', identificationNumber: '811218-9876' },
      contactPerson: { ...base.contactPerson, title: undefined },
      participantPool: [sampleParticipant()],
    };
    const untitled = [
      { path: 'contactPerson.title', code: 'required' },
      { path: 'participantPool.0.title', code: 'required' },
    ];
    expect(checkoutIssues(cart)).toEqual(untitled);
    expect(checkoutIssues({ ...cart, customer: { ...cart.customer, type: 'company' } })).toEqual(untitled);
    expect(
      checkoutIssues({ ...cart, contactPerson: base.contactPerson, participantPool: [sampleParticipant({ title: 'Analytiker' })] }),
    ).toEqual([]);
  });

  it('check the contact person e-mail at checkout', () => {
    const base = complete('business-school');
    expect(checkoutIssues({ ...base, contactPerson: { ...base.contactPerson, email: 'cia' } })).toEqual([
      { path: 'contactPerson.email', code: 'invalid-email' },
    ]);
    expect(checkoutIssues({ ...base, contactPerson: { ...base.contactPerson, email: ' ' } })).toEqual([
      { path: 'contactPerson.email', code: 'required' },
    ]);
  });

  it('report items with unassigned places and ignore pool entries nobody attends', () => {
    const base = complete('swedish-academic');
    const cart = {
      ...base,
      cartItems: [sampleItem({ participantCount: 2 })],
      participantPool: [...base.participantPool, sampleParticipant({ email: 'idle@example.se' })],
    };
    expect(checkoutIssues(cart)).toEqual([{ path: 'assignedParticipants.101', code: 'unassigned' }]);
  });

  it('report missing customer details', () => {
    const cart = { ...complete('business-school'), customer: createCart('d', NOW).customer };
    expect(checkoutIssues(cart).map((issue) => issue.path)).toEqual([
      'customer.name',
      'customer.identificationNumber',
      'customer.address.address',
      'customer.address.zip',
      'customer.address.city',
    ]);
  });
});

describe('who books', () => {
  it('asks job titles wherever the category shows them, whoever books', () => {
    expect(asksForJobTitle(categoryRules('english-academic'))).toBe(true);
    expect(asksForJobTitle(categoryRules('swedish-academic'))).toBe(true);
    expect(asksForJobTitle(categoryRules('business-school'))).toBe(false);
  });

  it('starts an application with a private applicant, the other categories with a company, and keeps a type once details are given', () => {
    expect(initialCustomerType(EMPTY_CUSTOMER, categoryRules('english-academic'))).toBe('private');
    expect(initialCustomerType(EMPTY_CUSTOMER, categoryRules('business-school'))).toBe('company');
    expect(initialCustomerType(EMPTY_CUSTOMER, categoryRules('swedish-academic'))).toBe('company');
    const given = { ...EMPTY_CUSTOMER, type: 'company' as const, name: 'Firma AB' };
    expect(initialCustomerType(given, categoryRules('english-academic'))).toBe('company');
    // Only companies may book the Swedish academic category, whatever was given before.
    expect(initialCustomerType({ ...given, type: 'private' }, categoryRules('swedish-academic'))).toBe('company');
  });

  it('names a private customer after the contact person, who is the same person', () => {
    expect(privateCustomerName({ firstName: ' Eva ', lastName: 'Sol ' })).toBe('Eva Sol');
    expect(privateCustomerName({ firstName: '', lastName: '' })).toBe('');
  });
});
