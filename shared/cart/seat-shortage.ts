import { parseApiError } from '../errors/api-error';
import type { CartOrder } from '../schemas/cart-order';
import type { CartEvent } from './cart-event';

/** A price call refused for too few seats: the item and, when the back end says, its free seats. */
export interface SeatShortage {
  itemId: number;
  seatsLeft: number | null;
}

/**
 * Reads a `not_enough_seats` answer of the price call. The item comes from `itemId`, or from the
 * message's '(item 42)' that every back end writes; anything else is no shortage.
 */
export function seatShortage(error: unknown): SeatShortage | undefined {
  const parsed = parseApiError(error);
  if (parsed?.statusMessage !== 'not_enough_seats') return undefined;
  const itemId = parsed.itemId ?? Number(/\(item (\d+)\)/.exec(parsed.message)?.[1]);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return undefined;
  return { itemId, seatsLeft: parsed.seatsLeft ?? null };
}

/**
 * The participant count an item falls back to when pricing found too few seats: as many as are
 * left (never more than it asked for), or, when the back end does not say, the count it had
 * before the changes being priced (one for an item those changes added). Only this item's count
 * changes; the rest of the cart and its coupon stay as the visitor left them.
 */
export function countWithinSeats(cart: CartOrder, before: CartOrder, shortage: SeatShortage): number | undefined {
  const item = cart.cartItems.find((candidate) => candidate.id === shortage.itemId);
  if (!item) return undefined;
  const previous = before.cartItems.find((candidate) => candidate.id === shortage.itemId)?.participantCount ?? 1;
  const allowed = shortage.seatsLeft ?? Math.min(previous, item.participantCount - 1);
  return Math.max(1, Math.min(item.participantCount, allowed));
}

/** The free seats per event the last totals reported (items the back end said nothing of are absent). */
export function seatsLeftOfTotals(cart: CartOrder): Record<number, number> {
  const seats: Record<number, number> = {};
  for (const item of cart.cartTotals.items) if (item.seatsLeft !== undefined) seats[item.id] = item.seatsLeft;
  return seats;
}

/**
 * Whether a change asks for more participants than its event has free seats, as last heard
 * (`seatsLeft` per event id; an event not listed has no known limit). Lowering a count is
 * always allowed, even while it is still above a limit that has shrunk.
 */
export function exceedsSeatsLeft(cart: CartOrder | undefined, seatsLeft: Readonly<Record<number, number>>, event: CartEvent): boolean {
  const asked = event.type === 'add-item' ? event.item : event.type === 'set-count' ? event : undefined;
  if (!asked || typeof asked.id !== 'number') return false;
  const seats = seatsLeft[asked.id];
  const current = cart?.cartItems.find((item) => item.id === asked.id)?.participantCount ?? 0;
  return seats !== undefined && asked.participantCount > seats && asked.participantCount > current;
}
