import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { describePropertySettings, propertySettings, testTimeoutFor } from './property-settings';

/** Where worker tests live: tests of the worker through requests, the adapters' contracts, the attacks. */
export const WORKER_TEST_FILES = ['tests/worker/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/security/**/*.test.ts'];

/**
 * The worker test files that each need a workerd and storage of their own (vitest.worker-own.config.ts):
 * they read what the whole site has (the home page, search, sitemaps, the page caches, content
 * the CMS serves to any app, the unmigrated EMPTY_DB), spend a budget the whole site shares (daily
 * ceilings, rate limits), or number the signing service's documents from a fixed start, so rows,
 * hits, documents or spent budget that another file left would change their answers. Every
 * other file (vitest.worker.config.ts) makes rows, clients and apps of its own and shares a workerd.
 */
export const OWN_WORKERD_FILES = [
  'tests/contract/content-adapters.test.ts',
  'tests/security/docs-status.test.ts',
  'tests/security/orders.test.ts',
  'tests/security/page-search-limit.test.ts',
  'tests/security/rate-limits.test.ts',
  'tests/security/shared-page-cache.test.ts',
  'tests/security/storage-ceilings.test.ts',
  'tests/security/third-parties.test.ts',
  'tests/worker/content-cache.test.ts',
  'tests/worker/content-pages.test.ts',
  'tests/worker/content-sitemaps.test.ts',
  'tests/worker/content-token.test.ts',
  'tests/worker/faults-backend-breaker.test.ts',
  'tests/worker/fuzz.test.ts',
  'tests/worker/migration-0007.test.ts',
  'tests/worker/migrations.test.ts',
  'tests/worker/pages.test.ts',
  'tests/worker/request-handling.test.ts',
  'tests/worker/search-api.test.ts',
  'tests/worker/search-index-content.test.ts',
  'tests/worker/search-page-scale.test.ts',
  'tests/worker/search-page.test.ts',
  'tests/worker/security-headers.test.ts',
  'tests/worker/security-preview.test.ts',
  'tests/worker/security-redirects.test.ts',
  'tests/worker/shared-page-cache.test.ts',
  'tests/worker/words.test.ts',
];

/**
 * Worker tests run inside workerd with the real local bindings (D1, KV, R2) of wrangler.toml,
 * and talk to the worker through real requests. The D1 migrations (wrangler.toml's migrations_dir,
 * read as wrangler reads them) reach the tests as the binding TEST_MIGRATIONS; a setup file applies
 * them to DB before each file, as `npm start` and the deploy apply them, since the worker creates no
 * table itself. EMPTY_DB is a second database that nothing migrates: a test applies the migrations to
 * it from nothing and runs the code's queries on it (tests/worker/migrations.test.ts).
 */
export function workerTestConfig({
  name,
  include,
  exclude = [],
  isolate,
}: {
  name: string;
  include: string[];
  exclude?: string[];
  /** A workerd per file (true), or one per vitest worker that runs its files one after another. */
  isolate: boolean;
}) {
  const properties = propertySettings(process.env);
  console.log(`[${name}] ${describePropertySettings(properties)}`);
  // The folder `wrangler d1 migrations apply DB` reads, so that the tests run on the deployed schema.
  const migrationsDir = unstable_readConfig({ config: 'wrangler.toml' }).d1_databases.find(
    (database: { binding: string }) => database.binding === 'DB',
  )?.migrations_dir;
  if (!migrationsDir) throw new Error('wrangler.toml names no migrations_dir for the D1 database DB');

  return defineConfig({
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: { TEST_MIGRATIONS: await readD1Migrations(migrationsDir) },
          d1Databases: { EMPTY_DB: 'empty-db' },
        },
      })),
    ],
    test: {
      name,
      provide: { propertySettings: properties },
      include,
      exclude: ['**/node_modules/**', ...exclude],
      isolate,
      // Modules imported by a test without the worker still find both languages' texts; a test fails
      // on a console.error it did not expect (the worker's own logs included: it runs in the tests' isolate).
      setupFiles: ['shared/i18n/all-messages.ts', 'tests/support/fail-on-console-error.ts', 'tests/support/apply-migrations.ts'],
      // The first request of a file loads the whole worker's module graph; shared CI machines are slow.
      testTimeout: testTimeoutFor(properties, 30_000),
      hookTimeout: 60_000,
      // Two files at once: vitest's default of one less than the cores would run one file at a
      // time on these 2-core machines.
      maxWorkers: 2,
      // The worker writes a JSON line per request (worker/request-log.ts): thousands per run. They are
      // shown for a failing test only, where they tell what the worker did.
      silent: 'passed-only',
    },
  });
}
