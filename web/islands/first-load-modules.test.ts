import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The source modules an islands' bundle loads before it runs (its entry and the chunks that entry imports), and those it loads later. */
async function modulesOf(bundle: string): Promise<{ first: Set<string>; later: Set<string> }> {
  const result = await build({
    entryPoints: [`web/islands/bundles/${bundle}.tsx`],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist/first-load-modules-test',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    external: ['@mux/mux-player-react'],
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const [entry] = Object.entries(outputs).find(([, output]) => output.entryPoint === `web/islands/bundles/${bundle}.tsx`)!;
  const firstFiles = new Set<string>();
  const walk = (file: string) => {
    if (firstFiles.has(file)) return;
    firstFiles.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') walk(imported.path);
  };
  walk(entry);
  const inputsOf = (files: string[]) => new Set(files.flatMap((file) => Object.keys(outputs[file]?.inputs ?? {})));
  return {
    first: inputsOf([...firstFiles]),
    later: inputsOf(Object.keys(outputs).filter((file) => !firstFiles.has(file))),
  };
}

// A content page's first load carries what its first paint and hydration need (target: 90 KiB gz,
// scripts/bench/first-load-bytes.mjs); what the visitor meets only later loads after the start.
describe("the explorer bundle's first load", () => {
  it('leaves the month-range picker and the check for stored carts to later', async () => {
    const { first, later } = await modulesOf('explorer');
    for (const module of ['web/search/month-range-picker.tsx', 'web/cart/cart-runtime-needed.ts', 'node_modules/idb-keyval/dist/index.js']) {
      expect(first.has(module), module).toBe(false);
      expect(later.has(module), module).toBe(true);
    }
    // The date filter itself (the select the server renders) is there from the start.
    expect(first.has('web/search/date-filter.tsx')).toBe(true);
  });
});
