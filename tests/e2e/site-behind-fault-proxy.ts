import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error plain ES module without types, shared with `npm run bench:faults`
import { startFaultProxy } from '../../scripts/bench/fault-proxy.mjs';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev/dev-server.mjs';

interface Server {
  url: string;
  stop: () => Promise<void>;
}

/** The fault proxy of scripts/bench/fault-proxy.mjs: passes calls on, or fails them as `setFault` says. */
export interface FaultProxy {
  url: string;
  setFault: (mode: string) => void;
  close: () => Promise<void>;
}

/**
 * A site of its own for one test file whose outside service is a second local server (`upstream`,
 * fresh state, the same seed) reached through the fault proxy, as production reaches the real
 * service: `siteVars` names the proxy's address in the site's configuration. Started before the
 * file's tests and stopped, with its state, after them. Call at the top level of a test file.
 */
export function siteBehindFaultProxy({
  name,
  upstreamConfig,
  afterUpstream,
  siteVars,
}: {
  /** Names the state folders (`fei-e2e-<name>-…`). */
  name: string;
  /** Another wrangler configuration for the upstream (a bench's stand-in service). */
  upstreamConfig?: string;
  /** Readies the upstream before the proxy opens (a search service's index). */
  afterUpstream?: (upstreamUrl: string) => Promise<void>;
  siteVars: (proxyUrl: string) => Record<string, string>;
}): { siteUrl: () => string; proxy: () => FaultProxy } {
  let upstream: Server | undefined;
  let site: Server | undefined;
  let proxy: FaultProxy | undefined;
  const folders: string[] = [];
  beforeAll(async () => {
    for (const role of ['upstream', 'site']) folders.push(await mkdtemp(path.join(tmpdir(), `fei-e2e-${name}-${role}-`)));
    upstream = (await startDevServer({ port: await freePort(), persistTo: folders[0], quiet: true, config: upstreamConfig })) as Server;
    await afterUpstream?.(upstream.url);
    proxy = (await startFaultProxy({ upstream: upstream.url })) as FaultProxy;
    site = (await startDevServer({ port: await freePort(), persistTo: folders[1], quiet: true, vars: siteVars(proxy.url) })) as Server;
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await proxy?.close();
    await upstream?.stop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  return {
    siteUrl: () => {
      if (!site) throw new Error('siteBehindFaultProxy: the site runs only inside the file’s tests');
      return site.url;
    },
    proxy: () => {
      if (!proxy) throw new Error('siteBehindFaultProxy: the proxy runs only inside the file’s tests');
      return proxy;
    },
  };
}
