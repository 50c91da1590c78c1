import { describe, expect, test } from 'vitest';
import { cartWith, sampleItem, sampleParticipant } from '../cart/testing';
import { overlappingBookings } from './overlapping-bookings';

const anna = sampleParticipant({ email: 'anna@example.se', firstName: 'Anna', lastName: 'Berg' });
const olle = sampleParticipant({ email: 'olle@example.se', firstName: 'Olle', lastName: 'Ek' });
const march = sampleItem({ id: 1, displayTitle: 'Ledarskap mars', startDate: '2025-03-10', endDate: '2025-03-12' });
const overlapping = sampleItem({ id: 2, displayTitle: 'Ledarskap mars, omgång 2', startDate: '2025-03-12', endDate: '2025-03-14' });
const april = sampleItem({ id: 3, displayTitle: 'Ledarskap april', startDate: '2025-04-01', endDate: '2025-04-02' });

function cart(assigned: Record<string, string[]>, items = [march, overlapping, april]) {
  return { ...cartWith(items), participantPool: [anna, olle], assignedParticipants: assigned };
}

describe('overlapping bookings', () => {
  test('a participant on two events whose days overlap is named with both events', () => {
    expect(overlappingBookings(cart({ 1: [anna.email], 2: [anna.email] }))).toEqual([
      { email: anna.email, name: 'Anna Berg', first: { id: 1, title: march.displayTitle }, second: { id: 2, title: overlapping.displayTitle } },
    ]);
  });

  test('events that share only one day overlap (the end day is included)', () => {
    expect(overlappingBookings(cart({ 1: [olle.email], 2: [olle.email] })).map((found) => found.name)).toEqual(['Olle Ek']);
  });

  test('events on separate days never overlap, whoever attends both', () => {
    expect(overlappingBookings(cart({ 1: [anna.email], 3: [anna.email], 2: [olle.email] }))).toEqual([]);
  });

  test('two different people on overlapping events are no overlap', () => {
    expect(overlappingBookings(cart({ 1: [anna.email], 2: [olle.email] }))).toEqual([]);
  });

  test('each person and pair is named once, in cart order, whatever order the events were added', () => {
    const reversed = overlappingBookings(cart({ 1: [anna.email, olle.email], 2: [olle.email, anna.email] }, [overlapping, march]));
    expect(reversed.map((found) => [found.name, found.first.id, found.second.id])).toEqual([
      ['Anna Berg', 2, 1],
      ['Olle Ek', 2, 1],
    ]);
  });

  test('an assigned e-mail missing from the pool is named by its e-mail', () => {
    const result = overlappingBookings({ ...cart({ 1: ['x@example.se'], 2: ['x@example.se'] }), participantPool: [] });
    expect(result.map((found) => found.name)).toEqual(['x@example.se']);
  });
});
