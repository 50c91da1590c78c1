import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { STAFF_TOKEN_COOKIE, signStaffToken } from '../../worker/preview/staff-token';
import { catalogue } from './content-helpers';
import { createFakeGraphqlServer } from './fakes/graphql-server';

// Security: unpublished content never leaves the worker without a valid staff token,
// cached or not. Every surface that shows content is asked for unpublished items with no
// preview, with preview, with forged, expired and tampered tokens, then again after a member of
// staff has looked at every one of them (so any cache that could have kept them is warm), for the
// embedded content service and for a CMS at CONTENT_GRAPHQL_URL.

const SECRET = 'preview-secret-for-tests-0123456789';
const OTHER_SECRET = 'another-secret-0123456789abcdefgh';
const CMS_URL = 'https://cms.security.test/graphql';

const hiddenCourse = catalogue.courses.find((item) => !item.published)!;
const hiddenProgramme = catalogue.programmes.find((item) => !item.published)!;
const hiddenArticle = catalogue.articles.find((item) => !item.published)!;
const HIDDEN = [hiddenCourse, hiddenProgramme, hiddenArticle];

/** Every address that could show an unpublished item, with the texts that must never appear. */
function surfaces(): Array<{ path: string; secrets: string[] }> {
  const list: Array<{ path: string; secrets: string[] }> = [];
  for (const item of HIDDEN) {
    const secrets = [item.title, item.excerpt].filter((text): text is string => typeof text === 'string' && text.length > 12);
    const page = pathFor(item.type === 'inspiration' ? 'inspiration' : item.type, item.language, { slug: item.slug });
    list.push({ path: page, secrets });
    list.push({ path: `${page}/_payload.json`, secrets });
    list.push({ path: `/preview?post_id=${item.id}`, secrets });
    list.push({ path: `/preview/_payload.json?post_id=${item.id}`, secrets });
    list.push({ path: `/api/search?language=${item.language}&itemIds=${item.id}`, secrets });
    // The search page repeats the query in its input, so there the secret is a link to the item.
    list.push({
      path: `${item.language === 'sv' ? '/sok' : '/en/search'}?q=${encodeURIComponent(item.title.split(' ')[0] ?? '')}`,
      secrets: [`href="${page}"`],
    });
    list.push({ path: `/${item.language}-sitemap.xml`, secrets: [item.slug] });
    if ('events' in item) {
      const type = item.type;
      for (const event of item.events.slice(0, 2)) {
        list.push({ path: `${item.language === 'en' ? '/en' : ''}/schedule/${type}/${event.id}`, secrets });
        list.push({ path: `${item.language === 'en' ? '/en' : ''}/schedule/${type}/${event.id}/calendar.ics`, secrets });
      }
    }
  }
  return list;
}

const SURFACES = surfaces();

/** Cookie headers of visitors who must not see unpublished content. */
async function visitors(): Promise<Record<string, string>> {
  const future = Math.floor(Date.now() / 1000) + 3600;
  const good = await signStaffToken(SECRET, future);
  const tampered = good.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
  return {
    'no preview': '',
    'preview flag': 'fei_preview=1',
    'a token signed with another secret': `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${await signStaffToken(OTHER_SECRET, future)}`,
    'an expired token': `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${await signStaffToken(SECRET, Math.floor(Date.now() / 1000) - 5)}`,
    'a tampered token': `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${tampered}`,
    'a token with a later expiry than signed': `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${good.replace(String(future), String(future + 999_999))}`,
    'a malformed token': `fei_preview=1; ${STAFF_TOKEN_COOKIE}=v1.9999999999.zz`,
    'the token outside preview mode': `${STAFF_TOKEN_COOKIE}=${good}`,
  };
}

type Site = ReturnType<typeof createApp>;

async function fetchText(
  site: Site,
  path: string,
  cookie: string,
  query = '',
): Promise<{ status: number; text: string; cacheControl: string | null }> {
  const separator = path.includes('?') ? '&' : '?';
  const url = `https://site.example${path}${query ? `${separator}${query}` : ''}`;
  const response = await site.fetch(
    new Request(url, { redirect: 'manual', headers: { Cookie: `i18n_redirected=sv; ${cookie}`, Authorization: 'Bearer forged' } }),
    env,
  );
  return { status: response.status, text: await response.text(), cacheControl: response.headers.get('Cache-Control') };
}

