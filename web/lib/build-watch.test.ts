import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS, newBuildAvailable, watchForNewBuilds } from './build-watch';

const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }) as unknown as Response);

describe('build watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('polls builds/latest.json once an hour, not before', async () => {
    const fetchLatest = answer({ id: 'b1' });
    const stop = watchForNewBuilds('b1', fetchLatest as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(String(fetchLatest.mock.calls[0]?.[0])).toMatch(/^\/builds\/latest\.json\?\d+$/);
    stop();
  });

  test('the same build id changes nothing', async () => {
    const stop = watchForNewBuilds('b1', answer({ id: 'b1' }) as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(newBuildAvailable()).toBe(false);
    stop();
  });

  test('a new build id makes the next navigation a full load', async () => {
    const stop = watchForNewBuilds('b1', answer({ id: 'b2' }) as unknown as typeof fetch);
    expect(newBuildAvailable()).toBe(false);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(newBuildAvailable()).toBe(true);
    stop();
  });

  test('a failing or malformed answer is ignored', async () => {
    const stop = watchForNewBuilds('b1', answer({ id: 42 }) as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(newBuildAvailable()).toBe(false);
    stop();
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const stop2 = watchForNewBuilds('b1', failing as unknown as typeof fetch);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS);
    expect(newBuildAvailable()).toBe(false);
    stop2();
  });
});
