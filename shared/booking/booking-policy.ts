/**
 * The booking policy of the box office (issue 48): what one unsigned order may hold, how many
 * unsigned orders one client may hold at once, and how soon a hold that ran out may be taken again.
 * An unsigned order holds real seats that nobody else can book until it is signed or its hold
 * runs out; without bounds one script could hold every seat of the catalogue.
 */
export interface BookingPolicy {
  /** Seats one unsigned order may hold on one event. */
  seatsPerEvent: number;
  /** Seats one unsigned order may hold over all its events together. */
  seatsInAll: number;
  /** Unsigned orders whose hold still runs that one client (`clientKey`) may have at once. */
  unsignedOrdersPerClient: number;
  /**
   * Minutes after an unsigned order's hold ran out during which its client, or its customer,
   * cannot hold any of its events again: the released seats are open to everybody else first.
   */
  coolDownMinutes: number;
}

/**
 * The defaults: a company booking a team (20 people on one event, 60 places over a programme's
 * events) fits in one order; a larger group asks the box office. Three unsigned orders at once
 * leave a client room for a colleague's booking and a second try beside its own. A cool-down of
 * 15 minutes, half the 30-minute hold: whoever sends the same booking again at once cannot keep
 * the seats for good (each release leaves them to others for 15 minutes), while a visitor who let
 * the hold run out waits at most that long, and is told until when.
 */
export const DEFAULT_BOOKING_POLICY: Readonly<BookingPolicy> = Object.freeze({
  seatsPerEvent: 20,
  seatsInAll: 60,
  unsignedOrdersPerClient: 3,
  coolDownMinutes: 15,
});

/**
 * The part of the policy the browser's cart applies as a visitor chooses (its "+" stops there):
 * the seats one order may hold, per event and in all. The configured numbers reach the browser
 * with every page (`PublicConfig.bookingPolicy`), so the cart stops where the commit would refuse.
 */
export type OrderSizePolicy = Pick<BookingPolicy, 'seatsPerEvent' | 'seatsInAll'>;

/** One event an order books and the seats it takes. */
export interface PolicyLine {
  eventId: number;
  count: number;
}

/** Why an order is larger than an unsigned order may be: too many seats on one event, or in all. */
export type OrderSizeProblem = { kind: 'per-event'; eventId: number; limit: number } | { kind: 'in-all'; limit: number };

/**
 * Whether an order's seats stay within what an unsigned order may hold: at most `seatsPerEvent`
 * on each event (lines of the same event counted together) and `seatsInAll` over all of them.
 */
export function orderSizeProblem(lines: readonly PolicyLine[], policy: OrderSizePolicy): OrderSizeProblem | undefined {
  const perEvent = new Map<number, number>();
  for (const line of lines) perEvent.set(line.eventId, (perEvent.get(line.eventId) ?? 0) + line.count);
  for (const [eventId, count] of perEvent) {
    if (count > policy.seatsPerEvent) return { kind: 'per-event', eventId, limit: policy.seatsPerEvent };
  }
  const total = [...perEvent.values()].reduce((sum, count) => sum + count, 0);
  return total > policy.seatsInAll ? { kind: 'in-all', limit: policy.seatsInAll } : undefined;
}

/** The seats a cart's items take, as the policy counts them: each item's event and its places. */
export const seatLines = (items: readonly { id: number; participantCount: number }[]): PolicyLine[] =>
  items.map((item) => ({ eventId: item.id, count: item.participantCount }));

/**
 * Why one more place on `eventId` would make the order larger than an unsigned order may be, or
 * undefined when it fits: the cart's "+" stops where the commit would refuse (`orderSizeProblem`,
 * the one rule of both), so a visitor learns the limit while choosing, not at the commit.
 */
export function oneMoreSeatProblem(lines: readonly PolicyLine[], eventId: number, policy: OrderSizePolicy): OrderSizeProblem | undefined {
  return orderSizeProblem([...lines, { eventId, count: 1 }], policy);
}

/** Whether a client that holds `held` unsigned orders may commit one more. */
export const mayHoldAnother = (held: number, policy: BookingPolicy): boolean => held < policy.unsignedOrdersPerClient;

/** The moment until which a hold that ran out at `releasedAt` keeps its client and customer off its events. */
export const coolDownEnds = (releasedAt: number, policy: BookingPolicy): number => releasedAt + policy.coolDownMinutes * 60_000;

/**
 * How long after a commit its client's mark can still count against that client: while the
 * order's hold runs (unsigned orders per client), then in the memory of the released hold for the
 * cool-down after it. The keyed hashes of those marks must be comparable for that long, across
 * midnight (worker/ceilings/client-day.ts keeps each day's key so long after the day).
 */
export const clientWindowMs = (holdMs: number, policy: Pick<BookingPolicy, 'coolDownMinutes'>): number =>
  holdMs + policy.coolDownMinutes * 60_000;

/** Whole seconds from `now` until `until`, at least one: what a `Retry-After` says. */
export const secondsUntil = (until: number, now: number): number => Math.max(1, Math.ceil((until - now) / 1000));
