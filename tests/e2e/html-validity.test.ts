import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { matchPath } from 'react-router';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { ROUTES, type RouteName } from '../../shared/routing/route-table';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { completeCartOf } from '../fixtures/complete-cart';
import { baseUrl } from './browser';

// The server's HTML of every page type, in both languages, checked by the W3C Nu HTML Checker
// (vnu.jar; Java is installed by scripts/dev/ensure-java.mjs). Pages are picked the way the site
// links them: slugs from the sitemaps, the catalogue from the main menu, a real shared cart and a
// real signing document, so that new markup on any of them is checked without editing this list.

/** The path of vnu.jar, which the vnu-jar package exports as its main value. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * The checker's CSS grammar predates the standard `line-clamp` property that the stylesheet
 * (inlined in every page's head) uses next to `-webkit-line-clamp`; that one message is not a
 * fault of the page. Nothing else is ignored.
 */
const KNOWN_CHECKER_GAPS = [/^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/];

interface CheckedPage {
  label: string;
  path: string;
  language: Language;
  status: number;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const SEARCH_WORDS: Record<Language, string> = { sv: 'ledarskap', en: 'leadership' };

/** The order token of the signing document below, which the signing page asks for (as a browser's cookie). */
let orderCookie = '';

/** The server's answer to a visitor in this language, without following redirects. */
async function serverHtml(pagePath: string, language: Language): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl()}${pagePath}`, {
    redirect: 'manual',
    headers: { 'Accept-Language': language, Cookie: orderCookie },
  });
  return { status: response.status, html: await response.text() };
}

async function json<T>(pagePath: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl()}${pagePath}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pagePath} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const postJson = <T>(pagePath: string, body: unknown) =>
  json<T>(pagePath, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The route a path of the site belongs to, by the shared route table (specific routes first). */
function routeOf(pathname: string, language: Language): RouteName | undefined {
  return ROUTES.find((route) => matchPath({ path: route.paths[language], end: true }, pathname))?.name;
}

/** Every page the language's sitemap lists, by route. */
async function sitemapPaths(language: Language): Promise<Map<RouteName, string[]>> {
  const response = await fetch(`${baseUrl()}/${language}-sitemap.xml`);
  expect(response.status).toBe(200);
  const byRoute = new Map<RouteName, string[]>();
  for (const [, loc] of (await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc!.replace(/&amp;/g, '&')).pathname;
    const route = routeOf(pathname, language);
    if (route) byRoute.set(route, [...(byRoute.get(route) ?? []), pathname]);
  }
  return byRoute;
}

function firstOf(byRoute: Map<RouteName, string[]>, route: RouteName): string {
  const first = byRoute.get(route)?.[0];
  if (!first) throw new Error(`the sitemap lists no ${route} page`);
  return first;
}

interface MenuData {
  loaderData: {
    root: {
      menu: { mainMenuByLanguage: { mainMenuItems: Array<{ type: string; items: Array<{ primaryLink: { url: string; title: string } }> }> } };
    };
  };
}

/** The first list of the main menu, its first topic's "all courses in ..." link, as the home page gets it. */
async function catalogueFromMenu(language: Language): Promise<string> {
  const home = pathFor('home', language);
  const payload = await json<MenuData>(`${home === '/' ? '' : home}/_payload.json`);
  const list = payload.loaderData.root.menu.mainMenuByLanguage.mainMenuItems.find((item) => item.type === 'list' && item.items.length > 0);
  const link = list?.items[0]?.primaryLink;
  if (!link) throw new Error(`the ${language} main menu has no list with a topic`);
  return link.url;
}

interface CourseEvent {
  id: number;
  type: 'courseEvent' | 'programmeEvent';
  postId: number;
  documentId: number;
  category: CartOrder['cartItems'][number]['category'];
  startDate: string;
  endDate: string;
  seats: number;
  cancelled: boolean;
}
interface CoursePayload {
  loaderData: Record<string, { course?: { id: number; title: string; events: CourseEvent[] } }>;
}

/** The course of a course page and its first open event, from the page's own payload. */
async function courseAndEvent(coursePath: string) {
  const payload = await json<CoursePayload>(`${coursePath}/_payload.json`);
  const course = Object.values(payload.loaderData).find((data) => data.course)?.course;
  const event = course?.events.find((candidate) => !candidate.cancelled && candidate.seats > 0);
  if (!course || !event) throw new Error(`${coursePath} has no open event`);
  return { course, event };
}

/** A cart with one participant on the event, complete enough to commit. */
function completeCart(course: { title: string }, event: CourseEvent): CartOrder {
  const unique = Date.now().toString(36);
  const { id, type, postId, documentId, category, startDate, endDate } = event;
  return completeCartOf({
    lines: [
      {
        item: { id, type, postId, documentId, category, startDate, endDate, displayTitle: course.title },
        emails: [`html-check-${unique}@example.se`],
      },
    ],
    customerId: '5560000001',
    contactEmail: `contact-${unique}@example.se`,
  });
}

/** Every page type and checkout step of one language, with the status the server should answer. */
async function pagesOf(
  language: Language,
  shareId: string,
  signingId: string,
): Promise<Array<Omit<CheckedPage, 'status'> & { expected: number }>> {
  const sitemap = await sitemapPaths(language);
  const coursePath = firstOf(sitemap, 'course');
  const { course, event } = await courseAndEvent(coursePath);
  const cartId = 'default';
  const page = (label: string, pagePath: string, expected = 200) => ({ label: `${label} (${language})`, path: pagePath, language, expected });
  return [
    page('home', pathFor('home', language)),
    page('catalogue from the main menu', await catalogueFromMenu(language)),
    page('course', coursePath),
    page('programme', firstOf(sitemap, 'programme')),
    page('inspiration article', firstOf(sitemap, 'inspiration')),
    // Content pages differ most (sections, FAQ, child pages, the explorer): all of them.
    ...(sitemap.get('page') ?? []).map((pagePath) => page('content page', pagePath)),
    page('event schedule', pathFor('schedule', language, { eventType: 'course', eventId: String(event.id) })),
    page('search results', `${pathFor('search', language)}?q=${SEARCH_WORDS[language]}`),
    page('search without a query', pathFor('search', language)),
    // Article cards among the results (site search finds inspiration articles).
    page('search results with an article', `${pathFor('search', language)}?q=CSRD`),
    page('sitemap', pathFor('sitemap', language)),
    page('error page', pathFor('error', language), 500),
    page('page not found', pathFor('course', language, { slug: 'no-such-course-anywhere' }), 404),
    page('preview', `${pathFor('preview', language)}?post_id=${course.id}`),
    page('shared cart', pathFor('share-cart', language, { slug: cartId, shareId })),
    page('checkout: cart', pathFor('checkout', language)),
    page('checkout: customer', pathFor('checkout-customer', language)),
    page('checkout: participants', pathFor('checkout-booking', language)),
    page('checkout: confirm', pathFor('checkout-confirm', language)),
    page('checkout: status', `${pathFor('checkout-status', language)}?document=${signingId}`),
    page('application: start', pathFor('application', language)),
    page('application: cart', pathFor('application-cart', language, { slug: cartId })),
    page('application: attachments', pathFor('application-attachments', language, { slug: cartId })),
    page('application: customer', pathFor('application-customer', language, { slug: cartId })),
    page('application: status', pathFor('application-status', language, { slug: cartId })),
    page('signing page', `/sign/${signingId}?lang=${language}`),
    page('signing page, form refused', `/sign/${signingId}?lang=${language}&error=1`),
    page('signing page, no such document', `/sign/${'0'.repeat(32)}?lang=${language}`, 404),
  ];
}

let folder: string;
const checked = new Map<string, CheckedPage>();

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'fei-html-'));
  // A real shared cart and a real signing document, made through the site's own API.
  const { course, event } = await courseAndEvent(firstOf(await sitemapPaths('sv'), 'course'));
  const cart = completeCart(course, event);
  const shared = await postJson<{ cart: { meta: { sharing: { id: string } } } }>('/api/backend/cart/share', { cart, fields: {} });
  const order = await postJson<{ orderId: string; commitHash: string; orderToken: string }>('/api/backend/cart/commit', cart);
  const signing = await postJson<{ id: string }>('/api/docs/create', {
    orderId: order.orderId,
    commitHash: order.commitHash,
    orderToken: order.orderToken,
  });
  orderCookie = `fei_order_token=${order.orderToken}`;

  const pages = (await Promise.all(LANGUAGES.map((language) => pagesOf(language, shared.cart.meta.sharing.id, signing.id)))).flat();
  // The worker's own error page, for paths that never reach React.
  pages.push({ label: 'fallback error page (malformed path)', path: '/%09/x', language: 'sv', expected: 400 });
  for (const [index, { expected, ...page }] of pages.entries()) {
    const { status, html } = await serverHtml(page.path, page.language);
    expect(status, `${page.label}: ${page.path}`).toBe(expected);
    const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
    await writeFile(file, html);
    checked.set(file, { ...page, status });
  }
}, 120_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Runs vnu once over every file (one JVM start instead of one per page) and answers its messages. */
async function validate(files: string[]): Promise<VnuMessage[]> {
  const args = ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', ...files];
  // vnu exits 1 when it reports errors; its JSON report is on stdout either way.
  const report = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (!error.stdout?.trim().startsWith('{')) throw new Error(`vnu did not run: ${error.message}\n${error.stderr ?? ''}`);
      return error.stdout;
    },
  );
  return (JSON.parse(report) as { messages: VnuMessage[] }).messages;
}

describe('the HTML of every page type and checkout step', () => {
  test('covers every route of the route table in both languages', () => {
    const routes = new Set([...checked.values()].map((page) => `${routeOf(page.path.split('?')[0]!, page.language)}:${page.language}`));
    for (const language of LANGUAGES) {
      for (const route of ROUTES) expect(routes, `no ${route.name} page checked in ${language}`).toContain(`${route.name}:${language}`);
    }
  });

  test('validates with the W3C Nu HTML Checker: no errors', { timeout: 180_000 }, async () => {
    const messages = await validate([...checked.keys()]);
    const errors = messages.filter((message) => !KNOWN_CHECKER_GAPS.some((gap) => gap.test(message.message)));
    const report = errors.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      const page = checked.get(file);
      const where = page ? `${page.label} ${page.path}` : file || '(no file)';
      return `${where}, line ${message.lastLine ?? '?'} column ${message.firstColumn ?? '?'}: ${message.type}${message.subType ? `/${message.subType}` : ''}: ${message.message}\n    ${(message.extract ?? '').replace(/\n/g, ' ')}`;
    });
    const pages = new Set(errors.map((message) => message.url)).size;
    expect(errors.length, `${errors.length} error(s) on ${pages} page(s):\n${report.join('\n')}\n`).toBe(0);
    // The checker read every file: it names none that it could not load.
    expect(messages.filter((message) => message.type === 'non-document-error')).toEqual([]);
  });
});
