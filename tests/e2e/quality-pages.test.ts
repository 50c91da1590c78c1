import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, type VIEWPORTS, waitForHydration } from './browser';
import { addEvent, COURSES, newContext, storedCarts, writeStoredCarts } from './checkout-helpers';

// Quality of the pages: on every page type and every checkout step, at mobile and
// desktop widths and in both languages, plus the open cart modal and the open mobile menu:
// - axe-core finds no accessibility violations;
// - no Content Security Policy violation is reported (console or `securitypolicyviolation`);
// - every inline script of the served HTML carries the nonce of the response's own CSP header.
// One browser; one context and one tab per width and language, reused for all of its pages.

type Language = 'sv' | 'en';
type Viewport = keyof typeof VIEWPORTS;
interface PageCase {
  name: string;
  path: string;
  /** Waits until the page shows its real state (beyond hydration). */
  ready?: (page: Page) => Promise<void>;
}

let browser: Browser;

const origin = () => baseUrl();
const pathOf = (loc: string) => new URL(loc).pathname;

/** Real addresses of each page type, read from the site's own sitemaps and pages. */
async function discover(language: Language): Promise<Record<string, string>> {
  const xml = await (await fetch(`${origin()}/${language}-sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]!));
  const prefix = language === 'en' ? '/en' : '';
  const known = language === 'en' ? /^\/en\/(course|programme|inspiration|search|sitemap)\// : /^\/(kurs|program|inspiration|sok|sitemap)\//;
  const course = paths.find((path) => path.startsWith(language === 'en' ? '/en/course/' : '/kurs/'))!;
  const programme = paths.find((path) => path.startsWith(language === 'en' ? '/en/programme/' : '/program/'))!;
  const inspiration = paths.find((path) => path.startsWith(`${prefix}/inspiration/`))!;
  const generic = paths.filter((path) => !known.test(path));
  const depth = (path: string) => path.slice(prefix.length).split('/').filter(Boolean).length;
  const page = generic.find((path) => depth(path) === 1)!;
  const child = generic.find((path) => depth(path) === 2)!;
  const courseHtml = await (await fetch(`${origin()}${course}`)).text();
  const schedule = /href="((?:\/en)?\/schedule\/course\/\d+)"/.exec(courseHtml)?.[1];
  const payload = await (await fetch(`${origin()}${course}/_payload.json`)).text();
  const postId = /"course":\{"id":(\d+)/.exec(payload)?.[1];
  for (const [name, value] of Object.entries({ course, programme, inspiration, page, child, schedule, postId })) {
    if (!value) throw new Error(`no ${name} found for ${language}`);
  }
  return { course, programme, inspiration, page, child, schedule: schedule!, postId: postId! };
}

/** Hydration, waited for generously: the machines that run these are shared and slow. */
const hydrated = (page: Page) => waitForHydration(page, 45_000);
const checkoutReady = async (page: Page) => {
  await hydrated(page);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
};

function pageCases(language: Language, found: Record<string, string>): PageCase[] {
  const en = language === 'en' ? '/en' : '';
  return [
    { name: 'home', path: en || '/' },
    { name: 'search with results', path: language === 'en' ? '/en/search?q=leadership' : '/sok?q=ledarskap' },
    { name: 'search without results', path: language === 'en' ? '/en/search?q=qqxxzzqq' : '/sok?q=qqxxzzqq' },
    { name: 'generic page', path: found.page! },
    { name: 'child page', path: found.child! },
    { name: 'course', path: found.course! },
    { name: 'programme', path: found.programme! },
    { name: 'inspiration', path: found.inspiration! },
    { name: 'schedule', path: found.schedule! },
    { name: 'sitemap', path: `${en}/sitemap` },
    { name: '404 page', path: `${en}/den-har-sidan-finns-inte` },
    { name: '500 page', path: `${en}/error?status=500` },
    { name: 'preview', path: `${en}/preview?post_id=${found.postId}` },
    { name: 'checkout customer', path: `${en}/checkout/customer`, ready: checkoutReady },
    { name: 'checkout booking', path: `${en}/checkout/booking`, ready: checkoutReady },
    { name: 'checkout confirm', path: `${en}/checkout/confirm`, ready: checkoutReady },
    { name: 'checkout status', path: `${en}/checkout/status`, ready: checkoutReady },
  ];
}

function applicationCases(language: Language, shareId: string): PageCase[] {
  const en = language === 'en' ? '/en' : '';
  return [
    { name: 'application attachments', path: `${en}/application/default/attachments`, ready: checkoutReady },
    { name: 'application customer', path: `${en}/application/default/customer`, ready: checkoutReady },
    { name: 'application status', path: `${en}/application/default/status`, ready: checkoutReady },
    { name: 'share cart', path: `${en}/share-cart/default/${shareId}`, ready: checkoutReady },
  ];
}

/** Records CSP violations as the page reports them, from the first script on. */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

interface Tab {
  page: Page;
  console: string[];
}

async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to (execute|load|apply)/i.test(message.text())) console.push(message.text());
  });
  return { page, console };
}

/**
 * Axe violations, one line each: rule, impact, and the first few offending elements. Axe is told
 * that violations are all the test reads (`resultTypes`): it then stops collecting every node of
 * the passed and incomplete checks, most of its time on a long page; every rule still runs.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Every `<script>` that runs (not JSON data) carries the nonce of the response's policy. */
function scriptsWithoutNonce(html: string, csp: string): string[] {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  if (!nonce) return ['the response has no CSP nonce'];
  return (html.match(/<script\b[^>]*>/gi) ?? []).filter(
    (tag) => !/type="application\/(ld\+)?json"/i.test(tag) && !tag.includes(`nonce="${nonce}"`),
  );
}

/** Visits one page and checks all three properties; answers every problem found. */
async function check(tab: Tab, { path, ready = hydrated }: PageCase): Promise<string[]> {
  tab.console.length = 0;
  const response = await tab.page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  if (!response) return [`no response for ${path}`];
  const problems = scriptsWithoutNonce(await response.text(), response.headers()['content-security-policy'] ?? '').map(
    (tag) => `script without nonce: ${tag}`,
  );
  await ready(tab.page);
  await tab.page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const reported = await tab.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  problems.push(...reported.map((line) => `CSP: ${line}`), ...tab.console.map((line) => `CSP console: ${line}`));
  problems.push(...(await axeViolations(tab.page)).map((line) => `axe: ${line}`));
  return problems;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

for (const viewport of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
  for (const language of ['sv', 'en'] as const) {
    describe(`page quality (${viewport}, ${language})`, () => {
      let context: BrowserContext;
      let tab: Tab;
      let found: Record<string, string>;

      beforeAll(async () => {
        found = await discover(language);
        context = await newContext(browser, viewport, language === 'en' ? 'en-GB' : 'sv-SE');
        await context.addCookies([{ name: 'i18n_redirected', value: language, url: origin() }]);
        await watchCsp(context);
        tab = await openTab(context);
        // A booked event, so the checkout steps show their forms rather than an empty cart.
        await addEvent(tab.page, COURSES.swedishAcademic, 1);
        await tab.page.keyboard.press('Escape');
      }, 120_000);
      afterAll(async () => {
        await context?.close();
      });

      test('every page type and checkout step passes axe with no CSP violation and nonced scripts', async () => {
        const failures: string[] = [];
        for (const item of pageCases(language, found)) {
          for (const problem of await check(tab, item)) failures.push(`${item.name} (${item.path}): ${problem}`);
        }
        expect(failures).toEqual([]);
      }, 600_000);

      test('the open cart modal passes axe with no CSP violation', async () => {
        await check(tab, { name: 'course', path: found.course! });
        await tab.page.evaluate(() => window.scrollTo(0, 0));
        await tab.page.getByTestId('bag-button').click();
        await tab.page.getByTestId('cart-modal').waitFor({ state: 'visible' });
        await tab.page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '', null, {
          timeout: 30_000,
        });
        expect(await axeViolations(tab.page)).toEqual([]);
        await tab.page.keyboard.press('Escape');
      }, 120_000);

      if (viewport === 'mobile') {
        test('the open mobile menu passes axe', async () => {
          await check(tab, { name: 'home', path: language === 'en' ? '/en' : '/' });
          await tab.page.getByTestId('mobile-menu-toggle').click();
          await tab.page.getByTestId('mobile-menu').waitFor({ state: 'visible' });
          expect(await axeViolations(tab.page)).toEqual([]);
        }, 120_000);
      }

      test('the application steps and a shared cart pass axe with no CSP violation and nonced scripts', async () => {
        // An English academic event in a cart of its own category, then a share of that cart.
        await tab.page.goto(found.course!);
        await writeStoredCarts(tab.page, {});
        await addEvent(tab.page, COURSES.englishAcademic, 1);
        await tab.page.keyboard.press('Escape');
        const cart = (await storedCarts(tab.page)).default;
        const shared = await tab.page.request.post('/api/backend/cart/share', { data: { cart, fields: {} } });
        expect(shared.status(), await shared.text()).toBe(201);
        const shareId = ((await shared.json()) as { cart: { meta: { sharing: { id: string } } } }).cart.meta.sharing.id;
        const failures: string[] = [];
        for (const item of applicationCases(language, shareId)) {
          for (const problem of await check(tab, item)) failures.push(`${item.name} (${item.path}): ${problem}`);
        }
        expect(failures).toEqual([]);
        // Leave the Swedish booking for the next run of the steps above.
        await writeStoredCarts(tab.page, {});
      }, 300_000);
    });
  }
}
