/**
 * Resolves in a new task, so that work after it is not counted into the task before: the browser
 * may paint and handle input in between. `scheduler.yield()` resumes ahead of other waiting tasks;
 * where it is missing, a zero timeout does the same job a little later.
 */
export function nextTask(): Promise<void> {
  // The browser's `scheduler.yield()` where it has one (Chromium 129+, Firefox 142+).
  const scheduler: unknown = 'scheduler' in globalThis ? globalThis.scheduler : undefined;
  if (typeof scheduler === 'object' && scheduler !== null && 'yield' in scheduler && typeof scheduler.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
