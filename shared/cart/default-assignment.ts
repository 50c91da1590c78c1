import type { CartOrder } from '../schemas/cart-order';
import { normaliseEmail } from './participant-rules';

/**
 * The events a newly named participant is ticked for, in cart order, so that naming as many people
 * as the chosen participant count fills every place without the visitor unticking anyone.
 * `cart` already holds the participant in its pool; `participantCount` is the number of distinct
 * people the visitor means to name (shared/cart/participant-count.ts).
 *
 * With `stillToName` people left to name after this one, each of whom needs a place of their own:
 * - an event with more open places than `stillToName` cannot be filled without this person;
 * - any other open place is taken while every person still to name keeps at least one.
 * With two places on A and one on B, two people are ticked A+B and A; three people A, A and B
 * (ticking the first for every event would leave the third with nothing open to choose).
 */
export function eventsForNewParticipant(cart: CartOrder, email: string, participantCount: number): number[] {
  const key = normaliseEmail(email);
  const stillToName = Math.max(0, participantCount - cart.participantPool.length);
  const open = cart.cartItems.map((item) => {
    const assigned = new Set((cart.assignedParticipants[String(item.id)] ?? []).map(normaliseEmail));
    return { id: item.id, open: assigned.has(key) ? 0 : Math.max(0, item.participantCount - assigned.size) };
  });
  let openPlaces = open.reduce((sum, entry) => sum + entry.open, 0);
  const chosen = new Set<number>();
  for (const entry of open) {
    if (entry.open > stillToName) {
      chosen.add(entry.id);
      openPlaces -= 1;
    }
  }
  for (const entry of open) {
    if (entry.open > 0 && !chosen.has(entry.id) && openPlaces - 1 >= stillToName) {
      chosen.add(entry.id);
      openPlaces -= 1;
    }
  }
  return open.filter((entry) => chosen.has(entry.id)).map((entry) => entry.id);
}
