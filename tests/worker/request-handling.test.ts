import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));

describe('trailing slashes', () => {
  test('a path with a trailing slash answers 301 to the path without it, keeping the query', async () => {
    const response = await get('/kurs/ledarskap/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/kurs/ledarskap?a=1');
  });

  test('a path of only slashes never redirects to a protocol-relative address', async () => {
    const response = await get('//evil.example/');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')?.startsWith('//')).toBe(false);
  });
});

describe('language on the root path', () => {
  test('a cookie naming English redirects the root path to /en', async () => {
    const response = await get('/', { headers: { Cookie: 'i18n_redirected=en' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en');
  });

  test('a cookie naming Swedish serves the Swedish home page', async () => {
    const response = await get('/', { headers: { Cookie: 'i18n_redirected=sv', 'Accept-Language': 'en' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="sv"');
  });

  test('without a cookie, Accept-Language decides once and the cookie is set', async () => {
    const response = await get('/', { headers: { 'Accept-Language': 'en-GB,en;q=0.9,sv;q=0.5' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en');
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toContain('i18n_redirected=en');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
  });

  test('a Swedish or unknown Accept-Language keeps the Swedish home page and remembers it', async () => {
    const response = await get('/', { headers: { 'Accept-Language': 'de-DE' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toContain('i18n_redirected=sv');
  });

  test('coming from an English page of this site, the root path is a choice of Swedish: served and remembered', async () => {
    const response = await get('/', { headers: { Cookie: 'i18n_redirected=en', Referer: 'http://localhost/en/course/x?y=1' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="sv"');
    expect(response.headers.get('Set-Cookie')).toContain('i18n_redirected=sv');
  });

  test('a Referer from another site, from a Swedish page or that is junk keeps the redirect to /en', async () => {
    for (const referer of [
      'https://elsewhere.example/en',
      'http://localhost/sitemap',
      'not a url',
      'http://localhost.evil/en',
      'https://localhost/en',
    ]) {
      const response = await get('/', { headers: { Cookie: 'i18n_redirected=en', Referer: referer } });
      expect(response.status, referer).toBe(302);
      expect(response.headers.get('Location')).toBe('/en');
    }
  });

  test('a junk cookie value is ignored rather than trusted', async () => {
    const response = await get('/', { headers: { Cookie: 'i18n_redirected=%3Cscript%3E', 'Accept-Language': 'sv' } });
    expect(response.status).toBe(200);
  });

  test('other paths are never redirected by language', async () => {
    const response = await get('/sitemap', { headers: { Cookie: 'i18n_redirected=en' } });
    expect(response.status).toBe(200);
  });
});

describe('preview query redirects', () => {
  test('post_id answers 301 to /preview', async () => {
    const response = await get('/kurs/x?post_id=42');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/preview?post_id=42');
  });

  test('preview_id answers 301 to /preview with the id as post_id', async () => {
    const response = await get('/?preview_id=7&preview=true');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/preview?post_id=7');
  });

  test('p on the root path answers 302', async () => {
    const response = await get('/?p=9');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/preview?post_id=9');
  });

  test('p on another path is not a preview link', async () => {
    const response = await get('/sitemap?p=9');
    expect(response.status).toBe(200);
  });

  test('the preview page itself is not redirected again', async () => {
    const response = await get('/preview?post_id=42');
    expect(response.status).toBe(200);
  });
});

describe('route rules', () => {
  test('an internal rule redirects with its status', async () => {
    const response = await get('/ledarskap');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/kurs/ledarskap-i-praktiken');
  });

  test('an external rule marked external redirects off-site', async () => {
    const response = await get('/myfei');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://myfei.example.org/login');
  });

  test('builds/latest.json names the build and builds/meta/{id}.json serves its rules', async () => {
    const latest = await get('/builds/latest.json?1234');
    expect(latest.status).toBe(200);
    const { id, timestamp } = (await latest.json()) as { id: string; timestamp: number };
    expect(typeof id).toBe('string');
    expect(Number.isInteger(timestamp)).toBe(true);
    const meta = await get(`/builds/meta/${id}.json`);
    expect(meta.status).toBe(200);
    const body = (await meta.json()) as { routeRules: Record<string, unknown> };
    expect(body.routeRules['/ledarskap']).toBeDefined();
  });

  test('an unknown build id answers a JSON 404', async () => {
    const response = await get('/builds/meta/nope.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, statusMessage: 'not_found' });
  });
});

describe('malformed paths', () => {
  test('a page path with broken percent-encoding answers 400 with the error page', async () => {
    const response = await get('/kurs/%ED%A0%80');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Något gick fel');
  });

  test('an API path with broken percent-encoding answers a 400 JSON error', async () => {
    const response = await get('/api/backend/event/course/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, statusMessage: 'malformed_path' });
  });
});

describe('preview page payload', () => {
  test('the preview page payload keeps its post_id instead of redirecting', async () => {
    const response = await get('/preview/_payload.json?post_id=42');
    expect(response.status).toBe(200);
    expect(response.headers.get('Location')).toBeNull();
  });
});

describe('preview links keep their language and post type', () => {
  test('a link from an English page lands on the English preview, with post_type kept', async () => {
    const response = await get('/en/course/some-course?preview_id=1501&post_type=course&preview=true');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/en/preview?post_id=1501&post_type=course');
  });

  test('p on the English root answers 302 to the English preview', async () => {
    const response = await get('/en?p=1501&post_type=course');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/en/preview?post_id=1501&post_type=course');
  });

  test('a Swedish link keeps post_type; a post_type that is no type name is dropped', async () => {
    const swedish = await get('/kurs/x?post_id=1001&post_type=course');
    expect(swedish.headers.get('Location')).toBe('/preview?post_id=1001&post_type=course');
    const hostile = await get('/kurs/x?post_id=1001&post_type=%3Cscript%3E');
    expect(hostile.headers.get('Location')).toBe('/preview?post_id=1001');
  });

  test('/en/... that only starts like English (/enkat) is Swedish', async () => {
    const response = await get('/enkat?post_id=5');
    expect(response.headers.get('Location')).toBe('/preview?post_id=5');
  });
});
