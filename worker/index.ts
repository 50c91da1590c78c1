// The composition root: the only place where the worker meets the web app's server renderer.
import { env } from 'cloudflare:workers';
// Both languages' texts, for the pages, the fallback error page and the signing page.
import '../shared/i18n/all-messages';
import { Document, createPageRenderer } from '../web/entry-server';
import { createApp } from './app';
import { buildInfo } from './build-info';
import { parseConfig, unchosenEnvironmentProblem } from './config';
import { cleanUp } from './retention/clean-up';

// Parsed at start-up: an invalid environment stops the worker with a message naming each variable.
const config = parseConfig(env);

const app = createApp({ config, renderer: { ...createPageRenderer(), Document }, build: buildInfo });

export default {
  fetch(request, workerEnv, context) {
    const problem = unchosenEnvironmentProblem(workerEnv, new URL(request.url));
    if (problem)
      return new Response(problem, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
    return app.fetch(request, workerEnv, context);
  },
  // The cron trigger of wrangler.toml (hourly): deletes personal data past its lifetime (docs/privacy.md).
  async scheduled(controller, workerEnv) {
    const report = await cleanUp(workerEnv, config, controller.scheduledTime);
    console.log(`clean-up at ${new Date(controller.scheduledTime).toISOString()}: ${JSON.stringify(report)}`);
  },
} satisfies ExportedHandler<Env>;
