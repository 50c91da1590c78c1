import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, isBeforeFirstPaintScript, VIEWPORTS } from './browser';
import { contextsPerTest } from './visitor-context';
import { addEvent, COURSES } from './checkout-helpers';
import { CART_DATABASE } from '../../web/cart/cart-database';

// A content page runs nothing of ours until the visitor first points, touches, scrolls or types
// (docs/decisions/016): its islands' files are fetched ahead once the page has loaded, and run on
// that first intent. A page whose add-to-cart buttons are within a screen of the viewport, and a
// browser with stored carts, start without one. The small script every page runs before its first
// paint (web/before-first-paint.ts) is not the islands' and is left out of what is followed.

const { newContext } = contextsPerTest();

const isHydrated = () => document.getElementById('root')?.dataset.hydrated === 'true';

/** The page has loaded, fetched what it fetches ahead, and had its idle time. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2500 })));
}

/** The islands' scripts this page fetched ahead (link prefetches), by path. */
const fetchedAhead = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname),
  );

describe('a content page starts on the first intent', () => {
  const intents: [string, (page: Page) => Promise<void>][] = [
    ['a touch on the heading', (page) => page.getByRole('heading', { level: 1 }).tap()],
    ['the mouse wheel', (page) => page.mouse.wheel(0, 400)],
    ['the Tab key', (page) => page.keyboard.press('Tab')],
  ];
  for (const [name, act] of intents) {
    test(`home: nothing of ours runs before the visitor acts; ${name} hydrates the islands from the files fetched ahead`, async () => {
      const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'sv-SE', hasTouch: true });
      const page = await context.newPage();
      const scriptsRun: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.resourceType() === 'script' && !isBeforeFirstPaintScript(path)) scriptsRun.push(path);
      });
      await page.goto('/');
      await settle(page);
      expect(await page.evaluate(isHydrated)).toBe(false);
      expect(scriptsRun).toEqual([]);
      const ahead = await fetchedAhead(page);
      expect(ahead.filter((path) => /\/islands-explorer-[^/]+\.js$/.test(path))).toHaveLength(1);
      // Meanwhile the page is the server's: its heading and its menu are there.
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('');

      await act(page);
      await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
      expect(scriptsRun.some((path) => /\/islands-explorer-[^/]+\.js$/.test(path))).toBe(true);
      expect(scriptsRun.filter((path) => !ahead.includes(path))).toEqual([]);
    });
  }

  for (const [language, path, text] of [
    ['sv', '/', { open: 'Öppna menyn', close: 'Stäng menyn', menu: 'Huvudmeny', courses: 'Kurser' }],
    ['en', '/en', { open: 'Open the menu', close: 'Close the menu', menu: 'Main menu', courses: 'Courses' }],
  ] as const) {
    test(`a phone's first touch on the menu (${language}) opens it as the page is, and once hydrated the next touch closes it`, async () => {
      const context = await newContext({
        viewport: VIEWPORTS.mobile,
        baseURL: baseUrl(),
        locale: language === 'sv' ? 'sv-SE' : 'en-GB',
        hasTouch: true,
      });
      const page = await context.newPage();
      // The islands' entry is held back until the menu is open, so the touch surely lands first.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/islands-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path);
      await page.getByLabel(text.open).tap();
      const menu = page.getByRole('navigation', { name: text.menu }).filter({ visible: true });
      await menu.waitFor();
      expect(await page.evaluate(isHydrated)).toBe(false);
      release();
      await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
      // Hydrated, the header took the open menu over: its drill-down is there and the toggle closes.
      await menu.getByRole('button', { name: text.courses }).waitFor();
      await page.getByLabel(text.close).tap();
      await expect.poll(() => menu.count()).toBe(0);
      await page.getByLabel(text.open).tap();
      await menu.getByRole('button', { name: text.courses }).waitFor();
    });
  }

  test('a course page on a phone waits too, its add-to-cart buttons being screens below; scrolling to them starts it', async () => {
    const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'sv-SE', hasTouch: true });
    const page = await context.newPage();
    await page.goto('/kurs/ledarskap-for-nya-chefer');
    await settle(page);
    expect(await page.evaluate(isHydrated)).toBe(false);
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
    // The islands run: an open event's button puts it in the cart, which opens.
    await page
      .getByRole('button', { name: /^Lägg i varukorgen/, disabled: false })
      .first()
      .tap();
    await page.getByRole('dialog', { name: 'Din varukorg' }).waitFor();
  });

  test('a course page whose add-to-cart buttons are within a screen of the viewport starts without any intent', async () => {
    const context = await newContext({ viewport: VIEWPORTS.desktop, baseURL: baseUrl(), locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/en/course/leadership-for-new-managers');
    await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
    await page
      .getByRole('button', { name: /^Add to cart/, disabled: false })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  });

  test('a page hydrated before, with no cart added, leaves the next page waiting for an intent', async () => {
    const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto('/');
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
    // The header has looked for carts, which made the carts' database; it holds none.
    await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toContain(CART_DATABASE);
    await page.goto('/utbildningar');
    await settle(page);
    expect(await page.evaluate(isHydrated)).toBe(false);
  });

  test('with a cart stored, home starts at once and its header shows the bag count (one event)', async () => {
    const context = await newContext({ viewport: VIEWPORTS.desktop, baseURL: baseUrl(), locale: 'sv-SE' });
    const page = await context.newPage();
    await addEvent(page, COURSES.swedishAcademic, 1);
    await page.goto('/');
    await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('bag-badge').textContent(), { timeout: 15_000 }).toBe('1');
  });
});
