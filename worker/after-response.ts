/** Runs work after the response without holding it up (and without an execution context in unit tests). */
export function afterResponse(c: { executionCtx: { waitUntil(work: Promise<unknown>): void } }, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}
