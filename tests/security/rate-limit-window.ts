/**
 * Runs `work` at the start of a window of the platform's rate limiter: its windows are fixed to
 * the wall clock (`floor(now / period)`), so a test that counts to an exact limit first waits
 * out a window with less than 10 s (or half of it) left, and its requests all land in one window.
 */
export async function inFreshWindow<T>(periodSeconds: 10 | 60, work: () => Promise<T>): Promise<T> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < Math.min(periodMs / 2, 10_000)) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return work();
}
