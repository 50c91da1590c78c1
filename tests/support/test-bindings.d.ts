// Bindings the worker tests add to wrangler.toml's (tests/support/worker-test-config.ts); the worker has none of them.
declare namespace Cloudflare {
  interface Env {
    /** The D1 migrations of wrangler.toml's migrations_dir, as wrangler reads and splits them. */
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[];
    /** A D1 database nothing migrates or writes before a test does. */
    EMPTY_DB: D1Database;
  }
}
