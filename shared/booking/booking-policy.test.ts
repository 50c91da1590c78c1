import { describe, expect, test } from 'vitest';
import {
  coolDownEnds,
  DEFAULT_BOOKING_POLICY,
  mayHoldAnother,
  oneMoreSeatProblem,
  orderSizeProblem,
  seatLines,
  secondsUntil,
} from './booking-policy';

const policy = DEFAULT_BOOKING_POLICY;

describe('the size of an unsigned order', () => {
  test('a team of 20 on one event and 60 places over several events fit', () => {
    expect(orderSizeProblem([{ eventId: 1, count: 20 }], policy)).toBeUndefined();
    expect(
      orderSizeProblem(
        [
          { eventId: 1, count: 20 },
          { eventId: 2, count: 20 },
          { eventId: 3, count: 20 },
        ],
        policy,
      ),
    ).toBeUndefined();
  });

  test('21 seats on one event are too many, and the answer names the event and the limit', () => {
    expect(orderSizeProblem([{ eventId: 7, count: 21 }], policy)).toEqual({ kind: 'per-event', eventId: 7, limit: 20 });
  });

  test('lines of the same event count together', () => {
    expect(
      orderSizeProblem(
        [
          { eventId: 7, count: 15 },
          { eventId: 7, count: 6 },
        ],
        policy,
      ),
    ).toEqual({ kind: 'per-event', eventId: 7, limit: 20 });
  });

  test('61 places in all are too many, though no event has more than 20', () => {
    const lines = [1, 2, 3, 4].map((eventId) => ({ eventId, count: eventId === 4 ? 1 : 20 }));
    expect(orderSizeProblem(lines, policy)).toEqual({ kind: 'in-all', limit: 60 });
  });

  test('14 events of 15 seats each (the attack of issue 48) are refused', () => {
    const lines = Array.from({ length: 14 }, (_, index) => ({ eventId: index + 1, count: 15 }));
    expect(orderSizeProblem(lines, policy)?.kind).toBe('in-all');
  });

  test('a configured policy is applied as given', () => {
    expect(orderSizeProblem([{ eventId: 1, count: 3 }], { ...policy, seatsPerEvent: 2 })).toEqual({ kind: 'per-event', eventId: 1, limit: 2 });
  });
});

describe('one more place in the cart (where its "+" stops)', () => {
  const items = (...counts: number[]) => seatLines(counts.map((participantCount, index) => ({ id: index + 1, participantCount })));

  test('fits up to the limit per event: the 20th place may be added, the 21st not', () => {
    expect(oneMoreSeatProblem(items(19), 1, policy)).toBeUndefined();
    expect(oneMoreSeatProblem(items(20), 1, policy)).toEqual({ kind: 'per-event', eventId: 1, limit: 20 });
    // Another event of the same cart is still open.
    expect(oneMoreSeatProblem(items(20, 5), 2, policy)).toBeUndefined();
  });

  test('stops every event once the cart holds 60 places in all', () => {
    expect(oneMoreSeatProblem(items(20, 20, 19), 3, policy)).toBeUndefined();
    expect(oneMoreSeatProblem(items(20, 20, 20), 3, policy)).toEqual({ kind: 'per-event', eventId: 3, limit: 20 });
    expect(oneMoreSeatProblem(items(20, 20, 10, 10), 3, policy)).toEqual({ kind: 'in-all', limit: 60 });
    // A new event of the cart would be the 61st place too.
    expect(oneMoreSeatProblem(items(20, 20, 20), 9, policy)).toEqual({ kind: 'in-all', limit: 60 });
  });

  test('is the commit’s own rule: a cart the "+" allows is never too large, and one step more is', () => {
    for (const counts of [[1], [20], [10, 10, 10], [20, 20, 19], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4]]) {
      const lines = items(...counts);
      expect(orderSizeProblem(lines, policy)).toBeUndefined();
      for (const line of lines) {
        const problem = oneMoreSeatProblem(lines, line.eventId, policy);
        const after = orderSizeProblem(
          lines.map((other) => (other.eventId === line.eventId ? { ...other, count: other.count + 1 } : other)),
          policy,
        );
        expect(problem, JSON.stringify(counts)).toEqual(after);
      }
    }
  });
});

describe('unsigned orders of one client and the cool-down', () => {
  test('a client may hold three unsigned orders at once, not a fourth', () => {
    expect(mayHoldAnother(0, policy)).toBe(true);
    expect(mayHoldAnother(2, policy)).toBe(true);
    expect(mayHoldAnother(3, policy)).toBe(false);
  });

  test('a hold that ran out keeps its booker off for 15 minutes', () => {
    expect(coolDownEnds(1_000, policy)).toBe(1_000 + 15 * 60_000);
  });

  test('Retry-After is whole seconds, rounded up, at least one', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(70_001, 10_000)).toBe(61);
    expect(secondsUntil(5_000, 10_000)).toBe(1);
  });
});
