import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '../content/locations';
import { createCart } from './create-cart';
import {
  constraintNotes,
  isOfferedLocation,
  itemConstraintNotes,
  itemPlaces,
  participantLocation,
  participantLocationChoices,
  withEventRules,
} from './event-rules';
import { sampleItem } from './testing';
import { transition } from './transition';
import type { CartOrder } from '../schemas/cart-order';
import { whenAndWhere } from './when-and-where';
import { formatDateRange } from '../calendar/date-format';

const NOW = Date.UTC(2030, 0, 10, 12);

function cartWith(items: Array<{ id: number; places?: string[]; constraints?: string[] }>): CartOrder {
  const cart = createCart('default', NOW);
  return {
    ...cart,
    cartItems: items.map(({ id }) => sampleItem({ id })),
    locationOptions: Object.fromEntries(items.filter((item) => item.places).map((item) => [String(item.id), item.places ?? []])),
    checkoutConstraints: Object.fromEntries(
      items.filter((item) => item.constraints).map((item) => [String(item.id), (item.constraints ?? []).map((title) => ({ title }))]),
    ),
  };
}

describe('the booking rules an event sets', () => {
  it('offers a participant the places of the cart’s events, in the fixed location order, each once', () => {
    const cart = cartWith([
      { id: 1, places: ['Malmö'] },
      { id: 2, places: ['Distans', 'Stockholm'] },
      { id: 3, places: ['Malmö'] },
    ]);
    expect(participantLocationChoices(cart)).toEqual(['Stockholm', 'Malmö', 'Distans']);
  });

  it('offers only an online event’s distance location, and every location when an item came without places', () => {
    expect(participantLocationChoices(cartWith([{ id: 1, places: ['Distans'] }]))).toEqual(['Distans']);
    expect(participantLocationChoices(cartWith([{ id: 1, places: ['Malmö'] }, { id: 2 }]))).toEqual([...LOCATIONS]);
    expect(participantLocationChoices(cartWith([]))).toEqual([...LOCATIONS]);
  });

  it('accepts no location or an offered one, and saves the one place when there is only one', () => {
    expect(isOfferedLocation('', ['Malmö'])).toBe(true);
    expect(isOfferedLocation('Malmö', ['Malmö'])).toBe(true);
    expect(isOfferedLocation('Stockholm', ['Malmö'])).toBe(false);
    expect(participantLocation('', ['Alicante'])).toBe('Alicante');
    expect(participantLocation('', ['Stockholm', 'Göteborg'])).toBe('');
    expect(participantLocation('Göteborg', ['Stockholm', 'Göteborg'])).toBe('Göteborg');
  });

  it('names the known constraints of an item once each and nothing for a title it does not know', () => {
    expect(constraintNotes([{ title: 'personal-id-required' }, { title: 'company-only' }, { title: 'personal-id-required' }])).toEqual([
      'cart.constraints.personal_id',
      'cart.constraints.company_only',
    ]);
    expect(constraintNotes([{ title: 'members-only' }])).toEqual([]);
    const cart = cartWith([{ id: 1, places: ['Malmö'], constraints: ['company-only'] }, { id: 2 }]);
    expect(itemConstraintNotes(cart, 1)).toEqual(['cart.constraints.company_only']);
    expect(itemConstraintNotes(cart, 2)).toEqual([]);
    expect(itemPlaces(cart, 1)).toEqual(['Malmö']);
    expect(itemPlaces(cart, 2)).toEqual([]);
  });

  it('replaces the cart’s places and constraints with the events’ own, for the items whose event is known', () => {
    const sent = cartWith([
      { id: 1, places: ['Stockholm', 'Göteborg', 'Malmö'], constraints: [] },
      { id: 2, places: ['Malmö'] },
    ]);
    const checked = withEventRules(sent, (id) =>
      id === 1 ? { locationOptions: ['Alicante'], checkoutConstraints: [{ title: 'personal-id-required' }] } : undefined,
    );
    expect(checked.locationOptions).toEqual({ 1: ['Alicante'], 2: ['Malmö'] });
    expect(checked.checkoutConstraints).toEqual({ 1: [{ title: 'personal-id-required' }] });
  });

  it('adds an event with its places and constraints in one step, and takes the fresher ones when it is added again', () => {
    const item = { ...sampleItem({ id: 7 }), participantCount: 1 };
    const rules = { locationOptions: ['Alicante'], checkoutConstraints: [{ title: 'company-only' }] };
    const first = transition(createCart('default', NOW), { type: 'add-item', item, eventRules: rules }, NOW);
    if (!first.ok) throw new Error(first.code);
    expect(first.cart.locationOptions).toEqual({ 7: ['Alicante'] });
    expect(first.cart.checkoutConstraints).toEqual({ 7: [{ title: 'company-only' }] });
    const again = transition(
      first.cart,
      { type: 'add-item', item: { ...item, participantCount: 2 }, eventRules: { locationOptions: ['Distans'], checkoutConstraints: [] } },
      NOW,
    );
    if (!again.ok) throw new Error(again.code);
    expect(again.cart.locationOptions).toEqual({ 7: ['Distans'] });
    expect(again.cart.checkoutConstraints).toEqual({ 7: [] });
    // Without rules (an older page), the item keeps what it had.
    const plain = transition(again.cart, { type: 'add-item', item: { ...item, participantCount: 3 } }, NOW);
    expect(plain.ok && plain.cart.locationOptions).toEqual({ 7: ['Distans'] });
  });

  it('refuses an event whose rules are not of their shape, and changes nothing', () => {
    const item = { ...sampleItem({ id: 7 }), participantCount: 1 };
    const bad = { locationOptions: 'Alicante', checkoutConstraints: [] } as never;
    expect(transition(createCart('default', NOW), { type: 'add-item', item, eventRules: bad }, NOW)).toEqual({
      ok: false,
      code: 'invalid-item',
    });
  });
});

describe('when and where a booked event is', () => {
  it('writes the days and then the places, the distance location in the page’s word', () => {
    const event = { startDate: '2027-03-03', endDate: '2027-03-05' };
    expect(whenAndWhere(event, ['Malmö'], 'sv', 'Distans')).toBe('3–5 mars 2027 · Malmö');
    expect(whenAndWhere(event, ['Stockholm', 'Distans'], 'en', 'Online')).toBe(
      `${formatDateRange('2027-03-03', '2027-03-05', 'en')} · Stockholm, Online`,
    );
    expect(whenAndWhere(event, [], 'sv', 'Distans')).toBe('3–5 mars 2027');
  });
});
