/** The browser's `scheduler.yield()` where it has one (Chromium 129+, Firefox 142+). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a new task, so that work after it is not counted into the task before: the browser
 * may paint and handle input in between. `scheduler.yield()` resumes ahead of other waiting tasks;
 * where it is missing, a zero timeout does the same job a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
