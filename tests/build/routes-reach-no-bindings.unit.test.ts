import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// Routes and loaders reach the stores (D1, KV, R2) only through the ports on the request context
// (docs/architecture.md): a route that ran its own query on `env.DB` was a store outside the
// ports, with no adapter, no contract suite and its own way of checking a token (issue 51). The
// bindings are values on `c.env` or the context's `env`, not imports, so dependency-cruiser
// (.dependency-cruiser.mjs) cannot see them: this check reads the code for their names instead.
// The names are wrangler.toml's D1, KV and R2 bindings, so a new store is covered the day it is added.

const STORE_BLOCK = /^\[\[(?:env\.\w+\.)?(?:d1_databases|kv_namespaces|r2_buckets)\]\]\s*\n(?:[^[\n][^\n]*\n)*?binding\s*=\s*"([A-Z0-9_]+)"/gm;
const CHECKED_FOLDERS = ['worker/routes', 'worker/loaders'];

/** The binding names of wrangler.toml's D1 databases, KV namespaces and R2 buckets. */
function storeBindings(): string[] {
  const toml = readFileSync('wrangler.toml', 'utf8');
  return [...new Set(Array.from(toml.matchAll(STORE_BLOCK), (match) => match[1]!))];
}

/** A binding named in code: as a property (`env.DB`, `env['DB']`) or taken apart (`{ DB }`, `{ DB: db }`). */
function namesBinding(code: string, binding: string): boolean {
  return new RegExp(`(?:\\.\\s*${binding}\\b|\\[\\s*['"\`]${binding}['"\`]\\s*\\]|[{,]\\s*${binding}\\s*[,:}])`).test(code);
}

/** The source files of the checked folders (their unit tests left out). */
function checkedFiles(): string[] {
  return CHECKED_FOLDERS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)),
  ).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

describe('routes and loaders reach no store binding', () => {
  test('the stores are the D1, KV and R2 bindings of wrangler.toml', () => {
    expect(storeBindings().sort()).toEqual(['ATTACHMENTS', 'CACHE', 'DB']);
  });

  test('the check sees a binding however it is reached, and not a word that merely contains its name', () => {
    for (const code of [
      'c.var.context.env.DB',
      'c.env?.CACHE.get(key)',
      "env['ATTACHMENTS']",
      'const { DB } = c.env;',
      'const { DB: db, CACHE } = env;',
    ]) {
      expect(
        storeBindings().some((binding) => namesBinding(code, binding)),
        code,
      ).toBe(true);
    }
    for (const code of ['config.DB_URL', 'PAGE_CACHE_TTL_MS', 'the D1 database', 'context.attachments']) {
      expect(
        storeBindings().some((binding) => namesBinding(code, binding)),
        code,
      ).toBe(false);
    }
  });

  test('no file of worker/routes or worker/loaders names a D1, KV or R2 binding: they go through the ports', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return storeBindings()
        .filter((binding) => namesBinding(code, binding))
        .map((binding) => `${file}: ${binding}`);
    });
    expect(offenders).toEqual([]);
  });
});
