import { describe, expect, test } from 'vitest';
import { SLIDER, clampIndex, indexAfterSwipe, lastIndex, sliderFlags, sliderKind, swipeVelocity, trackOffset } from './slider-math';

describe('slider maths', () => {
  test('the constants are the specification’s', () => {
    expect(SLIDER.spacing).toBe(31);
    expect(SLIDER.maxOffset).toEqual({ mobile: -1, tablet: -2, desktop: -3 });
    expect(SLIDER.animationMs).toBe(500);
    expect(SLIDER.resizeRecheckMs).toEqual([500, 2000]);
    expect(SLIDER.velocityWindowMs).toBe(200);
  });

  test('the kind follows the breakpoints 760 and 1025', () => {
    expect(sliderKind(390)).toBe('mobile');
    expect(sliderKind(759)).toBe('mobile');
    expect(sliderKind(760)).toBe('tablet');
    expect(sliderKind(1024)).toBe('tablet');
    expect(sliderKind(1025)).toBe('desktop');
  });

  test('the last start index leaves the kind’s slides in view, and never goes below zero', () => {
    expect(lastIndex(10, 'mobile')).toBe(9);
    expect(lastIndex(10, 'tablet')).toBe(8);
    expect(lastIndex(10, 'desktop')).toBe(7);
    expect(lastIndex(2, 'desktop')).toBe(0);
    expect(lastIndex(0, 'mobile')).toBe(0);
  });

  test('flags: no previous at the start, no next at the end, both in between', () => {
    expect(sliderFlags(0, 6, 'desktop')).toEqual({ hasPrevious: false, hasNext: true });
    expect(sliderFlags(1, 6, 'desktop')).toEqual({ hasPrevious: true, hasNext: true });
    expect(sliderFlags(3, 6, 'desktop')).toEqual({ hasPrevious: true, hasNext: false });
    expect(sliderFlags(0, 3, 'desktop')).toEqual({ hasPrevious: false, hasNext: false });
    expect(sliderFlags(0, 1, 'mobile')).toEqual({ hasPrevious: false, hasNext: false });
  });

  test('indexes out of range or not numbers are clamped', () => {
    expect(clampIndex(-4, 6, 'mobile')).toBe(0);
    expect(clampIndex(99, 6, 'mobile')).toBe(5);
    expect(clampIndex(Number.NaN, 6, 'mobile')).toBe(0);
    expect(clampIndex(2.4, 6, 'mobile')).toBe(2);
  });

  test('the track moves by a slide and the spacing per index', () => {
    expect(trackOffset(0, 300)).toBe(0);
    expect(trackOffset(2, 300)).toBe(-662);
  });

  test('velocity uses only the samples of the last 200 ms', () => {
    const samples = [
      { time: 0, x: 0 },
      { time: 800, x: 100 },
      { time: 900, x: 60 },
      { time: 1000, x: 0 },
    ];
    expect(swipeVelocity(samples, 1000)).toBeCloseTo(-0.5);
    expect(swipeVelocity([{ time: 0, x: 0 }], 10)).toBe(0);
    expect(swipeVelocity(samples, 5000)).toBe(0);
  });

  test('a long drag moves by the slides dragged, a flick by one, a slow nudge snaps back', () => {
    expect(indexAfterSwipe(0, -700, 0, 300, 10, 'mobile')).toBe(2);
    expect(indexAfterSwipe(2, 40, 0.5, 300, 10, 'mobile')).toBe(1);
    expect(indexAfterSwipe(2, -40, -0.5, 300, 10, 'mobile')).toBe(3);
    expect(indexAfterSwipe(2, -40, -0.05, 300, 10, 'mobile')).toBe(2);
    expect(indexAfterSwipe(0, 900, 1, 300, 10, 'mobile')).toBe(0);
    expect(indexAfterSwipe(6, -2000, 0, 300, 10, 'desktop')).toBe(7);
  });
});
