import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { STAFF_TOKEN_COOKIE, signStaffToken, verifyStaffToken } from '../../worker/preview/staff-token';
import { sample } from './content-helpers';

const SECRET = 'preview-secret-for-tests-0123456789';
const app = (vars: Record<string, string> = { PREVIEW_SECRET: SECRET }) =>
  createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });
const site = app();
const request = (path: string, cookie = '') =>
  new Request(`https://site.example${path}`, { redirect: 'manual', headers: { Cookie: `i18n_redirected=sv; ${cookie}` } });
const fetchPage = (path: string, cookie = '') => site.fetch(request(path, cookie), env);

const hidden = sample.unpublishedCourse();
const hiddenPath = pathFor('course', hidden.language, { slug: hidden.slug });

const postSecret = (secret: string, next = '') =>
  site.fetch(
    new Request('https://site.example/api/content/preview-token', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, next }).toString(),
    }),
    env,
  );

async function staffCookie(): Promise<string> {
  const response = await postSecret(SECRET);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${STAFF_TOKEN_COOKIE}=`));
  return cookie?.split(';')[0] ?? '';
}

beforeAll(async () => {
  await fetchPage('/api/content/menu/sv');
}, 60_000);

describe('preview mode', () => {
  test('?preview=true with a staff token sets a session flag and the page is not cached', async () => {
    const response = await fetchPage('/sitemap?preview=true', await staffCookie());
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('fei_preview=1'));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  test('?preview=false clears the flag and redirects to the URL without the parameter', async () => {
    const response = await fetchPage('/sok?q=ledarskap&preview=false', 'fei_preview=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/sok?q=ledarskap');
    expect(response.headers.getSetCookie().some((value) => /^fei_preview=;/.test(value) && /Max-Age=0/i.test(value))).toBe(true);
  });

  test('the root data tells the page that preview is on, for staff only', async () => {
    const response = await fetchPage('/sitemap/_payload.json', `fei_preview=1; ${await staffCookie()}`);
    const body = (await response.json()) as { loaderData: { root: { preview: unknown } } };
    expect(body.loaderData.root.preview).toEqual({ active: true, staff: true });
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const visitor = await fetchPage('/sitemap/_payload.json', 'fei_preview=1');
    const visitorBody = (await visitor.json()) as { loaderData: { root: { preview: unknown } } };
    expect(visitorBody.loaderData.root.preview).toEqual({ active: false, staff: false });
  });
});

describe('unpublished content without a staff token', () => {
  test('the preview page shows no item and says it is not staff', async () => {
    const response = await fetchPage(`/preview?post_id=${hidden.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(hidden.title);
    expect(html).not.toContain(hidden.excerpt);
    // No item: the page is the bare frame with its heading, and no preview banner.
    expect(html).not.toContain('data-testid="preview-page"');
    // The site's data for the page's islands carries the preview state.
    expect(html).toContain('"preview":{"active":true,"staff":false}');
  });

  test('its page is a 404 in preview mode too', async () => {
    expect((await fetchPage(`${hiddenPath}?preview=true`)).status).toBe(404);
  });

  test('a published item previews without a token', async () => {
    const course = sample.course('sv');
    const response = await fetchPage(`/preview?post_id=${course.id}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(course.title);
  });

  test('a malformed post id is a 404', async () => {
    expect((await fetchPage('/preview?post_id=abc')).status).toBe(404);
  });
});

describe('unpublished content with a staff token', () => {
  test('the token is issued only for the right secret, and not at all without one configured', async () => {
    expect((await postSecret('wrong')).status).toBe(403);
    const unconfigured = await app({}).fetch(request('/api/content/preview-token'), env);
    expect(unconfigured.status).toBe(404);
    const response = await postSecret(SECRET, '/kurs');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/kurs?preview=true');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.getSetCookie().find((value) => value.startsWith(`${STAFF_TOKEN_COOKIE}=`))).toMatch(/Max-Age=43200/i);
  });

  test('the token can also be posted from a form', async () => {
    const response = await site.fetch(
      new Request('https://site.example/api/content/preview-token', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `secret=${SECRET}&next=//evil.example`,
      }),
      env,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/?preview=true');
  });

  test('the preview page and the item page show the unpublished item, uncached', async () => {
    const staff = await staffCookie();
    const preview = await fetchPage(`/preview?post_id=${hidden.id}`, staff);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain(hidden.title);
    const page = await fetchPage(hiddenPath, `fei_preview=1; ${staff}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await page.text()).toContain(hidden.title);
  });

  test('outside preview mode the token does not reveal anything', async () => {
    const staff = await staffCookie();
    expect((await fetchPage(hiddenPath, staff)).status).toBe(404);
  });

  test('nothing a staff member saw is served to visitors afterwards', async () => {
    const staff = await staffCookie();
    expect((await fetchPage(hiddenPath, `fei_preview=1; ${staff}`)).status).toBe(200);
    expect((await fetchPage(hiddenPath)).status).toBe(404);
    const xml = await (await fetchPage(`/${hidden.language}-sitemap.xml`)).text();
    expect(xml).not.toContain(hidden.slug);
  });

  test('a token signed with another secret, an expired one or a tampered one is refused', async () => {
    const future = Math.floor(Date.now() / 1000) + 600;
    const foreign = await signStaffToken('another-secret-0123456789abcdef', future);
    const response = await fetchPage(`/preview?post_id=${hidden.id}`, `${STAFF_TOKEN_COOKIE}=${foreign}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain(hidden.title);
    const expired = await signStaffToken(SECRET, Math.floor(Date.now() / 1000) - 1);
    expect(await verifyStaffToken(expired, SECRET)).toBe(false);
    const good = await signStaffToken(SECRET, future);
    expect(await verifyStaffToken(good, SECRET)).toBe(true);
    expect(
      await verifyStaffToken(
        good.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
        SECRET,
      ),
    ).toBe(false);
    expect(await verifyStaffToken(good.replace(String(future), String(future + 1)), SECRET)).toBe(false);
    expect(await verifyStaffToken(good, undefined)).toBe(false);
  });
});
