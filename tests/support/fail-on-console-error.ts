import { afterEach, beforeEach } from 'vitest';

// A test fails when anything logs with console.error during it and the test did not expect it:
// an expected error hides a new one once the output is full of them. A test that expects an
// error spies on console.error itself (vi.spyOn(console, 'error').mockImplementation(...)) and
// asserts what was logged; its spy replaces this check's recorder until the spy is restored.

const original = console.error.bind(console);
const unexpected: unknown[][] = [];

function recordUnexpected(...args: unknown[]): void {
  unexpected.push(args);
  original(...args);
}

/** The first words of a logged error, for the failure's message. */
function describeCall(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : String(arg)))
    .join(' ')
    .slice(0, 300);
}

beforeEach(() => {
  unexpected.length = 0;
  console.error = recordUnexpected;
});

afterEach(() => {
  const calls = unexpected.splice(0);
  console.error = original;
  if (calls.length > 0) {
    throw new Error(
      `console.error was called ${calls.length} time(s) without the test expecting it; first: ${describeCall(calls[0]!)}. ` +
        'A test that expects an error spies on console.error and asserts it.',
    );
  }
});
