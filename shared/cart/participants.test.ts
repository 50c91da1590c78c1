import { describe, expect, it } from 'vitest';
import type { CartOrder } from '../schemas/cart-order';
import type { CartResult } from './cart-event';
import { NOW, cartWith, sampleItem, sampleParticipant } from './testing';
import { transition } from './transition';

function ok(result: CartResult): CartOrder {
  if (!result.ok) throw new Error(`expected ok, got ${result.code}`);
  return result.cart;
}

const code = (result: CartResult) => (result.ok ? 'ok' : result.code);

const anna = sampleParticipant();
const bo = sampleParticipant({ firstName: 'Bo', email: 'bo@example.se' });
const base: CartOrder = {
  ...cartWith([sampleItem({ id: 101, participantCount: 2 }), sampleItem({ id: 102, participantCount: 1 })]),
  participantPool: [anna, bo],
  assignedParticipants: { '101': ['anna@example.se', 'bo@example.se'], '102': ['anna@example.se'] },
};

describe('the participant pool', () => {
  it('adds a new participant', () => {
    const cart = ok(transition(cartWith([]), { type: 'upsert-participant', participant: anna }, NOW));
    expect(cart.participantPool).toEqual([anna]);
  });

  it('replaces the participant with the same e-mail, ignoring case and spaces', () => {
    const renamed = sampleParticipant({ firstName: 'Annika', email: ' ANNA@example.se ' });
    const cart = ok(transition(base, { type: 'upsert-participant', participant: renamed }, NOW));
    expect(cart.participantPool).toHaveLength(2);
    expect(cart.participantPool[0]).toEqual({ ...renamed, email: 'anna@example.se' });
  });

  it('refuses a participant with an invalid e-mail or missing fields', () => {
    const bad = sampleParticipant({ email: 'anna(at)example.se' });
    expect(code(transition(base, { type: 'upsert-participant', participant: bad }, NOW))).toBe('invalid-participant');
    const partial = { email: 'x@example.se' } as unknown as typeof anna;
    expect(code(transition(base, { type: 'upsert-participant', participant: partial }, NOW))).toBe('invalid-participant');
  });

  it('refuses a 201st participant', () => {
    const pool = Array.from({ length: 200 }, (_, index) => sampleParticipant({ email: `p${index}@example.se` }));
    const cart = { ...cartWith([]), participantPool: pool };
    expect(code(transition(cart, { type: 'upsert-participant', participant: anna }, NOW))).toBe('pool-full');
  });

  it('removes a participant from the pool and all assignments', () => {
    const cart = ok(transition(base, { type: 'remove-participant', email: 'Anna@example.se' }, NOW));
    expect(cart.participantPool).toEqual([bo]);
    expect(cart.assignedParticipants).toEqual({ '101': ['bo@example.se'], '102': [] });
    expect(code(transition(base, { type: 'remove-participant', email: 'nobody@example.se' }, NOW))).toBe('unknown-participant');
  });

  it('renames an e-mail in the pool and in every assignment, keeping order', () => {
    const cart = ok(transition(base, { type: 'rename-participant-email', from: 'anna@example.se', to: 'Anna.Berg@example.se' }, NOW));
    expect(cart.participantPool.map((entry) => entry.email)).toEqual(['anna.berg@example.se', 'bo@example.se']);
    expect(cart.assignedParticipants).toEqual({
      '101': ['anna.berg@example.se', 'bo@example.se'],
      '102': ['anna.berg@example.se'],
    });
  });

  it('refuses renaming to an invalid or taken e-mail, or from an unknown one', () => {
    const rename = (from: string, to: string) => code(transition(base, { type: 'rename-participant-email', from, to }, NOW));
    expect(rename('anna@example.se', 'not-an-email')).toBe('invalid-email');
    expect(rename('anna@example.se', 'bo@example.se')).toBe('participant-exists');
    expect(rename('nobody@example.se', 'new@example.se')).toBe('unknown-participant');
    expect(rename('anna@example.se', 'ANNA@example.se')).toBe('ok');
  });
});

describe('assigning participants', () => {
  it('assigns pool members to an item in order', () => {
    const cart = ok(transition(base, { type: 'assign-participants', itemId: 101, emails: ['bo@example.se', 'anna@example.se'] }, NOW));
    expect(cart.assignedParticipants['101']).toEqual(['bo@example.se', 'anna@example.se']);
  });

  it("caps the assignment at the item's participant count and drops duplicates", () => {
    const cart = ok(
      transition(base, { type: 'assign-participants', itemId: 102, emails: ['bo@example.se', 'BO@example.se', 'anna@example.se'] }, NOW),
    );
    expect(cart.assignedParticipants['102']).toEqual(['bo@example.se']);
  });

  it('refuses e-mails outside the pool, unknown items and malformed ids', () => {
    const assign = (itemId: number, emails: string[]) => code(transition(base, { type: 'assign-participants', itemId, emails }, NOW));
    expect(assign(101, ['stranger@example.se'])).toBe('unknown-participant');
    expect(assign(999, ['anna@example.se'])).toBe('unknown-item');
    expect(assign(1.5, ['anna@example.se'])).toBe('invalid-item');
  });

  it('refuses participant changes while the cart is locked', () => {
    const locked = ok(transition(base, { type: 'begin-commit' }, NOW));
    expect(code(transition(locked, { type: 'upsert-participant', participant: anna }, NOW))).toBe('cart-locked');
    expect(code(transition(locked, { type: 'assign-participants', itemId: 101, emails: [] }, NOW))).toBe('cart-locked');
    expect(code(transition(locked, { type: 'rename-participant-email', from: 'anna@example.se', to: 'a@b.se' }, NOW))).toBe('cart-locked');
  });
});

describe('location options, constraints and details', () => {
  it('sets location options and checkout constraints of an item in the cart', () => {
    let cart = ok(transition(base, { type: 'set-location-options', itemId: 101, options: ['Stockholm', 'Distans'] }, NOW));
    cart = ok(transition(cart, { type: 'set-checkout-constraints', itemId: 101, constraints: [{ title: 'company-only' }] }, NOW));
    expect(cart.locationOptions['101']).toEqual(['Stockholm', 'Distans']);
    expect(cart.checkoutConstraints['101']).toEqual([{ title: 'company-only' }]);
  });

  it('refuses them for an unknown item or with bad values', () => {
    expect(code(transition(base, { type: 'set-location-options', itemId: 5, options: [] }, NOW))).toBe('unknown-item');
    expect(code(transition(base, { type: 'set-checkout-constraints', itemId: 101, constraints: [{ title: '' }] }, NOW))).toBe('invalid-item');
  });

  it('updates the given details only', () => {
    const contactPerson = { firstName: 'Cia', lastName: 'Dahl', email: 'cia@firma.se' };
    const cart = ok(
      transition(base, { type: 'update-details', details: { contactPerson, signatoryCountry: 'SE', truncateIdentificationNumber: true } }, NOW),
    );
    expect(cart.contactPerson).toEqual(contactPerson);
    expect(cart.customer).toEqual(base.customer);
    expect(cart.meta.signatoryCountry).toBe('SE');
    expect(cart.meta.truncateIdentificationNumber).toBe(true);
    expect(cart.meta.extraFields).toEqual({});
  });

  it('refuses details with a bad billing e-mail', () => {
    const customer = { ...base.customer, billingInformation: { email: 'invoices' } };
    expect(code(transition(base, { type: 'update-details', details: { customer } }, NOW))).toBe('invalid-details');
  });
});
