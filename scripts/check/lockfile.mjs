// Fails when package-lock.json does not match package.json, exactly as `npm ci` would on a clean
// clone (a dependency added by hand, or a lock file missing other platforms' optional packages).
// Runs `npm ci --dry-run` on copies of the two files, so node_modules here is never touched.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const directory = mkdtempSync(join(tmpdir(), 'lockfile-check-'));
try {
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(directory, file));
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: directory,
    stdio: 'pipe',
  });
  console.log('package-lock.json matches package.json');
} catch (error) {
  // npm prints its whole usage text after the reason; keep only the lines that name a package.
  const reasons = String(error.stderr ?? '')
    .split('\n')
    .filter((line) => /Missing:|Invalid:/.test(line));
  console.error(['package-lock.json does not match package.json, so npm ci would refuse it:', ...reasons].join('\n'));
  console.error('Regenerate it from scratch: rm -rf node_modules package-lock.json && npm install');
  process.exit(1);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
