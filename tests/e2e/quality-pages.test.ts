import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, waitForHydration } from './browser';
import { addEvent, COURSES, newContext, storedCarts, writeStoredCarts } from './checkout-helpers';
import { axeViolations, cspViolations, openTab, type Tab, watchCsp } from './quality-walks';
import type { Language } from './texts';
import type { Viewport } from './visitor-context';
import { TWO_ROUNDS } from './visitor-test';

// Quality of the pages: on every page type and every checkout and application step and a shared
// cart, in both languages and at both widths (Swedish on a phone, English on a desktop), plus the
// open cart modal and the open mobile menu:
// - axe-core finds no accessibility violations;
// - no Content Security Policy violation is reported (console or `securitypolicyviolation`).
// That every inline script of the served HTML carries the nonce of its response's policy needs no
// browser: tests/worker/nonced-scripts.test.ts reads the same pages' HTML from the worker.
// One browser; one context and one tab per language, reused for all of its pages;
// the open cart modal and the open menu are checked on the course and home page just checked.

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

/**
 * Visits one page and checks it: axe finds no violation and the page reported no CSP violation,
 * once it shows its real state (hydrated, and a checkout step done reading the cart). Answers
 * every problem found. It does not wait for the network to go quiet (half a second per page,
 * half of this file's time): what arrives later (pictures, a still) changes no rule axe checks,
 * and every end-to-end visitor fails on a CSP violation whenever it comes (visitor-test.ts).
 */
async function check(tab: Tab, { path, ready = hydrated }: PageCase): Promise<string[]> {
  tab.console.length = 0;
  const response = await tab.page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  if (!response) return [`no response for ${path}`];
  await ready(tab.page);
  const problems = (await axeViolations(tab.page)).map((line) => `axe: ${line}`);
  problems.push(...(await cspViolations(tab)));
  return problems;
}

/** On the course page just checked: the cart modal opened by the bag button, with its price. */
async function checkOpenCart(tab: Tab): Promise<string[]> {
  await tab.page.evaluate(() => window.scrollTo(0, 0));
  await tab.page.getByTestId('bag-button').click();
  await tab.page.getByTestId('cart-modal').waitFor({ state: 'visible' });
  await tab.page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '', null, {
    timeout: 30_000,
  });
  const problems = [...(await axeViolations(tab.page)).map((line) => `axe: ${line}`), ...(await cspViolations(tab))];
  await tab.page.keyboard.press('Escape');
  return problems;
}

/** On the home page just checked at the mobile width: the menu opened by its toggle. */
async function checkOpenMobileMenu(tab: Tab): Promise<string[]> {
  await tab.page.getByTestId('mobile-menu-toggle').click();
  await tab.page.getByTestId('mobile-menu').waitFor({ state: 'visible' });
  return [...(await axeViolations(tab.page)).map((line) => `axe: ${line}`), ...(await cspViolations(tab))];
}

/** Checks each page, and the states opened on it, collecting every problem under its page. */
async function walk(tab: Tab, cases: PageCase[], viewport: Viewport): Promise<string[]> {
  const failures: string[] = [];
  const note = (name: string, path: string, problems: string[]) => failures.push(...problems.map((problem) => `${name} (${path}): ${problem}`));
  for (const item of cases) {
    note(item.name, item.path, await check(tab, item));
    if (item.name === 'course') note('the open cart modal', item.path, await checkOpenCart(tab));
    if (item.name === 'home' && viewport === 'mobile') note('the open mobile menu', item.path, await checkOpenMobileMenu(tab));
  }
  return failures;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Both languages and both widths in two rounds (TWO_ROUNDS): each language's pages at one width.
const ROUND_WIDTH = Object.fromEntries(TWO_ROUNDS) as Record<Language, Viewport>;

for (const language of ['sv', 'en'] as const) {
  describe(`page quality (${language})`, () => {
    const viewport = ROUND_WIDTH[language];
    let context: BrowserContext;
    let tab: Tab;
    let found: Record<string, string>;

    // One context and one tab per language, at its round's width.
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

    const opened = viewport === 'mobile' ? 'the open cart modal and the open mobile menu' : 'the open cart modal';
    test(`every page type and checkout step, and ${opened}, pass axe with no CSP violation (${viewport})`, async () => {
      expect(await walk(tab, pageCases(language, found), viewport)).toEqual([]);
    }, 600_000);

    describe('with an English academic event in the cart, shared', () => {
      let shareId: string;

      // An English academic event in a cart of its own category, then a share of that cart.
      beforeAll(async () => {
        await tab.page.goto(found.course!);
        await writeStoredCarts(tab.page, {});
        await addEvent(tab.page, COURSES.englishAcademic, 1);
        await tab.page.keyboard.press('Escape');
        const cart = (await storedCarts(tab.page)).default;
        const shared = await tab.page.request.post('/api/backend/cart/share', { data: { cart, fields: {} } });
        expect(shared.status(), await shared.text()).toBe(201);
        shareId = ((await shared.json()) as { cart: { meta: { sharing: { id: string } } } }).cart.meta.sharing.id;
      }, 120_000);

      test(`the application steps and a shared cart pass axe with no CSP violation (${viewport})`, async () => {
        expect(await walk(tab, applicationCases(language, shareId), viewport)).toEqual([]);
      }, 300_000);
    });
  });
}
