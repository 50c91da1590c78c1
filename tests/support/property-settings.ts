// How property-based tests (fast-check) draw their inputs, read once by the vitest configs.
// `npm test` uses one fixed seed, so the same code always meets the same inputs and CI gives the
// same answer every time; `npm run fuzz` sets a fresh seed and more runs (scripts/check/fuzz.mjs).

/** The seed of every property in `npm test`. Change it only on purpose, never per run. */
export const FIXED_PROPERTY_SEED = 20_261_123;

export interface PropertySettings {
  /** fast-check's seed for every property of the run. */
  seed: number;
  /** Runs per property when fuzzing (`FUZZ_RUNS`); null keeps each test's own count. */
  fuzzRuns: number | null;
}

declare module 'vitest' {
  interface ProvidedContext {
    propertySettings: PropertySettings;
  }
}

function integerFrom(name: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`${name} must be an integer, got ${JSON.stringify(value)}`);
  return number;
}

/** Reads `PROPERTY_SEED` and `FUZZ_RUNS`. */
export function propertySettings(env: Record<string, string | undefined>): PropertySettings {
  return {
    seed: integerFrom('PROPERTY_SEED', env.PROPERTY_SEED) ?? FIXED_PROPERTY_SEED,
    fuzzRuns: integerFrom('FUZZ_RUNS', env.FUZZ_RUNS),
  };
}

/** The line each vitest project prints first, so any failure can be replayed with its seed. */
export function describePropertySettings(settings: PropertySettings): string {
  const runs = settings.fuzzRuns === null ? "each test's own run count" : `${settings.fuzzRuns} runs per property`;
  return `property tests: seed ${settings.seed}, ${runs} (replay with PROPERTY_SEED=${settings.seed})`;
}

/** A test time limit for the run: fuzzing runs each property many more times, so it has none to speak of. */
export function testTimeoutFor(settings: PropertySettings, milliseconds: number): number {
  return settings.fuzzRuns === null ? milliseconds : 24 * 60 * 60 * 1000;
}
