// An esbuild plugin for the browser bundles: our modules import React through one ES module
// each for `react` and `react/jsx-runtime`, instead of each module wrapping React's CommonJS
// exports itself. esbuild gives every ES module that imports a CommonJS module its own wrapper
// (`__toESM`), which copies every export onto a new object as a getter: with 78 of the app's
// modules importing `react` and 47 the JSX runtime, that was about 3,800 property definitions in
// the task that evaluates a page's bundle, and a getter call on every hook call after it
// (docs/decisions/017). The facade wraps each once and re-exports the bindings.
//
// Only imports from our own code are redirected; react-dom and react-router keep theirs. A name
// our code imports that the facade lacks fails the build ("No matching export"), so a React
// upgrade that adds an export we start to use is caught there.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const reactFolder = path.dirname(require.resolve('react/package.json'));
/** Where the facade's own `react` import resolves from: the project's root. */
const projectRoot = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

/** The production build of each facade's CommonJS module (inside React's package), whose exports it lists. */
const FACADES = {
  react: 'cjs/react.production.js',
  'react/jsx-runtime': 'cjs/react-jsx-runtime.production.js',
};

const NAMESPACE = 'react-esm-facade';

/** The facade's source: the CommonJS module wrapped once, each export a named binding. */
export function facadeSource(specifier) {
  const names = Object.keys(require(path.join(reactFolder, FACADES[specifier])));
  return `import cjs from ${JSON.stringify(specifier)};\nexport const { ${names.join(', ')} } = cjs;\nexport default cjs;\n`;
}

export const reactEsmFacade = {
  name: 'react-esm-facade',
  setup(b) {
    b.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) => {
      // The facade's own import, and React's importers in node_modules, resolve as usual.
      if (args.namespace === NAMESPACE || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
      return { path: args.path, namespace: NAMESPACE };
    });
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: facadeSource(args.path),
      loader: 'js',
      resolveDir: projectRoot,
    }));
  },
};
