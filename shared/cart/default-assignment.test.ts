import { describe, expect, it } from 'vitest';
import { checkoutIssues } from '../checkout/checkout-issues';
import type { CartOrder } from '../schemas/cart-order';
import { eventsForNewParticipant } from './default-assignment';
import { participantCountOptions } from './participant-count';
import { assignParticipants, upsertParticipant } from './participant-rules';
import { cartWith, sampleItem, sampleParticipant } from './testing';

/** Names a person as the participants step does: into the pool, then ticked for the events the rule gives. */
function name(cart: CartOrder, email: string, participantCount: number): CartOrder {
  const added = upsertParticipant(cart, sampleParticipant({ firstName: email, email }));
  if (!added.ok) throw new Error(added.code);
  let next = added.cart;
  for (const itemId of eventsForNewParticipant(next, email, participantCount)) {
    const assigned = assignParticipants(next, itemId, [...(next.assignedParticipants[String(itemId)] ?? []), email]);
    if (!assigned.ok) throw new Error(assigned.code);
    next = assigned.cart;
  }
  return next;
}

function nameAll(cart: CartOrder, people: readonly string[], participantCount: number): CartOrder {
  return people.reduce((current, email) => name(current, email, participantCount), cart);
}

const people = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}@example.se`);

// Two places on event A, one on event B: the case of issue 49.
const twoAndOne = cartWith([sampleItem({ id: 1, participantCount: 2 }), sampleItem({ id: 2, postId: 12, participantCount: 1 })]);

describe('the events a new participant is ticked for', () => {
  it('with one person per place, give the third person the second event, which the first no longer takes', () => {
    const cart = nameAll(twoAndOne, ['anna@example.se', 'erik@example.se', 'carl@example.se'], 3);
    expect(cart.assignedParticipants).toEqual({ '1': ['anna@example.se', 'erik@example.se'], '2': ['carl@example.se'] });
  });

  it('with as few people as the largest event, send the first person to every event', () => {
    const cart = nameAll(twoAndOne, ['anna@example.se', 'erik@example.se'], 2);
    expect(cart.assignedParticipants).toEqual({ '1': ['anna@example.se', 'erik@example.se'], '2': ['anna@example.se'] });
  });

  it('take a place on an event that cannot be filled without this person', () => {
    // One place on A and three on B, with three people: each of them is needed on B, and the first also goes to A.
    const cart = cartWith([sampleItem({ id: 1, participantCount: 1 }), sampleItem({ id: 2, postId: 12, participantCount: 3 })]);
    expect(nameAll(cart, people(3), 3).assignedParticipants).toEqual({
      '1': ['p1@example.se'],
      '2': ['p1@example.se', 'p2@example.se', 'p3@example.se'],
    });
    // With four, one per place, the first takes A and the others B.
    expect(nameAll(cart, people(4), 4).assignedParticipants).toEqual({
      '1': ['p1@example.se'],
      '2': ['p2@example.se', 'p3@example.se', 'p4@example.se'],
    });
  });

  it('give a person named beyond the count the places still open, and nothing once every place is taken', () => {
    const full = nameAll(twoAndOne, ['anna@example.se', 'erik@example.se'], 2);
    const withCarl = upsertParticipant(full, sampleParticipant({ email: 'carl@example.se' }));
    if (!withCarl.ok) throw new Error(withCarl.code);
    expect(eventsForNewParticipant(withCarl.cart, 'carl@example.se', 2)).toEqual([]);
    const partly = { ...withCarl.cart, assignedParticipants: { '1': ['anna@example.se'], '2': ['anna@example.se'] } };
    expect(eventsForNewParticipant(partly, 'carl@example.se', 2)).toEqual([1]);
  });

  it('fill every place with every count the participants step offers, each person ticked for at least one event', () => {
    const shapes = [[1], [3], [2, 1], [1, 2], [2, 2], [1, 1, 1], [3, 1, 2], [2, 3, 3], [1, 4]];
    for (const shape of shapes) {
      const cart = cartWith(shape.map((places, index) => sampleItem({ id: index + 1, postId: index + 11, participantCount: places })));
      for (const count of participantCountOptions(cart)) {
        const named = nameAll(cart, people(count), count);
        const label = `places ${shape.join('+')}, ${count} people`;
        expect(
          checkoutIssues(named).filter((issue) => issue.path.startsWith('assignedParticipants')),
          label,
        ).toEqual([]);
        const attending = new Set(Object.values(named.assignedParticipants).flat());
        expect(attending.size, label).toBe(count);
      }
    }
  });
});
