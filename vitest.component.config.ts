import { defineConfig } from 'vitest/config';

// Component tests of web/'s React tree (`*.component.test.tsx` beside the components) in a DOM
// (happy-dom) with Testing Library: what a component shows for the state or answer it is given,
// in milliseconds instead of a browser walk. Route components render inside react-router's
// `createRoutesStub`.
export default defineConfig({
  test: {
    name: 'component',
    include: ['web/**/*.component.test.tsx'],
    environment: 'happy-dom',
    // Both languages' texts, as the unit tests have them; Testing Library unmounts after each test;
    // a test fails on a console.error it did not expect.
    setupFiles: ['shared/i18n/all-messages.ts', 'tests/support/component-setup.ts', 'tests/support/fail-on-console-error.ts'],
    testTimeout: 5_000,
  },
});
