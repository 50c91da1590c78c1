// An esbuild plugin for the browser bundles: react-dom's client creates five errors while its
// module runs, values it throws and compares by identity (SuspenseException and the like), never
// shown. When DevTools watch the page, as Lighthouse does, V8 records a detailed stack for every
// error created, with the line of every function on the stack, and to find those lines it parses
// again the function that is running: react-dom's whole 200 kB module. That was 60-150 ms of main
// thread in one task on every page start under Lighthouse, counted four times over by its phone
// simulation, and nothing a visitor's browser does without DevTools (docs/decisions/014).
//
// The plugin makes those five values plain objects with Error's prototype and message, made
// without a stack: `instanceof Error`, `message` and identity hold, there is no stack to record.
// The build fails when react-dom no longer has exactly these five, so an upgrade is looked at.
import { readFile } from 'node:fs/promises';

/** The module-level errors of react-dom's client, by the name React gives them. */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
];

const SENTINEL = new RegExp(`\\b(${REACT_DOM_SENTINELS.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');

const STACKLESS_ERROR = `function stacklessError(message) {
  var error = Object.create(Error.prototype);
  Object.defineProperty(error, "message", { value: message, writable: true, configurable: true });
  return error;
}
`;

/** react-dom's client production module with its sentinel errors made without a stack. */
export function withStacklessSentinels(source, file) {
  const found = [];
  const rewritten = source.replace(SENTINEL, (_, name, message) => {
    found.push(name);
    return `${name} = stacklessError(${message})`;
  });
  if (found.length !== REACT_DOM_SENTINELS.length || new Set(found).size !== REACT_DOM_SENTINELS.length) {
    throw new Error(
      `${file}: expected react-dom's five sentinel errors (${REACT_DOM_SENTINELS.join(', ')}), found ${found.join(', ') || 'none'}`,
    );
  }
  return `${STACKLESS_ERROR}${rewritten}`;
}

export const stacklessReactSentinels = {
  name: 'stackless-react-sentinels',
  setup(b) {
    b.onLoad({ filter: /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/ }, async (args) => ({
      contents: withStacklessSentinels(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }));
  },
};
