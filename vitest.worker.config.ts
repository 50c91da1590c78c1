import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { unstable_readConfig } from 'wrangler';
import { describePropertySettings, propertySettings, testTimeoutFor } from './tests/support/property-settings.ts';

const properties = propertySettings(process.env);
console.log(`[worker] ${describePropertySettings(properties)}`);

// The folder `wrangler d1 migrations apply DB` reads, so that the tests run on the deployed schema.
const migrationsDir = unstable_readConfig({ config: 'wrangler.toml' }).d1_databases.find(
  (database) => database.binding === 'DB',
)?.migrations_dir;
if (!migrationsDir) throw new Error('wrangler.toml names no migrations_dir for the D1 database DB');

// Worker tests run inside workerd with the real local bindings (D1, KV, R2) of wrangler.toml,
// and talk to the worker through real requests. The D1 migrations (wrangler.toml's migrations_dir,
// read as wrangler reads them) reach the tests as the binding TEST_MIGRATIONS; a setup file applies
// them to DB before each file, as `npm start` and the deploy apply them, since the worker creates no
// table itself. EMPTY_DB is a second database that nothing migrates: a test applies the migrations to
// it from nothing and runs the code's queries on it (tests/worker/migrations.test.ts).
export default defineConfig({
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
    name: 'worker',
    provide: { propertySettings: properties },
    include: ['tests/worker/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/security/**/*.test.ts'],
    // Modules imported by a test without the worker still find both languages' texts; a test fails
    // on a console.error it did not expect (the worker's own logs included: it runs in the tests' isolate).
    setupFiles: ['shared/i18n/all-messages.ts', 'tests/support/fail-on-console-error.ts', 'tests/support/apply-migrations.ts'],
    // The first request of a file loads the whole worker's module graph; shared CI machines are slow.
    testTimeout: testTimeoutFor(properties, 30_000),
    hookTimeout: 60_000,
    // Two files at once: each file runs in a workerd of its own with its own storage, and vitest's
    // default of one less than the cores would run one file at a time on these 2-core machines.
    maxWorkers: 2,
    // The worker writes a JSON line per request (worker/request-log.ts): thousands per run. They are
    // shown for a failing test only, where they tell what the worker did.
    silent: 'passed-only',
  },
});
