import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev-server.mjs';
import { E2E_PREVIEW_SECRET } from './preview-secret';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One site for the whole end-to-end run, on a fresh local state so tests start from the seed. */
export default async function setup(project: TestProject) {
  const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-e2e-'));
  const server = await startDevServer({
    port: await freePort(),
    persistTo,
    quiet: true,
    vars: { ENVIRONMENT: 'test', PREVIEW_SECRET: E2E_PREVIEW_SECRET },
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(persistTo, { recursive: true, force: true });
  };
}
