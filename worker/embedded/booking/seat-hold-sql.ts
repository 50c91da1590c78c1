/**
 * The seat hold (shared/booking/seat-hold.ts) as SQL conditions over an order row of
 * `booking_order`, each written once: `order` names the row (an alias, or the table itself) and
 * `cutoff` the numbered parameter that carries `holdCutoff(now, holdMs)`.
 */

/** The order holds its seats: signed, or unsigned and committed after the cut-off. */
export function holdsSeats(order: string, cutoff: string): string {
  return `(${order}.status = 'signed' OR ${order}.created_at > ${cutoff})`;
}

/** The order is unsigned and its hold still runs. */
export function unsignedAndHeld(order: string, cutoff: string): string {
  return `(${order}.status = 'committed' AND ${order}.created_at > ${cutoff})`;
}

/** The order is unsigned and its hold ran out: its seats go back and it cannot be signed. */
export function holdRanOut(order: string, cutoff: string): string {
  return `(${order}.status = 'committed' AND ${order}.created_at <= ${cutoff})`;
}

/** The seats the orders that hold seats take of the event row `event`. */
export function takenSeats(event: string, cutoff: string): string {
  return `COALESCE((SELECT SUM(held_line.participant_count) FROM booking_line held_line
     JOIN booking_order held_order ON held_order.seq = held_line.order_seq
    WHERE held_line.event_id = ${event}.id AND ${holdsSeats('held_order', cutoff)}), 0)`;
}
