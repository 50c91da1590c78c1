import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types, the client build's own plugin
import { facadeSource, reactEsmFacade } from '../../scripts/build/react-esm-facade.mjs';

/** Two components of ours, each with a hook and JSX, as modules of their own. */
const components: Plugin = {
  name: 'two-components',
  setup(b) {
    b.onResolve({ filter: /^component:/ }, (args) => ({ path: args.path, namespace: 'components' }));
    b.onLoad({ filter: /.*/, namespace: 'components' }, (args) => ({
      contents: `import { useState } from 'react';\nexport function C() { const [n] = useState(${JSON.stringify(args.path)}); return <p>{n}</p>; }`,
      loader: 'tsx',
      resolveDir: process.cwd(),
    }));
  },
};

/** The two components bundled as the client build bundles them, with or without the facade. */
async function bundleComponents(withFacade: boolean): Promise<string> {
  const result = await build({
    stdin: { contents: `export { C as A } from 'component:a';\nexport { C as B } from 'component:b';`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: withFacade ? [components, reactEsmFacade] : [components],
  });
  return result.outputFiles[0]!.text;
}

/** How many times the bundle wraps a CommonJS module's exports for an ES module. */
const wrappers = (code: string) => code.match(/__toESM\(require_/g)?.length ?? 0;

describe("the client build's React facade (scripts/build/react-esm-facade.mjs)", () => {
  it("lists every export of React's production build and of its JSX runtime", () => {
    expect(facadeSource('react')).toMatch(/export const \{ [^}]*\buseState\b[^}]*\buseSyncExternalStore\b[^}]*\} = cjs;/);
    expect(facadeSource('react/jsx-runtime')).toContain('export const { Fragment, jsx, jsxs } = cjs;');
  });

  it('wraps React and its JSX runtime once each, however many of our modules import them', async () => {
    // Without it, every module wraps both by itself: two modules, four wrappers.
    expect(wrappers(await bundleComponents(false))).toBe(4);
    expect(wrappers(await bundleComponents(true))).toBe(2);
  });
});
