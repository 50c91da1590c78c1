// The composition root: the only place where the worker meets the web app's server renderer.
import { env } from 'cloudflare:workers';
// Both languages' texts, for the pages, the fallback error page and the signing page.
import '../shared/i18n/all-messages';
import { Document, createPageRenderer } from '../web/entry-server';
import { createApp } from './app';
import { buildInfo } from './build-info';
import { parseConfig, unchosenEnvironmentProblem } from './config';
import { cleanUp } from './retention/clean-up';
import { REQUEST_ID_HEADER, logEvent, requestIdOf, requestLogRecord, writeRequestLog } from './request-log';

// Parsed at start-up: an invalid environment stops the worker with a message naming each variable.
const config = parseConfig(env);

// The location's shared cache: pages and sitemaps one isolate rendered serve its others. The type
// check also loads the DOM library, whose `caches` has no `default`; the Workers runtime's has.
const locationCache = (caches as CacheStorage & { default: Cache }).default;
const app = createApp({ config, renderer: { ...createPageRenderer(), Document }, build: buildInfo, sharedCache: locationCache });

export default {
  fetch(request, workerEnv, context) {
    const problem = unchosenEnvironmentProblem(workerEnv, new URL(request.url));
    if (problem) {
      // Before the app: its request line and id are written here.
      const requestId = requestIdOf(request.headers);
      writeRequestLog(
        requestLogRecord({
          requestId,
          method: request.method,
          route: 'unchosen-environment',
          status: 503,
          durationMs: 0,
          cache: 'none',
          services: [],
        }),
      );
      return new Response(problem, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', [REQUEST_ID_HEADER]: requestId },
      });
    }
    return app.fetch(request, workerEnv, context);
  },
  // The cron trigger of wrangler.toml (hourly): deletes personal data past its lifetime (docs/privacy.md).
  async scheduled(controller, workerEnv) {
    const report = await cleanUp(workerEnv, config, controller.scheduledTime);
    logEvent('info', 'clean_up', null, { scheduledAt: new Date(controller.scheduledTime).toISOString(), ...report });
  },
} satisfies ExportedHandler<Env>;