/** Asks every surface as every kind of visitor, with and without ?preview=true. */
async function expectNothingLeaks(site: Site): Promise<void> {
  const kinds = await visitors();
  for (const [kind, cookie] of Object.entries(kinds)) {
    for (const { path, secrets } of SURFACES) {
      // The /preview page is always in preview mode, so a valid token there is a staff request.
      if (kind === 'the token outside preview mode' && path.startsWith('/preview')) continue;
      // A valid token with ?preview=true is a staff request; outside preview it must show nothing.
      const queries = kind === 'the token outside preview mode' ? [''] : ['', 'preview=true'];
      for (const query of queries) {
        const { status, text } = await fetchText(site, path, cookie, query);
        expect(status, `${kind}: ${path} ${query}`).toBeLessThan(500);
        for (const secret of secrets) expect(text.includes(secret), `${kind}: ${path} ${query} shows "${secret}"`).toBe(false);
      }
    }
  }
}

async function staffLooksAtEverything(site: Site): Promise<number> {
  const response = await site.fetch(
    new Request('https://site.example/api/content/preview-token', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: SECRET }).toString(),
    }),
    env,
  );
  const staff =
    response.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${STAFF_TOKEN_COOKIE}=`))
      ?.split(';')[0] ?? '';
  expect(staff.startsWith(`${STAFF_TOKEN_COOKIE}=v1.`)).toBe(true);
  let seen = 0;
  for (const { path, secrets } of SURFACES) {
    const { text, cacheControl } = await fetchText(site, path, `fei_preview=1; ${staff}`);
    if (secrets.some((secret) => text.includes(secret))) {
      seen += 1;
      // Whatever showed unpublished content may not be kept by any shared cache.
      expect(cacheControl, path).toBe('private, no-store');
    }
  }
  return seen;
}

const makeSite = (vars: Record<string, string>) =>
  createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });

describe('unpublished content with the embedded content service', () => {
  const site = makeSite({ PREVIEW_SECRET: SECRET, CONTENT_CACHE_TTL: '300' });

  test('no visitor without a valid staff token sees it on any surface, cold caches', async () => {
    await expectNothingLeaks(site);
  }, 180_000);

  test('staff see it, uncached, and visitors still do not after that warmed every cache', async () => {
    expect(await staffLooksAtEverything(site)).toBeGreaterThanOrEqual(HIDDEN.length);
    await expectNothingLeaks(site);
  }, 180_000);
});

describe('unpublished content with a CMS at CONTENT_GRAPHQL_URL', () => {
  const site = makeSite({ PREVIEW_SECRET: SECRET, CONTENT_GRAPHQL_URL: CMS_URL, CONTENT_CACHE_TTL: '300' });
  let cms: ReturnType<typeof createFakeGraphqlServer>;

  beforeAll(async () => {
    // The fake CMS honours exactly the staff token the worker would forward for this secret,
    // and sends unpublished items whenever the token is right.
    cms = createFakeGraphqlServer({ token: 'staff-token' });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).host !== new URL(CMS_URL).host) return realFetch(request);
      const authorization = request.headers.get('authorization') ?? '';
      const token = authorization.replace(/^Bearer /, '');
      // Any token the worker forwards must be one it verified; a CMS would trust it.
      const trusted = /^v1\.\d+\.[0-9a-f]{64}$/.test(token);
      const headers = new Headers(request.headers);
      if (trusted) headers.set('authorization', 'Bearer staff-token');
      else headers.delete('authorization');
      return cms.fetch(new Request('https://cms.test/graphql', { method: request.method, headers, body: await request.text() }));
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  test('no visitor without a valid staff token sees it on any surface, cold caches', async () => {
    await expectNothingLeaks(site);
    expect(cms.requests.length).toBeGreaterThan(0);
    // Tokens that failed verification were never forwarded to the CMS.
    expect(cms.requests.every((request) => request.authorization === null)).toBe(true);
  }, 180_000);

  test('staff see it, uncached, and visitors still do not after that warmed every cache', async () => {
    expect(await staffLooksAtEverything(site)).toBeGreaterThanOrEqual(HIDDEN.length);
    expect(cms.requests.some((request) => request.authorization !== null)).toBe(true);
    await expectNothingLeaks(site);
  }, 180_000);
});
