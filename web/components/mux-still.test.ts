import { describe, expect, test } from 'vitest';
import { muxStillUrl, stillFadeDelayMs } from './mux-still';

describe('mux stills', () => {
  test('a still is the PNG thumbnail at width 480', () => {
    expect(muxStillUrl('Abc123defGHI')).toBe('https://image.mux.com/Abc123defGHI/thumbnail.png?width=480');
  });

  test('cards fade in 50 ms apart, and a bad index counts as the first card', () => {
    expect(stillFadeDelayMs(0)).toBe(0);
    expect(stillFadeDelayMs(3)).toBe(150);
    expect(stillFadeDelayMs(-2)).toBe(0);
  });
});
