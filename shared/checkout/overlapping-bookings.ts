import type { CartOrder } from '../schemas/cart-order';

/** Two events of the cart that one participant is assigned to on overlapping days. */
export interface OverlappingBooking {
  email: string;
  /** The participant's name as the pool holds it, or the e-mail when they are not in the pool. */
  name: string;
  first: { id: number; title: string };
  second: { id: number; title: string };
}

/**
 * Each pair of the cart's events, in cart order, that one participant is assigned to and whose
 * days overlap (an event runs from its start day to its end day, both included, so one that ends
 * the day another starts overlaps it): a person cannot sit in both. A warning, not a refusal: the
 * visitor may know better (a replacement to be named later), so the booking can still go on.
 */
export function overlappingBookings(cart: Pick<CartOrder, 'cartItems' | 'assignedParticipants' | 'participantPool'>): OverlappingBooking[] {
  const found: OverlappingBooking[] = [];
  const items = cart.cartItems;
  for (let a = 0; a < items.length; a += 1) {
    const first = items[a]!;
    const firstPeople = new Set(cart.assignedParticipants[String(first.id)] ?? []);
    for (let b = a + 1; b < items.length; b += 1) {
      const second = items[b]!;
      if (first.startDate > second.endDate || second.startDate > first.endDate) continue;
      for (const email of cart.assignedParticipants[String(second.id)] ?? []) {
        if (!firstPeople.has(email)) continue;
        const person = cart.participantPool.find((entry) => entry.email === email);
        found.push({
          email,
          name: person ? `${person.firstName} ${person.lastName}` : email,
          first: { id: first.id, title: first.displayTitle },
          second: { id: second.id, title: second.displayTitle },
        });
      }
    }
  }
  return found;
}
