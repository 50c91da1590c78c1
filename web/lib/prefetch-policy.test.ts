import { describe, expect, test } from 'vitest';
import { createLimiter, MAX_PARALLEL_PREFETCH, prefetchAllowed } from './prefetch-policy';

describe('prefetch policy', () => {
  test('prefetches on ordinary connections and when the browser says nothing', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
  });

  test('skips prefetching on data-saver and 2g connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  test('runs at most four preloads in parallel', async () => {
    const run = createLimiter(MAX_PARALLEL_PREFETCH);
    let active = 0;
    let peak = 0;
    const resolvers: Array<() => void> = [];
    const tasks = Array.from({ length: 10 }, () =>
      run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => resolvers.push(resolve));
        active -= 1;
      }),
    );
    let finished = 0;
    for (const task of tasks) void task.then(() => (finished += 1));
    for (let round = 0; round < 100 && finished < tasks.length; round += 1) {
      await new Promise((r) => setTimeout(r, 0));
      resolvers.shift()?.();
    }
    await Promise.all(tasks);
    expect(peak).toBe(4);
  });
});
