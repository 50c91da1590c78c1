import { defineConfig } from 'vitest/config';

// Unit tests of the runtime-free domain code in shared/ (and pure helpers elsewhere).
export default defineConfig({
  test: {
    name: 'unit',
    include: ['shared/**/*.test.ts', 'web/**/*.test.ts', 'worker/**/*.unit.test.ts'],
    environment: 'node',
  },
});
