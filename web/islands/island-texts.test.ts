import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { siteCatalogueSv } from '../../shared/i18n/messages/site-catalogue-sv';
import { ISLAND_BUNDLES } from './island-bundles';

/** Whether a dotted key names a text (`key`) or a group of texts (`prefix`) of the site's catalogue. */
function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), siteCatalogueSv);
}

/** Every source module an islands' bundle may run, the chunks it loads later included. */
async function sourcesOf(bundle: string): Promise<string[]> {
  const result = await build({
    entryPoints: [`web/islands/bundles/${bundle}.tsx`],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'dist/island-texts-test',
    write: false,
    metafile: true,
    jsx: 'automatic',
    logLevel: 'silent',
    // The Mux player's megabyte is not the site's code.
    external: ['@mux/mux-player-react'],
  });
  return Object.keys(result.metafile.inputs).filter((input) => /^(web|shared)\/.*\.tsx?$/.test(input));
}

// A page run as islands loads the site's texts without the checkout's (web/app/site-messages.ts):
// a text its code asks for that is not among them would show as its key (as `share.create` did
// in the cart modal). Every literal key, and the fixed start of every key built from a template,
// must be in the site's catalogue.
// Each case bundles a whole islands' bundle with esbuild, which takes a few seconds on a busy
// machine: it gets a build's time, not a unit test's.
const BUNDLE_TIMEOUT_MS = 60_000;

describe("the islands' texts", () => {
  for (const bundle of Object.keys(ISLAND_BUNDLES)) {
    it(`${bundle}: every text its code asks for is in the site's catalogue`, { timeout: BUNDLE_TIMEOUT_MS }, async () => {
      const missing: string[] = [];
      for (const source of await sourcesOf(bundle)) {
        const code = await readFile(source, 'utf8');
        for (const [, key] of code.matchAll(/\bt\('([a-z_]+(?:\.[a-z_0-9]+)+)'/g))
          if (typeof lookup(key!) !== 'string') missing.push(`${source}: ${key}`);
        for (const [, key] of code.matchAll(/countText\(t, '([a-z_.]+)'/g))
          if (typeof lookup(key!) !== 'string') missing.push(`${source}: ${key}`);
        for (const [, prefix] of code.matchAll(/\bt\(`([a-z_]+(?:\.[a-z_]+)*)\.\$\{/g))
          if (typeof lookup(prefix!) !== 'object') missing.push(`${source}: ${prefix}.*`);
      }
      expect(missing).toEqual([]);
    });
  }
});
