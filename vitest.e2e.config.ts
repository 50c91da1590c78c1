import { defineConfig } from 'vitest/config';
import { describeE2eRunSettings, e2eRunSettings } from './tests/e2e/run-settings.ts';

const run = e2eRunSettings(process.env);
console.log(`[e2e] ${describeE2eRunSettings(run)}`);

// End-to-end tests: real wrangler dev servers (one per worker, started in global setup) driven by
// Debian's Chromium through playwright-core. Files run in a shuffled order from a printed seed.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    maxWorkers: run.workers,
    sequence: { shuffle: { files: true, tests: false }, seed: run.orderSeed },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll waits for the browser to reach a state (a restored form, a settled scroll), which
    // on a busy machine takes longer than vitest's default second; a state never reached still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
