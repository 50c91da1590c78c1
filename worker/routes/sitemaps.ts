import { CACHE_CONTROL } from '../cache-control';
import { Hono, type Context } from 'hono';
import type { SitemapEntry } from '../../shared/content';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { ROUTES } from '../../shared/routing/route-table';
import {
  parseSitemapFileName,
  SITEMAP_LIMITS,
  sitemapFileName,
  splitSitemap,
  type SitemapLimits,
  utf8Length,
} from '../../shared/routing/sitemap-files';
import { afterResponse } from '../after-response';
import type { AppEnv } from '../app-env';
import { entryPath } from '../loaders/sitemap-page-loader';
import { mayShare } from '../page-cache-policy';
import { requestUrl } from '../request-url';
import { gunzip, type SharedSitemapCache, type SharedSitemapFile } from '../shared-sitemap-cache';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

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

const URLSET_OPEN = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
];
const URLSET_CLOSE = ['</urlset>', ''];
/** Bytes of a urlset file around its `<url>` elements (each element adds itself and a line break). */
const URLSET_FRAME_BYTES = utf8Length([...URLSET_OPEN, ...URLSET_CLOSE].join('\n'));

function urlSet(elements: readonly string[]): string {
  return [...URLSET_OPEN, ...elements, ...URLSET_CLOSE].join('\n');
}

/** A sitemap file as it is sent: its UTF-8 bytes, the same gzipped, and their entity tag. */
interface WrittenFile {
  bytes: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** A language's sitemap: its entries' `<url>` elements, how they split into files, and each file once written. */
interface LanguageSitemap {
  entries: UrlEntry[];
  elements: string[];
  files: Array<[number, number]>;
  /** Per file, the latest change of its pages (the index's `lastmod`). */
  lastmods: Array<string | undefined>;
  written: Array<Promise<WrittenFile> | undefined>;
}

/**
 * A file's bytes, gzipped bytes and entity tag, made once per content answer: making a response of
 * a large file (600 kB at DEMO_SCALE=20) was most of its time, string or bytes, so the bytes are
 * kept, and a crawler that takes gzip (they all do) gets a twentieth of them, compressed once.
 */
async function writeFile(body: string): Promise<WrittenFile> {
  const bytes = new TextEncoder().encode(body);
  const [digest, gzip] = await Promise.all([
    crypto.subtle.digest('SHA-256', bytes),
    new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer(),
  ]);
  const hex = Array.from(new Uint8Array(digest).subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { bytes, gzip: new Uint8Array(gzip), etag: `"${hex}"` };
}

/**
 * The `Accept-Encoding` the client sent. The platform hands the worker `br, gzip` whatever the
 * client asked for and keeps the client's own value in `request.cf.clientAcceptEncoding`
 * (Cloudflare, and miniflare under `wrangler dev`, which gives an empty string for a client that
 * sent none); a request that reaches the app without `cf` carries the client's header itself.
 * Asked of the header alone, a client that takes no gzip would be sent gzip bytes it cannot read.
 */
export function clientAcceptEncoding(request: Request): string | undefined {
  const original = request.cf?.clientAcceptEncoding;
  return typeof original === 'string' ? original : (request.headers.get('Accept-Encoding') ?? undefined);
}

/** Whether an `Accept-Encoding` header takes gzip (not refused with `q=0`). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'gzip' && coding?.trim() !== '*') return false;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}

/** Whether an `If-None-Match` header names this entity tag (or any, `*`); weak tags compare as strong ones. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
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

function send(c: Context<AppEnv>, body: string | Uint8Array<ArrayBuffer>, type: string) {
  c.header('Content-Type', type);
  c.header('Cache-Control', CACHE_CONTROL.sitemap);
  return c.body(body);
}

/** The latest `lastmod` of some entries (ISO timestamps compare as text), or undefined when none has one. */
function latest(entries: readonly UrlEntry[]): string | undefined {
  let found: string | undefined;
  for (const { lastmod } of entries) if (lastmod && (!found || lastmod > found)) found = lastmod;
  return found;
}

/**
 * `/sitemap.xml` (the index of the others), `/index-sitemap.xml` (pages that exist in every
 * language: home, search, sitemap), `/{sv,en}-sitemap.xml` (every published page of the language
 * with hreflang alternates; split into `/{sv,en}-sitemap-2.xml` and on when one file would pass
 * `limits`, by default the sitemaps.org limits) and `/robots.txt`. Paths come from the shared
 * route table. A language file written once is kept in the location's shared cache (`shared`)
 * for the location's other isolates, unless it was written in preview, for a visitor's own content
 * token or on a failed content service.
 */
export function sitemapRoutes(limits: SitemapLimits = SITEMAP_LIMITS, shared: SharedSitemapCache | null = null) {
  const app = new Hono<AppEnv>();
  const originOf = (c: Context<AppEnv>) => c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');

  // The sitemap built from each content answer: the content cache hands out the same answer object
  // until the content changes, so a catalogue's sitemaps are written once per change, not per
  // request (a crawler reads every file, the index needs every language's split).
  const built = new WeakMap<readonly SitemapEntry[], { origin: string; sitemap: LanguageSitemap }>();

  async function languageSitemap(c: Context<AppEnv>, language: Language): Promise<LanguageSitemap> {
    const origin = originOf(c);
    const answer = await c.var.context.content.sitemapEntries(language);
    const known = built.get(answer);
    if (known?.origin === origin) return known.sitemap;
    // Home pages are listed in the index sitemap, once.
    const entries = answer.filter((entry) => !entry.isHome).map((entry) => languageEntry(origin, entry));
    const elements = entries.map(urlElement);
    const files = splitSitemap(elements, URLSET_FRAME_BYTES, limits);
    const lastmods = files.map(([start, end]) => latest(entries.slice(start, end)));
    const sitemap: LanguageSitemap = { entries, elements, files, lastmods, written: files.map(() => undefined) };
    built.set(answer, { origin, sitemap });
    return sitemap;
  }

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(c);
    const sitemaps = await Promise.all(LANGUAGES.map(async (language) => ({ language, sitemap: await languageSitemap(c, language) })));
    // Each language file with the latest change of its pages, so a crawler can skip the files that did not change.
    const files = sitemaps.flatMap(({ language, sitemap }) =>
      sitemap.lastmods.map((lastmod, index) => ({ loc: `${origin}/${sitemapFileName(language, index + 1)}`, lastmod })),
    );
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `<sitemap><loc>${xml(`${origin}/index-sitemap.xml`)}</loc></sitemap>`,
      ...files.map(({ loc, lastmod }) => `<sitemap><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</sitemap>`),
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
    return send(c, urlSet(entries.map(urlElement)), 'application/xml; charset=UTF-8');
  });

