// One real page of every page type of the running site, in both languages, picked the way the site
// links them: slugs from the sitemaps, the catalogue page from the main menu, search results for a
// word, a real shared cart made through the site's own API, and every checkout step.
import { matchPath } from 'react-router';
import { sharedModules } from './shared-modules.mjs';

export const LANGUAGES = ['sv', 'en'];

/**
 * The page types, in the order they are measured. `cart` is what the visitor's browser holds when
 * the page is opened: nothing (a first visit), the shared cart taken over (`open`), or that cart
 * after "send and sign" (`committed`, the booking waiting for its signature).
 */
export const PAGE_TYPES = [
  { name: 'home', cart: 'none' },
  { name: 'catalogue', cart: 'none', label: 'catalogue page (from the main menu)' },
  { name: 'course', cart: 'none' },
  { name: 'programme', cart: 'none' },
  { name: 'inspiration', cart: 'none', label: 'inspiration article' },
  { name: 'search', cart: 'none', label: 'search results' },
  { name: 'shared-cart', cart: 'none', label: 'shared cart' },
  { name: 'checkout-cart', cart: 'open', label: 'checkout: cart' },
  { name: 'checkout-customer', cart: 'open', label: 'checkout: customer' },
  { name: 'checkout-participants', cart: 'open', label: 'checkout: participants' },
  { name: 'checkout-confirm', cart: 'open', label: 'checkout: confirm' },
  { name: 'checkout-status', cart: 'committed', label: 'checkout: status' },
];

/** Page types whose first-load JavaScript has the content-page budget (not the checkout's). */
export const CONTENT_PAGE_TYPES = new Set(['home', 'catalogue', 'course', 'programme', 'inspiration', 'search']);

const SEARCH_WORDS = { sv: 'ledarskap', en: 'leadership' };

/**
 * The names of `BENCH_PAGES_ONLY` (a comma list), checked against the page types; every page type
 * when it is unset or empty.
 */
export function selectedPageTypes(only = process.env.BENCH_PAGES_ONLY) {
  const names = (only ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return PAGE_TYPES;
  const unknown = names.filter((name) => !PAGE_TYPES.some((type) => type.name === name));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES_ONLY: no page type ${unknown.join(', ')}; the page types are ${PAGE_TYPES.map((type) => type.name).join(', ')}`,
    );
  return PAGE_TYPES.filter((type) => names.includes(type.name));
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Every page the language's sitemap lists, by route name (the route table decides, specific routes first). */
async function sitemapPaths(baseUrl, language, ROUTES) {
  const xml = await (await fetch(`${baseUrl}/${language}-sitemap.xml`)).text();
  const byRoute = new Map();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const pathname = new URL(loc.replace(/&amp;/g, '&')).pathname;
    const route = ROUTES.find((candidate) => matchPath({ path: candidate.paths[language], end: true }, pathname));
    if (route) byRoute.set(route.name, [...(byRoute.get(route.name) ?? []), pathname]);
  }
  const first = (name) => {
    const found = byRoute.get(name)?.[0];
    if (!found) throw new Error(`the ${language} sitemap lists no ${name} page`);
    return found;
  };
  return first;
}

/** The main menu's first topic link ("all courses in ..."), which leads to the catalogue page. */
async function catalogueFromMenu(baseUrl, language, pathFor) {
  const home = pathFor('home', language);
  const payload = await json(`${baseUrl}${home === '/' ? '' : home}/_payload.json`);
  const list = payload.loaderData.root.menu.mainMenuByLanguage.mainMenuItems.find((item) => item.type === 'list' && item.items.length > 0);
  const link = list?.items[0]?.primaryLink?.url;
  if (!link) throw new Error(`the ${language} main menu has no list with a topic`);
  return link;
}

/** The course of a course page and its first open event, from the page's own payload. */
async function courseAndEvent(baseUrl, coursePath) {
  const payload = await json(`${baseUrl}${coursePath}/_payload.json`);
  const course = Object.values(payload.loaderData).find((data) => data?.course)?.course;
  const event = course?.events.find((candidate) => !candidate.cancelled && candidate.seats > 0);
  if (!course || !event) throw new Error(`${coursePath} has no open event`);
  return { course, event };
}

/** A cart with one participant on the event and every checkout detail filled in, ready to send. */
function completeCart(completeCartOf, course, event) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const { id, type, postId, documentId, category, startDate, endDate } = event;
  return completeCartOf({
    lines: [
      {
        item: { id, type, postId, documentId, category, startDate, endDate, displayTitle: course.title },
        emails: [`bench-${unique}@example.se`],
      },
    ],
    customerId: '5560000001',
    contactEmail: `contact-${unique}@example.se`,
  });
}

/**
 * One page of every selected page type in both languages: `{ name, label, language, path, cart }`.
 * Makes one shared cart (a complete booking of the first Swedish course's first open event) through
 * the site's API; its page is the shared-cart page, and taking it over fills the checkout's cart.
 */
export async function sitePages(baseUrl, types = PAGE_TYPES) {
  const { ROUTES, pathFor, completeCartOf } = await sharedModules();
  const firstSv = await sitemapPaths(baseUrl, 'sv', ROUTES);
  const { course, event } = await courseAndEvent(baseUrl, firstSv('course'));
  const shared = await json(`${baseUrl}/api/backend/cart/share`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cart: completeCart(completeCartOf, course, event), fields: {} }),
  });
  const shareId = shared.cart.meta.sharing.id;
  const firstOf = { sv: firstSv, en: await sitemapPaths(baseUrl, 'en', ROUTES) };
  const pathOf = {
    home: (language) => pathFor('home', language),
    catalogue: (language) => catalogueFromMenu(baseUrl, language, pathFor),
    course: (language) => firstOf[language]('course'),
    programme: (language) => firstOf[language]('programme'),
    inspiration: (language) => firstOf[language]('inspiration'),
    search: (language) => `${pathFor('search', language)}?q=${SEARCH_WORDS[language]}`,
    'shared-cart': (language) => pathFor('share-cart', language, { slug: 'default', shareId }),
    'checkout-cart': (language) => pathFor('checkout', language),
    'checkout-customer': (language) => pathFor('checkout-customer', language),
    'checkout-participants': (language) => pathFor('checkout-booking', language),
    'checkout-confirm': (language) => pathFor('checkout-confirm', language),
    'checkout-status': (language) => pathFor('checkout-status', language),
  };
  const pages = [];
  for (const type of types) {
    for (const language of LANGUAGES) {
      pages.push({ name: type.name, label: type.label ?? type.name, language, path: await pathOf[type.name](language), cart: type.cart });
    }
  }
  return { pages, sharePath: pathFor('share-cart', 'sv', { slug: 'default', shareId }), confirmPath: pathFor('checkout-confirm', 'sv') };
}
