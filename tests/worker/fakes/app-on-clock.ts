import { env } from 'cloudflare:workers';
import { Document, createPageRenderer } from '../../../web/entry-server';
import { createApp } from '../../../worker/app';
import { buildInfo } from '../../../worker/build-info';
import { parseConfig } from '../../../worker/config';

/** The worker with the embedded back end and signing on a clock the test moves; answers a fetch of a path. */
export function appAt(clock: { now: number }): (path: string, init?: RequestInit) => Promise<Response> {
  const now = () => clock.now;
  const app = createApp({
    config: parseConfig({}),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { now }, signing: { now } },
  });
  return async (path, init = {}) => app.fetch(new Request(`https://site.example${path}`, init), env);
}
