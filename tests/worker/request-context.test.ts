import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import type { RequestContext } from '../../worker/context';
import { sitemapPageLoader } from '../../worker/loaders/sitemap-page-loader';

const SCRIVE = { SCRIVE_API_URL: 'https://scrive.context.test', SCRIVE_API_TOKEN: 'scrive-token-0123456789' };

/** The site with the sitemap page's own loader, keeping the context each request hands it. */
function siteKeepingContexts(vars: Record<string, string>) {
  const seen: RequestContext[] = [];
  const app = createApp({
    config: parseConfig(vars),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    loaders: {
      sitemap: (args) => {
        seen.push(args.context);
        return sitemapPageLoader(args);
      },
    },
  });
  const open = async (path: string) => {
    const response = await app.fetch(new Request(`https://site.example${path}`), env);
    expect(response.status).toBe(200);
    await response.text();
  };
  return { seen, open };
}

describe('the request context', () => {
  test('each request gets its own context holding every outside service, each made once and kept', async () => {
    const site = siteKeepingContexts({});
    await site.open('/sitemap');
    await site.open('/en/sitemap');
    const [first, second] = site.seen;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
    for (const service of ['content', 'search', 'backend', 'signing', 'attachments'] as const) {
      expect(first![service]).toBeDefined();
      expect(first![service]).toBe(first![service]);
    }
  });

  test('with nothing configured, signing is the embedded service with its own signing page', async () => {
    const site = siteKeepingContexts({});
    await site.open('/sitemap');
    expect(site.seen[0]!.signing.localPage).not.toBeNull();
  });

  test('with Scrive configured, signing has no local signing page, and /sign answers 404', async () => {
    const site = siteKeepingContexts(SCRIVE);
    await site.open('/sitemap');
    expect(site.seen[0]!.signing.localPage).toBeNull();
    const app = createApp({ config: parseConfig(SCRIVE), renderer: { ...createPageRenderer(), Document }, build: buildInfo });
    const response = await app.fetch(new Request(`https://site.example/sign/${'a'.repeat(32)}`), env);
    expect(response.status).toBe(404);
  });

  test('the context carries the configuration and build the worker started with', async () => {
    const site = siteKeepingContexts({ PUBLIC_SITE_URL: 'https://kurser.example.se' });
    await site.open('/sitemap');
    expect(site.seen[0]!.config.PUBLIC_SITE_URL).toBe('https://kurser.example.se');
    expect(site.seen[0]!.build).toBe(buildInfo);
  });
});
