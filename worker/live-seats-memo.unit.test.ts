import { describe, expect, test } from 'vitest';
import { LIVE_SEATS_REUSE_MS, LiveSeatsMemo, type EventSeats } from './live-seats-memo';

/** A back end that counts its open checks and answers `seatsLeft` (or fails while `failing`). */
function countingBackend() {
  const state = { calls: 0, seatsLeft: 5, failing: false };
  const backend: EventSeats = {
    eventOpen: async () => {
      state.calls += 1;
      if (state.failing) return { ok: false, error: { statusCode: 502, statusMessage: 'upstream_error', message: 'down' } };
      return { ok: true, value: { isOpen: true, seatsLeft: state.seatsLeft } };
    },
  };
  return { state, backend };
}

describe('the pages’ seats memo', () => {
  test('pages rendered within the reuse time ask the back end once per event, then again', async () => {
    let now = 1_000;
    const memo = new LiveSeatsMemo(() => now);
    const { state, backend } = countingBackend();
    const seats = memo.of('backend:a', () => backend);
    for (let page = 0; page < 50; page++) {
      expect(await seats.eventOpen('course', 1)).toEqual({ ok: true, value: { isOpen: true, seatsLeft: 5 } });
      await seats.eventOpen('course', 2);
    }
    expect(state.calls).toBe(2);
    state.seatsLeft = 3;
    now += LIVE_SEATS_REUSE_MS;
    expect(await seats.eventOpen('course', 1)).toEqual({ ok: true, value: { isOpen: true, seatsLeft: 3 } });
    expect(state.calls).toBe(3);
  });

  test('a failed answer is not kept: the next page asks again', async () => {
    const memo = new LiveSeatsMemo(() => 0);
    const { state, backend } = countingBackend();
    const seats = memo.of('backend:a', () => backend);
    state.failing = true;
    expect((await seats.eventOpen('course', 1)).ok).toBe(false);
    state.failing = false;
    expect((await seats.eventOpen('course', 1)).ok).toBe(true);
    await seats.eventOpen('course', 1);
    expect(state.calls).toBe(2);
  });

  test('a booking made here makes the next page ask for that event again, and only that one', async () => {
    const memo = new LiveSeatsMemo(() => 0);
    const { state, backend } = countingBackend();
    const seats = memo.of('backend:a', () => backend);
    await seats.eventOpen('course', 1);
    await seats.eventOpen('programme', 1);
    seats.changed('course', 1);
    await seats.eventOpen('course', 1);
    await seats.eventOpen('programme', 1);
    expect(state.calls).toBe(3);
  });

  test('two back ends keep their own answers, and the memo keeps at most its number of events', async () => {
    const memo = new LiveSeatsMemo(() => 0, 2);
    const { state, backend } = countingBackend();
    await memo.of('backend:a', () => backend).eventOpen('course', 1);
    await memo.of('backend:b', () => backend).eventOpen('course', 1);
    expect(state.calls).toBe(2);
    const seats = memo.of('backend:a', () => backend);
    await seats.eventOpen('course', 2);
    // Three events in a memo of two: the oldest (a, 1) went first.
    await seats.eventOpen('course', 1);
    expect(state.calls).toBe(4);
  });
});
