// `npm test` (and `npm run validate`): every check, in order of speed — lock file, type check, lint,
// format check, dependency rules (.dependency-cruiser.mjs), unit tests, component tests (React in a DOM),
// worker tests on the Workers runtime (those that can share a workerd beside those that need one each), then end-to-end tests in Chromium.
// Stops at the first failing step.
// Property tests run with one fixed seed (printed by each vitest project); `npm run fuzz` varies it.
import { execFileSync, spawn } from 'node:child_process';

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
  // The two worker runs side by side: the shared one mostly waits (on time-outs a test lets run
  // out), the other mostly computes, so together they take little longer than the longer one.
  [
    'worker tests',
    [
      ['sharing a workerd', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.worker.config.ts']],
      ['each with a workerd of its own', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.worker-own.config.ts']],
    ],
  ],
  ['end-to-end tests', ['node_modules/vitest/vitest.mjs', 'run', '-c', 'vitest.e2e.config.ts']],
];

const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Runs commands at once, each one's output kept and printed whole once it ends; answers whether all passed. */
async function allPassed(commands) {
  const results = await Promise.all(
    commands.map(
      ([name, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(node, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => resolve({ name, passed: code === 0, output: Buffer.concat(output), took: seconds(started) }));
        }),
    ),
  );
  for (const { name, passed, output, took } of results) {
    process.stdout.write(output);
    console.log(`${passed ? '✔' : '✖'} ${name} (${took})`);
  }
  return results.every((result) => result.passed);
}

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const together = Array.isArray(command[0]);
  let passed = true;
  if (together) passed = await allPassed(command);
  else {
    try {
      execFileSync(node, command, { stdio: 'inherit', env });
    } catch {
      passed = false;
    }
  }
  if (!passed) {
    console.error(`\n✖ ${name} failed`);
    process.exit(1);
  }
  console.log(`✔ ${name} (${seconds(started)})`);
}
