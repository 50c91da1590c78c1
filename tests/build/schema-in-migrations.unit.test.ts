import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

// The D1 schema has one home, the numbered files of wrangler.toml's migrations_dir, applied by
// `wrangler d1 migrations apply` (`npm start`, the tests, the deploy) and recorded in the
// database. Code that made tables at request time skipped a changed table without an error, so no
// module the site runs may create or change one. tests/worker/migrations.test.ts runs the code's
// queries on a database made by the migrations alone.

const MIGRATIONS_DIR = 'worker/embedded/migrations';
const SCHEMA_STATEMENT = /\b(?:CREATE\s+(?:UNIQUE\s+)?(?:TABLE|INDEX|TRIGGER|VIEW)|ALTER\s+TABLE|DROP\s+(?:TABLE|INDEX))\b/i;

/** The files of the site's own code (tests and the migrations left out). */
function productionFiles(): string[] {
  return ['worker', 'shared', 'web']
    .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
    .filter((file) => /\.(?:ts|tsx|mjs|js|sql)$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(`${MIGRATIONS_DIR}${path.sep}`));
}

describe('the schema lives in the migrations', () => {
  test('no module of the worker, shared code or web app creates, alters or drops a table or index', () => {
    const files = productionFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => SCHEMA_STATEMENT.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  test('the migration files are numbered 0001, 0002, ... without a gap or a number twice', () => {
    const names = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(names.length).toBeGreaterThan(2);
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+\.sql$/);
    expect(names.map((name) => Number(name.slice(0, 4)))).toEqual(names.map((_, index) => index + 1));
  });

  test('no migration inserts the demo coupons: demo data never reaches a production database', () => {
    for (const name of readdirSync(MIGRATIONS_DIR)) {
      expect(readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8'), name).not.toMatch(/INSERT[^;]*booking_coupon/i);
    }
  });
});
