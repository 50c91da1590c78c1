// The few modules of shared/ the benchmarks need to address pages as the site does: the route
// table and its path builder, the tests' complete cart and the checkout's texts. shared/ is TypeScript
// with extensionless imports, which Node's type stripping cannot resolve, so they are bundled with
// esbuild into a temporary file first (as scripts/bench/search.mjs does).
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

let loaded;

/** `{ ROUTES, pathFor, completeCartOf, texts: { sv, en } } (every text of the site)`, bundled once per process. */
export function sharedModules() {
  loaded ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fei-bench-shared-'));
    try {
      const from = (file) => JSON.stringify(path.join(root, file));
      const outfile = path.join(dir, 'shared.mjs');
      await build({
        stdin: {
          contents: [
            `export { ROUTES } from ${from('shared/routing/route-table.ts')};`,
            `export { pathFor } from ${from('shared/routing/paths.ts')};`,
            `export { completeCartOf } from ${from('tests/fixtures/complete-cart.ts')};`,
            `export { catalogues as texts } from ${from('shared/i18n/messages/catalogue.ts')};`,
          ].join('\n'),
          resolveDir: root,
          loader: 'ts',
          sourcefile: path.join(dir, 'entry.ts'),
        },
        bundle: true,
        platform: 'node',
        format: 'esm',
        outfile,
        logLevel: 'warning',
      });
      return await import(pathToFileURL(outfile).href);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  return loaded;
}
