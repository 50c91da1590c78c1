import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Every worker test file starts on a database made by the migrations alone, as `npm start` and a
// deploy do: the worker creates no table itself. Applied files are recorded (d1_migrations), so
// this costs nothing when a file's storage already has them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
