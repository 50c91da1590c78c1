import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the first call runs at once and later calls within the window run once at its end with the latest arguments', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
  });

  test('calls spaced wider than the window all run at once', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    vi.advanceTimersByTime(150);
    throttled(2);
    expect(calls).toEqual([1, 2]);
  });

  test('cancel drops the pending trailing call', () => {
    const calls: number[] = [];
    const throttled = throttle((y: number) => calls.push(y), 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([1]);
  });
});
