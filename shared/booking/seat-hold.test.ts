import { describe, expect, test } from 'vitest';
import { DEFAULT_SEAT_HOLD_MINUTES, DEFAULT_SEAT_HOLD_MS, holdCutoff, holdExpiresAt, seatHoldMs } from './seat-hold';

describe('the seat hold', () => {
  test('is 30 minutes by default, and a configured hold may be a fraction of a minute', () => {
    expect(DEFAULT_SEAT_HOLD_MINUTES).toBe(30);
    expect(DEFAULT_SEAT_HOLD_MS).toBe(1_800_000);
    expect(seatHoldMs(0.5)).toBe(30_000);
  });

  test('an unsigned order committed at the cut-off no longer holds seats; one a millisecond later does', () => {
    const now = Date.UTC(2026, 11, 3, 12);
    const cutoff = holdCutoff(now, DEFAULT_SEAT_HOLD_MS);
    expect(cutoff).toBe(now - 1_800_000);
    // The SQL conditions compare `created_at > cutoff` (holds) and `created_at <= cutoff` (ran out).
    expect(holdExpiresAt({ status: 'committed', committedAt: cutoff }, DEFAULT_SEAT_HOLD_MS)).toBe(now);
    expect(holdExpiresAt({ status: 'committed', committedAt: cutoff + 1 }, DEFAULT_SEAT_HOLD_MS)).toBe(now + 1);
  });

  test('a signed order holds its seats for good', () => {
    expect(holdExpiresAt({ status: 'signed', committedAt: 0 }, DEFAULT_SEAT_HOLD_MS)).toBeNull();
  });
});
