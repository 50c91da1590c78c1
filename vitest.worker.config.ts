import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

// Worker tests run inside workerd with the real local bindings (D1, KV, R2) of wrangler.toml,
// and talk to the worker through real requests.
export default defineConfig({
  plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
  test: {
    name: 'worker',
    include: ['tests/worker/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    // The first request of a file loads the whole worker's module graph; shared CI machines are slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
