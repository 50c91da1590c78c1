// How the end-to-end run is ordered and spread, read once by vitest.e2e.config.ts.
// Files run in a shuffled order so that none can lean on what an earlier one left behind; the
// order comes from a fixed seed, so the same code always meets the same order and a failure can
// be replayed with the seed the run prints. `E2E_ORDER_SEED` tries another order on purpose.

/** The seed of the file order in `npm test`. Change it only on purpose, never per run. */
export const FIXED_ORDER_SEED = 20_261_202;

/**
 * Files run at once, each worker with a site (and local state) of its own: the machines this
 * project runs on have two cores, and Chromium and workerd share them.
 */
export const DEFAULT_WORKERS = 2;

export interface E2eRunSettings {
  /** vitest's `sequence.seed` for the shuffled file order. */
  orderSeed: number;
  /** Files run at once, one site per worker. */
  workers: number;
}

function positiveIntegerFrom(name: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return number;
}

/** Reads `E2E_ORDER_SEED` and `E2E_WORKERS`. */
export function e2eRunSettings(env: Record<string, string | undefined>): E2eRunSettings {
  return {
    orderSeed: positiveIntegerFrom('E2E_ORDER_SEED', env.E2E_ORDER_SEED) ?? FIXED_ORDER_SEED,
    workers: positiveIntegerFrom('E2E_WORKERS', env.E2E_WORKERS) ?? DEFAULT_WORKERS,
  };
}

/** The line the run prints first, so any failure can be replayed in the same order. */
export function describeE2eRunSettings(settings: E2eRunSettings): string {
  return `end-to-end: files shuffled with seed ${settings.orderSeed} (replay with E2E_ORDER_SEED=${settings.orderSeed}), ${settings.workers} at once, one site each (E2E_WORKERS)`;
}
