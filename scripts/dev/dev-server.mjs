// Starts the worker under `wrangler dev` (workerd with local D1, KV and R2) and resolves once it
// answers, after applying the D1 migrations to that local state.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const wranglerBin = path.join(root, 'node_modules/wrangler/bin/wrangler.js');

/** Offline-safe settings for wrangler on machines without internet (see STACK-NOTES). */
export const wranglerEnv = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
};

async function waitUntilServing(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/builds/latest.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Applies the numbered migrations of the D1 database `DB` (the configuration's `migrations_dir`)
 * to the local state in `persistTo` (wrangler's own `.wrangler/state` when unset), as `npm run
 * deploy` does remotely: the worker creates no table itself. Wrangler records each file it applied
 * in the database's `d1_migrations` table, so a later start applies only the newer files. It asks
 * for no confirmation when not interactive (CI=true, no stdin), so a start never waits on a prompt.
 */
export async function applyLocalMigrations({ persistTo, config } = {}) {
  const args = [wranglerBin, 'd1', 'migrations', 'apply', 'DB', '--local'];
  if (config) args.push('--config', config);
  if (persistTo) args.push('--persist-to', persistTo);
  try {
    await promisify(execFile)(process.execPath, args, { cwd: root, env: { ...process.env, ...wranglerEnv, CI: 'true' } });
  } catch (error) {
    throw new Error(`wrangler d1 migrations apply failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
  }
}

/**
 * Applies the migrations (applyLocalMigrations), then runs `wrangler dev` on loopback. `persistTo`
 * keeps the local D1/KV/R2 state (a fresh folder gives a fresh site); `vars` override
 * configuration; output is inherited or collected. `config` names another wrangler configuration
 * (a bench's helper worker) instead of the site's.
 */
export async function startDevServer({ port = 8787, persistTo, vars = {}, quiet = false, timeoutMs = 60_000, inspectorPort, config } = {}) {
  await applyLocalMigrations({ persistTo, config });
  const args = [wranglerBin, 'dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false'];
  // React's development build renders several times slower; local runs should measure what deploys.
  args.push('--define', 'process.env.NODE_ENV:"production"');
  if (config) args.push('--config', config);
  if (persistTo) args.push('--persist-to', persistTo);
  // The worker's V8 inspector (CPU profiles); wrangler picks a port itself when none is given.
  if (inspectorPort) args.push('--inspector-port', String(inspectorPort));
  for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`);
  // Run wrangler's own node process (not through npx) so that stopping it by PID also ends workerd.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...wranglerEnv },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: false,
  });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child, timeoutMs);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${error.message}\n${Buffer.concat(output).toString()}`);
  }
  return {
    url,
    pid: child.pid,
    output: () => Buffer.concat(output).toString(),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A free TCP port on loopback. */
export async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
