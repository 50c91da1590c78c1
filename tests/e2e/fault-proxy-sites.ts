import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error plain ES module without types, shared with `npm run bench:faults`
import { startFaultProxy } from '../../scripts/bench/fault-proxy.mjs';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev/dev-server.mjs';
import { baseUrl } from './browser';
import type { FaultProxy } from './site-behind-fault-proxy';

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A site of its own for one test file whose outside service is the run's own site (global setup's,
 * `baseUrl()`: the same code and seed, with its embedded services) reached through the fault proxy,
 * as production reaches the real service: `siteVars` names the proxy's address in the site's
 * configuration. One wrangler start fewer than `siteBehindFaultProxy` with a second site as the
 * upstream; the run's site is the one every other file on this worker books on, so what this file
 * books there is no different. Call at the top level of a test file.
 */
export function siteBehindFaultProxyToRunSite({
  name,
  siteVars,
}: {
  /** Names the state folder (`fei-e2e-<name>-…`). */
  name: string;
  siteVars: (proxyUrl: string) => Record<string, string>;
}): { siteUrl: () => string; proxy: () => FaultProxy } {
  let site: Server | undefined;
  let proxy: FaultProxy | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), `fei-e2e-${name}-site-`));
    proxy = (await startFaultProxy({ upstream: baseUrl() })) as FaultProxy;
    site = (await startDevServer({ port: await freePort(), persistTo: folder, quiet: true, vars: siteVars(proxy.url) })) as Server;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return {
    siteUrl: () => {
      if (!site) throw new Error('siteBehindFaultProxyToRunSite: the site runs only inside the file’s tests');
      return site.url;
    },
    proxy: () => {
      if (!proxy) throw new Error('siteBehindFaultProxyToRunSite: the proxy runs only inside the file’s tests');
      return proxy;
    },
  };
}
