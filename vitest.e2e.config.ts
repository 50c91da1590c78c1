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
  },
});
