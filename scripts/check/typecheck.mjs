// Type-checks each part with its own settings (shared/ without DOM or Workers types, web/ with DOM,
// worker/ with the generated Workers types) and fails when the generated Env types are stale.
import { execFileSync } from 'node:child_process';

const node = process.execPath;
const run = (args) => execFileSync(node, args, { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });

run(['node_modules/wrangler/bin/wrangler.js', 'types', 'worker/env.d.ts', '--check']);
for (const project of ['shared/tsconfig.test.json', 'web/tsconfig.json', 'worker/tsconfig.json', 'tests/tsconfig.json']) {
  run(['node_modules/typescript/bin/tsc', '-p', project]);
}
