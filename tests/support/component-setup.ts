import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// What a component test leaves in the document (a mounted tree, an open dialog) and in the
// browser's storage (the checkout's saved form values) goes before the next test starts: no test
// sees another's state. React is told it runs in a test environment so
// that updates outside `act` are reported.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
