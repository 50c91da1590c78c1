// `npm test` (and `npm run validate`): every check, in order of speed — lock file, type check, lint,
// format check, dependency rules (.dependency-cruiser.mjs), unit tests, component tests (React in a DOM),
// worker tests on the Workers runtime (those that can share a workerd, then those that need one each), then end-to-end tests in Chromium.
// Stops at the first failing step.
// Property tests run with one fixed seed (printed by each vitest project); `npm run fuzz` varies it.
import { execFileSync } from 'node:child_process';

const node = process.execPath;
const steps = [
  ['lock file matches package.json', ['scripts/check/lockfile.mjs']],
  ['install chromium if missing', ['scripts/dev/ensure-chromium.mjs']],
  ['install java if missing (HTML checker)', ['scripts/dev/ensure-java.mjs']],
  ['build', ['scripts/build/build.mjs']],
  ['type check', ['scripts/check/typecheck.mjs']],
  ['lint', ['node_modules/@biomejs/biome/bin/biome', 'lint', '--error-on-warnings', '.']],
  ['format check', ['node_modules/@biomejs/biome/bin/biome', 'format', '.']],
  [
    'dependency rules',
    ['node_modules/dependency-cruiser/bin/dependency-cruiser.mjs', '--config', '.dependency-cruiser.mjs', 'shared', 'web', 'worker'],
  ],
  ['deployed environments and the production bundle', ['scripts/check/deploy.mjs']],
  ['unit tests', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.unit.config.ts']],
  ['component tests', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.component.config.ts']],
  ['worker tests, sharing a workerd', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.worker.config.ts']],
  ['worker tests, each with a workerd of its own', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.worker-own.config.ts']],
  ['end-to-end tests', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.e2e.config.ts']],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  try {
    execFileSync(node, args, {
      stdio: 'inherit',
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    });
  } catch {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
