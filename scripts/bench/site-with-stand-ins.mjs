// The site as `npm run bench:faults` and `npm run bench:soak` run it: built, with a fresh local
// state, its outside services remote ones of their own (scripts/bench/content-upstream-worker.mjs
// under a second `wrangler dev`: the embedded content over GraphQL, the embedded search engine over
// the hosted search protocol), each reached through a fault proxy of its own
// (scripts/bench/fault-proxy.mjs) that counts its calls and fails them when told to.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFaultProxy } from './fault-proxy.mjs';
import { warmSearchService } from './search-service.mjs';
import { freePort, startDevServer } from '../dev/dev-server.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));

// The hosted search's settings: any well-formed app id and key, since the proxy's upstream checks neither.
const SEARCH_APP_ID = 'BENCHSTANDIN';
const SEARCH_KEY = 'bench-stand-in-search-key';

/**
 * Builds the site and starts it behind its stand-ins: the upstream, then the content proxy and the
 * search proxy in front of it (delays drawn from `seed`, the proxy's default when unset), then the
 * site with CONTENT_GRAPHQL_URL and ALGOLIA_HOST pointed at them and `vars` over the rest. `name`
 * names the state folders (`fei-<name>-site-…`). Resolves to the running parts, `siteState` (the
 * site's local D1/KV/R2 folder) and `stop()`, which ends them all and removes their state; a start
 * that fails stops what it had started.
 */
export async function startSiteWithStandIns({ name, seed, vars = {} }) {
  execFileSync(process.execPath, ['scripts/build/build.mjs'], { cwd: root, stdio: 'inherit' });
  const upstreamState = await mkdtemp(path.join(tmpdir(), `fei-${name}-upstream-`));
  const siteState = await mkdtemp(path.join(tmpdir(), `fei-${name}-site-`));
  // What has started, each with its way to end, ended last first.
  const running = [];
  async function stop() {
    for (const end of running.splice(0).reverse()) await end();
    await rm(upstreamState, { recursive: true, force: true });
    await rm(siteState, { recursive: true, force: true });
  }
  try {
    const upstream = await startDevServer({
      port: await freePort(),
      persistTo: upstreamState,
      quiet: true,
      config: 'scripts/bench/content-upstream.wrangler.toml',
    });
    running.push(() => upstream.stop());
    // Its index built before the site's first search (scripts/bench/search-service.mjs).
    await warmSearchService(upstream.url);
    const contentProxy = await startFaultProxy({ upstream: upstream.url, seed });
    running.push(() => contentProxy.close());
    const searchProxy = await startFaultProxy({ upstream: upstream.url, seed });
    running.push(() => searchProxy.close());
    const site = await startDevServer({
      port: await freePort(),
      persistTo: siteState,
      quiet: true,
      vars: {
        CONTENT_GRAPHQL_URL: `${contentProxy.url}/graphql`,
        // Plain http to loopback is allowed for the search host only with ENVIRONMENT=test.
        ENVIRONMENT: 'test',
        ALGOLIA_APP_ID: SEARCH_APP_ID,
        ALGOLIA_SEARCH_KEY: SEARCH_KEY,
        ALGOLIA_HOST: searchProxy.url,
        ...vars,
      },
    });
    running.push(() => site.stop());
    return { site, upstream, contentProxy, searchProxy, siteState, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
