import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../retention/lifetime';
import { secondsUntilNextUtcDay, utcDay } from './ceilings';

describe('daily counts', () => {
  it('count by UTC day: the last millisecond of a day and the first of the next are different days', () => {
    const midnight = Date.UTC(2026, 11, 4);
    expect(utcDay(midnight - 1)).toBe(utcDay(midnight) - 1);
    expect(utcDay(midnight)).toBe(midnight / DAY_MS);
  });

  it('ask a refused client back when the next UTC day starts, never in 0 seconds', () => {
    const midnight = Date.UTC(2026, 11, 4);
    expect(secondsUntilNextUtcDay(midnight)).toBe(86_400);
    expect(secondsUntilNextUtcDay(midnight - 1500)).toBe(2);
    expect(secondsUntilNextUtcDay(midnight - 1)).toBe(1);
  });
});
