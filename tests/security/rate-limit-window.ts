/**
 * Runs `work` at the start of a window of the platform's rate limiter: its windows are fixed to
 * the wall clock (`floor(now / period)`), so a test that counts to an exact limit first waits
 * out a window with less than `needsMs` left (10 s, or half of a shorter window), and its
 * requests all land in one window.
 */
export async function inFreshWindow<T>(
  periodSeconds: 10 | 60,
  work: () => Promise<T>,
  needsMs = Math.min(periodSeconds * 500, 10_000),
): Promise<T> {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < needsMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return work();
}
