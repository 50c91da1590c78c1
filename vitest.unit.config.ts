import { defineConfig } from 'vitest/config';
import { describePropertySettings, propertySettings, testTimeoutFor } from './tests/support/property-settings.ts';

const properties = propertySettings(process.env);
console.log(`[unit] ${describePropertySettings(properties)}`);

// Unit tests of the runtime-free domain code in shared/ (and pure helpers elsewhere).
export default defineConfig({
  test: {
    name: 'unit',
    provide: { propertySettings: properties },
    include: [
      'shared/**/*.test.ts',
      'web/**/*.test.ts',
      'worker/**/*.unit.test.ts',
      'tests/support/**/*.unit.test.ts',
      'tests/build/**/*.unit.test.ts',
      'scripts/**/*.unit.test.ts',
    ],
    // Component tests (`*.component.test.tsx`) need a DOM: they run in vitest.component.config.ts.
    exclude: ['**/node_modules/**', '**/*.component.test.*'],
    environment: 'node',
    // The code under test is plain functions of their inputs, so files share their workers' module
    // graph instead of loading it again per file (a third of the time, with the same answers under
    // any file order).
    isolate: false,
    // The server's texts in both languages, as the worker has them (the browser loads one); a test
    // fails on a console.error it did not expect.
    setupFiles: ['shared/i18n/all-messages.ts', 'tests/support/fail-on-console-error.ts'],
    testTimeout: testTimeoutFor(properties, 5_000),
  },
});
