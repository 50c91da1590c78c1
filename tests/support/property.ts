import fc from 'fast-check';
import { expect, inject } from 'vitest';
import { testTimeoutFor } from './property-settings';

// Every property test goes through assertProperty: it takes the run's seed and run count from the
// vitest config (tests/support/property-settings.ts) and, when a property fails, prints its shrunk
// counterexample as a regression test ready to paste beside the property.

const settings = inject('propertySettings');

/** A test's time limit, stretched when fuzzing runs each property many more times than usual. */
export function propertyTimeout(milliseconds: number): number {
  return testTimeoutFor(settings, milliseconds);
}

function regressionTest<Ts>(name: string, details: fc.RunDetails<Ts>): string {
  const testName = `${expect.getState().currentTestName ?? name}: counterexample of seed ${details.seed}`;
  return [
    'Regression test, ready to paste into the same file:',
    '',
    `test(${JSON.stringify(testName)}, async () => {`,
    `  await fc.assert(${name}, { examples: [${fc.stringify(details.counterexample)}], numRuns: 1 });`,
    '});',
  ].join('\n');
}

/**
 * Checks a property named by the one key of `named` (`assertProperty({ pagePaths }, 700)`), so a
 * failure can name the property in its regression test.
 */
export function assertProperty<Ts>(named: Record<string, fc.IRawProperty<Ts>>, numRuns: number): void | Promise<void> {
  const entries = Object.entries(named);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) throw new Error('assertProperty takes exactly one named property');
  const [name, property] = entry;
  return fc.assert(property, {
    seed: settings.seed,
    numRuns: settings.fuzzRuns ?? numRuns,
    reporter: (details) => {
      if (!details.failed) return;
      throw new Error(`${fc.defaultReportMessage(details)}\n\n${regressionTest(name, details)}`);
    },
  });
}
