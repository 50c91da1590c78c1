import { Hono, type Context } from 'hono';
import type { SitemapEntry } from '../../shared/content';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { ROUTES } from '../../shared/routing/route-table';
import type { AppEnv } from '../app-env';
import { entryPath } from '../loaders/sitemap-page-loader';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const SITEMAP_FILES = ['index-sitemap.xml', ...LANGUAGES.map((language) => `${language}-sitemap.xml`)];

interface UrlEntry {
  loc: string;
  lastmod?: string;
  /** Absolute URL per language, for the hreflang alternates. */
  alternates: Partial<Record<Language, string>>;
}

function urlElement({ loc, lastmod, alternates }: UrlEntry): string {
  const links = Object.entries(alternates).map(
    ([language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${xml(href)}"/>`,
  );
  const fallback = alternates.sv ?? alternates.en;
  if (links.length > 1 && fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(fallback)}"/>`);
  return `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}${links.join('')}</url>`;
}

function urlSet(entries: UrlEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

function languageEntry(origin: string, entry: SitemapEntry): UrlEntry {
  const loc = origin + entryPath(entry);
  const alternates: Partial<Record<Language, string>> = { [entry.language]: loc };
  if (entry.translation) {
    const { language, slug, parentSlug } = entry.translation;
    alternates[language] = origin + entryPath({ type: entry.type, isHome: entry.isHome, language, slug, parentSlug });
  }
  return { loc, lastmod: entry.updatedAt, alternates };
}

function send(c: Context<AppEnv>, body: string, type: string) {
  c.header('Content-Type', type);
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(body);
}

/**
 * `/sitemap.xml` (the index of the three others), `/index-sitemap.xml` (pages that exist in every
 * language: home, search, sitemap), `/{sv,en}-sitemap.xml` (every published page of the language
 * with hreflang alternates) and `/robots.txt`. Paths come from the shared route table.
 */
export function sitemapRoutes() {
  const app = new Hono<AppEnv>();
  const originOf = (c: Context<AppEnv>) => c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');

  app.get('/sitemap.xml', (c) => {
    const origin = originOf(c);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_FILES.map((file) => `<sitemap><loc>${xml(`${origin}/${file}`)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
    return send(c, body, 'application/xml; charset=UTF-8');
  });

  app.get('/index-sitemap.xml', (c) => {
    const origin = originOf(c);
    const entries = ROUTES.filter((route) => route.inSitemap).flatMap((route) => {
      const alternates = Object.fromEntries(LANGUAGES.map((language) => [language, origin + pathFor(route.name, language)]));
      return LANGUAGES.map((language) => ({ loc: origin + pathFor(route.name, language), alternates }));
    });
    return send(c, urlSet(entries), 'application/xml; charset=UTF-8');
  });

  for (const language of LANGUAGES) {
    app.get(`/${language}-sitemap.xml`, async (c) => {
      const { context } = c.var;
      const origin = originOf(c);
      // Home pages are listed in the index sitemap, once.
      const entries = (await context.content.sitemapEntries(language)).filter((entry) => !entry.isHome);
      return send(c, urlSet(entries.map((entry) => languageEntry(origin, entry))), 'application/xml; charset=UTF-8');
    });
  }

  app.get('/robots.txt', (c) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /preview',
      'Disallow: /en/preview',
      '',
      `Sitemap: ${originOf(c)}/sitemap.xml`,
      '',
    ];
    return send(c, body.join('\n'), 'text/plain; charset=UTF-8');
  });

  return app;
}
