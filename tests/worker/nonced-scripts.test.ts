import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { ShareResponseSchema } from '../../shared/schemas/share';
import { catalogue, get, sample } from './content-helpers';
import { EVENTS, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

// Every inline script of the HTML of every page type, checkout step, application step and shared
// cart, in both languages, carries the nonce of its response's own Content-Security-Policy. The
// browser walk (tests/e2e/quality-pages.test.ts) visits the same pages for axe and for the CSP
// violations the browser reports; what the server sends needs no browser, so it is read here.

const LANGUAGES = ['sv', 'en'] as const;

/** The page types of tests/e2e/quality-pages.test.ts, in its order. */
function pagePaths(language: 'sv' | 'en', shareId: string): Array<[string, string]> {
  const en = language === 'en' ? '/en' : '';
  const course = sample.course(language);
  const event = course.events.find((candidate) => !candidate.cancelled && candidate.startDate >= catalogue.today)!;
  const page = sample.page(language);
  const child = sample.childPage(language);
  const search = (query: string) => `${pathFor('search', language)}?q=${query}`;
  return [
    ['home', pathFor('home', language)],
    ['search with results', search(language === 'en' ? 'leadership' : 'ledarskap')],
    ['search without results', search('qqxxzzqq')],
    ['generic page', pathFor('page', language, { slug: page.slug })],
    ['child page', pathFor('page', language, { slug: child.parentSlug!, child: child.slug })],
    ['course', pathFor('course', language, { slug: course.slug })],
    ['programme', pathFor('programme', language, { slug: sample.programme(language).slug })],
    ['inspiration', pathFor('inspiration', language, { slug: sample.article(language).slug })],
    ['schedule', pathFor('schedule', language, { eventType: 'course', eventId: String(event.id) })],
    ['sitemap', pathFor('sitemap', language)],
    ['404 page', `${en}/den-har-sidan-finns-inte`],
    ['500 page', `${en}/error?status=500`],
    ['preview', `${en}/preview?post_id=${course.id}`],
    ['checkout customer', `${en}/checkout/customer`],
    ['checkout booking', `${en}/checkout/booking`],
    ['checkout confirm', `${en}/checkout/confirm`],
    ['checkout status', `${en}/checkout/status`],
    ['application attachments', `${en}/application/default/attachments`],
    ['application customer', `${en}/application/default/customer`],
    ['application status', `${en}/application/default/status`],
    ['share cart', `${en}/share-cart/default/${shareId}`],
  ];
}

/**
 * Every `<script>` that runs (not a JSON data block) without the nonce of the response's policy;
 * a page with no script under the nonce at all is answered too, so a page without scripts never
 * passes for one whose scripts all carry it.
 */
function scriptsWithoutNonce(html: string, csp: string): string[] {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return ['the response has no CSP nonce'];
  const running = (html.match(/<script\b[^>]*>/gi) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/i.test(tag));
  if (running.length === 0) return ['the page has no script'];
  return running.filter((tag) => !tag.includes(`nonce="${nonce}"`));
}

let shareId = '';

beforeAll(async () => {
  await loadFakeCatalogue();
  const cart = completeCart({
    lines: [{ event: EVENTS.london, emails: [`nonce-${unique()}@example.se`] }],
    customerId: unique(),
    contactEmail: 'k@example.se',
  });
  const response = await postJson('/api/backend/cart/share', { cart, fields: {} });
  expect(response.status, await response.clone().text()).toBe(201);
  shareId = ShareResponseSchema.parse(await response.json()).cart.meta.sharing.id;
}, SETUP_TIMEOUT_MS);

describe('every script of every page the browser walk checks carries its response nonce', () => {
  for (const language of LANGUAGES) {
    test(`every page type, checkout and application step and a shared cart (${language})`, async () => {
      const headers = { Cookie: `i18n_redirected=${language}`, 'Accept-Language': language === 'en' ? 'en-GB' : 'sv-SE' };
      const problems: string[] = [];
      for (const [name, path] of pagePaths(language, shareId)) {
        const response = await get(path, { headers });
        const html = await response.text();
        if (!html.includes('</html>')) problems.push(`${name} (${path}): answered ${response.status} without a page`);
        for (const tag of scriptsWithoutNonce(html, response.headers.get('Content-Security-Policy') ?? '')) {
          problems.push(`${name} (${path}): script without nonce: ${tag}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
