// `npm run fuzz`: the property-based tests with a fresh seed and as many runs per property as
// FUZZ_RUNS asks (default 2000), unit and worker configs in turn. A failure prints its shrunk
// counterexample as a regression test to paste; `PROPERTY_SEED=<seed> npm run fuzz` replays a run.
// `npm test` runs the same properties with a fixed seed and each test's own run count.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '2000';
const seed = process.env.PROPERTY_SEED ?? String(Math.floor(Math.random() * 2 ** 31) * (Math.random() < 0.5 ? -1 : 1));

/** Test files that use fast-check, found by their import so a new property test is never missed. */
function propertyTestFiles(directory) {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts') && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes("from 'fast-check'"));
}

const projects = [
  ['unit', 'vitest.unit.config.ts', [...propertyTestFiles('shared'), ...propertyTestFiles('web'), ...propertyTestFiles('worker')]],
  // Each worker config runs the files it includes (the shared and the own-workerd files).
  ['worker', 'vitest.worker.config.ts', propertyTestFiles('tests')],
  ['worker-own', 'vitest.worker-own.config.ts', propertyTestFiles('tests')],
];

console.log(`fuzz: seed ${seed}, ${runs} runs per property`);
let failed = false;
for (const [name, config, files] of projects) {
  if (files.length === 0) continue;
  console.log(`\n▶ ${name}: ${files.join(', ')}`);
  try {
    execFileSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '-c', config, '--passWithNoTests', ...files], {
      stdio: 'inherit',
      env: { ...process.env, PROPERTY_SEED: seed, FUZZ_RUNS: runs, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
    });
  } catch {
    failed = true;
  }
}
console.log(
  failed
    ? `\n✖ fuzz found a counterexample (seed ${seed}); its regression test is printed above`
    : `\n✔ fuzz found nothing (seed ${seed}, ${runs} runs per property)`,
);
process.exit(failed ? 1 : 0);