  /** Part `part` of `language`'s sitemap, written once per content answer; null when the split makes no such part (yet). */
  async function writtenLanguageFile(
    c: Context<AppEnv>,
    language: Language,
    part: number,
  ): Promise<{ file: SharedSitemapFile; bytes: () => Promise<Uint8Array<ArrayBuffer>> } | null> {
    const sitemap = await languageSitemap(c, language);
    const range = sitemap.files[part - 1];
    if (!range) return null;
    const index = part - 1;
    let written = sitemap.written[index];
    if (!written) {
      written = writeFile(urlSet(sitemap.elements.slice(...range)));
      sitemap.written[index] = written;
      // A failed write is forgotten, so the next request writes it again.
      written.catch(() => {
        if (sitemap.written[index] === written) sitemap.written[index] = undefined;
      });
    }
    const { bytes, gzip, etag } = await written;
    return { file: { gzip, etag }, bytes: async () => bytes };
  }

  // A language's files; a part the split does not make (yet) is an unknown page, as any other path.
  app.get('/:file{[a-z]+-sitemap[0-9-]*\\.xml}', async (c, next) => {
    const name = c.req.param('file');
    const file = parseSitemapFileName(name, LANGUAGES);
    if (!file) return next();
    const key =
      shared && (await mayShare(c.var.context)) ? await shared.keyOf(c.var.config.PUBLIC_SITE_URL, requestUrl(c.req.raw), name) : null;
    const kept = key && shared ? await shared.get(key) : null;
    const found = kept ? { file: kept, bytes: () => gunzip(kept.gzip) } : await writtenLanguageFile(c, file.language, file.part);
    if (!found) return next();
    if (key && shared && !kept && !c.var.context.health.degraded) afterResponse(c, shared.set(key, found.file));
    const { gzip, etag } = found.file;
    c.header('ETag', etag);
    c.header('Vary', 'Accept-Encoding');
    // A crawler that kept the file since the content last changed gets no body.
    if (matchesEtag(c.req.header('If-None-Match'), etag)) {
      c.header('Cache-Control', CACHE_CONTROL.sitemap);
      return c.body(null, 304);
    }
    if (!acceptsGzip(clientAcceptEncoding(c.req.raw))) return send(c, await found.bytes(), 'application/xml; charset=UTF-8');
    // The kept gzip bytes go out as they are (`encodeBody: 'manual'`: the runtime does not compress again).
    const headers = new Headers({
      'Content-Type': 'application/xml; charset=UTF-8',
      'Cache-Control': CACHE_CONTROL.sitemap,
      'Content-Encoding': 'gzip',
      ETag: etag,
      Vary: 'Accept-Encoding',
    });
    return new Response(gzip, { headers, encodeBody: 'manual' });
  });

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
