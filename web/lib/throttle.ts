/** A throttled function and a way to drop its pending trailing call. */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Calls `fn` at most once per `waitMs`: at once on the first call, then once more at the end of
 * the window with the latest arguments, so the final scroll position is never missed.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, waitMs: number, clock: () => number = () => Date.now()): Throttled<A> {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = clock();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const elapsed = clock() - last;
    if (elapsed >= waitMs && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(0, waitMs - elapsed),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
