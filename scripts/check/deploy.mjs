// The deployed environments of wrangler.toml, checked offline as a step of `npm test`:
// - each has every binding of the top level (what `npm start` and the tests run on), with the same
//   rate limits, and its cron triggers, since wrangler carries neither into an environment by itself;
// - each sets ENVIRONMENT=production (staging too: it is production on a host of its own), so a
//   deploy is never development;
// - its deploy script (`npm run deploy`, `deploy:staging`) applies the D1 migrations to that
//   environment's database before it uploads the worker, which creates no table itself;
// - the production deploy bundles (`wrangler deploy --dry-run --env production`), and its size is
//   printed beside the platform's limit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';

const DEPLOYED = ['production', 'staging'];
/** The npm script that deploys each environment. */
const DEPLOY_SCRIPT = { production: 'deploy', staging: 'deploy:staging' };
/** Workers' limit on a worker's compressed size on the paid plan (the free plan's is 3 MiB). */
const GZIP_LIMIT_KIB = 10 * 1024;

const bindingsOf = (config) => ({
  d1: config.d1_databases.map(({ binding, migrations_dir }) => ({ binding, migrations_dir })),
  kv: config.kv_namespaces.map(({ binding }) => binding),
  r2: config.r2_buckets.map(({ binding }) => binding),
  ratelimits: config.ratelimits.map(({ name, simple }) => ({ name, simple })),
  assets: config.assets?.binding,
  // Not a binding, but not inherited either: a deploy without it never runs the clean-up.
  crons: config.triggers?.crons ?? [],
});

const problems = [];
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
const topLevel = JSON.stringify(bindingsOf(unstable_readConfig({ config: 'wrangler.toml' })));
for (const env of DEPLOYED) {
  const config = unstable_readConfig({ config: 'wrangler.toml', env });
  if (JSON.stringify(bindingsOf(config)) !== topLevel) problems.push(`[env.${env}]'s bindings or cron triggers differ from the top level's`);
  if (config.vars.ENVIRONMENT !== 'production') problems.push(`[env.${env}.vars] must set ENVIRONMENT = "production"`);
  const script = scripts[DEPLOY_SCRIPT[env]] ?? '';
  const migrate = script.indexOf(`wrangler d1 migrations apply DB --remote --env ${env} &&`);
  if (migrate < 0 || migrate > script.indexOf(`wrangler deploy --env ${env}`)) {
    problems.push(
      `npm run ${DEPLOY_SCRIPT[env]} must run \`wrangler d1 migrations apply DB --remote --env ${env}\` before \`wrangler deploy --env ${env}\``,
    );
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), 'deploy-dry-run-'));
try {
  const output = execFileSync('node_modules/wrangler/bin/wrangler.js', ['deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!size) throw new Error(`the dry run printed no size:\n${output}`);
  const gzip = Number(size[2]);
  console.log(
    `production bundle: ${size[1]} KiB, ${gzip} KiB gzip (${((gzip / GZIP_LIMIT_KIB) * 100).toFixed(1)} % of the ${GZIP_LIMIT_KIB} KiB limit)`,
  );
  if (gzip > GZIP_LIMIT_KIB) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
