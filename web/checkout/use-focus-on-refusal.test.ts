import { describe, expect, it } from 'vitest';
import { wholeInView } from './use-focus-on-refusal';

describe('a list of problems is wholly in view', () => {
  const clearance = 88;
  const viewport = 844;

  it('when its top is clear of the header and its bottom above the window’s bottom', () => {
    expect(wholeInView({ top: 88, bottom: 400 }, clearance, viewport)).toBe(true);
    expect(wholeInView({ top: 300, bottom: 844 }, clearance, viewport)).toBe(true);
  });

  it('not when its top is under the header or off the window, or its bottom below the window', () => {
    expect(wholeInView({ top: 0, bottom: 300 }, clearance, viewport)).toBe(false);
    expect(wholeInView({ top: 60, bottom: 360 }, clearance, viewport)).toBe(false);
    expect(wholeInView({ top: -120, bottom: 180 }, clearance, viewport)).toBe(false);
    expect(wholeInView({ top: 700, bottom: 1000 }, clearance, viewport)).toBe(false);
  });
});
