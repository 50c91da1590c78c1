import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { describePropertySettings, propertySettings, testTimeoutFor } from './tests/support/property-settings.ts';

const properties = propertySettings(process.env);
console.log(`[worker] ${describePropertySettings(properties)}`);

// Worker tests run inside workerd with the real local bindings (D1, KV, R2) of wrangler.toml,
// and talk to the worker through real requests.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: {
    name: 'worker',
    provide: { propertySettings: properties },
    include: ['tests/worker/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/security/**/*.test.ts'],
    // Modules imported by a test without the worker still find both languages' texts; a test fails
    // on a console.error it did not expect (the worker's own logs included: it runs in the tests' isolate).
    setupFiles: ['shared/i18n/all-messages.ts', 'tests/support/fail-on-console-error.ts'],
    // The first request of a file loads the whole worker's module graph; shared CI machines are slow.
    testTimeout: testTimeoutFor(properties, 30_000),
    hookTimeout: 60_000,
    // Two files at once: each file runs in a workerd of its own with its own storage, and vitest's
    // default of one less than the cores would run one file at a time on these 2-core machines.
    maxWorkers: 2,
  },
});
