import { defineConfig } from 'vitest/config';

// End-to-end tests: a real wrangler dev server (started once in global setup) driven by
// Debian's Chromium through playwright-core. Files run one after another on these small machines.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // A poll waits for the browser to reach a state (a restored form, a settled scroll), which
    // on a busy machine takes longer than vitest's default second; a state never reached still fails.
    expect: { poll: { timeout: 10_000 } },
  },
});
