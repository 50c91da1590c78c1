import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev/dev-server.mjs';
import { E2E_PREVIEW_SECRET } from './preview-secret';
import { e2eRunSettings } from './run-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The started sites; worker N (VITEST_POOL_ID) uses the Nth. */
    baseUrls: string[];
  }
}

/**
 * One site per worker, each on a fresh local state of its own, so tests start from the seed and
 * files running at once never share seats, carts or rate-limit budgets. startDevServer applies
 * the D1 migrations to that state (the same --persist-to) before wrangler dev serves it. Started
 * one after another: two cold wrangler starts at once on two cores take longer than one after the
 * other.
 */
export default async function setup(project: TestProject) {
  const sites: { stop: () => Promise<void>; persistTo: string }[] = [];
  const baseUrls: string[] = [];
  const stopAll = async () => {
    for (const site of sites.splice(0)) {
      await site.stop();
      await rm(site.persistTo, { recursive: true, force: true });
    }
  };
  try {
    for (let index = 0; index < e2eRunSettings(process.env).workers; index += 1) {
      const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-e2e-'));
      const server = await startDevServer({
        port: await freePort(),
        persistTo,
        quiet: true,
        vars: { ENVIRONMENT: 'test', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
      });
      sites.push({ stop: () => server.stop(), persistTo });
      baseUrls.push(server.url);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('baseUrls', baseUrls);
  return stopAll;
}
