import { describe, expect, test } from 'vitest';
import { stillFadeDelayMs } from './still-fade-delay';

describe('still fade-in', () => {
  test('cards fade in 50 ms apart, and a bad index counts as the first card', () => {
    expect(stillFadeDelayMs(0)).toBe(0);
    expect(stillFadeDelayMs(3)).toBe(150);
    expect(stillFadeDelayMs(-2)).toBe(0);
  });
});
