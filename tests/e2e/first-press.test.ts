import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from './browser';
import { coursePath } from './direct-visitor';
import { touchVisitorPerTest } from './touch-visitor';
import { TEXTS, type Language, type Viewport } from './visitor';

// No press is lost while a content page starts (docs/decisions/033): a control that works once the
// islands have started is shown enabled before, and a press on it that lands before they have
// started is held, shown as taken, and carried out once they have, exactly once. Each test holds
// the islands' entry file back until after the press, so the press surely lands first; the press
// comes as soon as the document is parsed. Each page is opened by its address: the way there from
// the home page is no part of what is held (the menu's and the listing's walks are
// catalogue-from-menu.test.ts's). Both languages and both widths, in two rounds: Swedish on a phone
// (taps), English on a desktop (clicks).

const touch = touchVisitorPerTest();

const TEXT = {
  sv: {
    course: 'Ledarskap för nya chefer',
    add: /^Lägg i varukorgen/,
    cart: 'Din varukorg',
    bag: 'Varukorg',
    search: 'Sök',
    searchField: 'Sök bland kurser, program och artiklar',
  },
  en: {
    course: 'Leadership for new managers',
    add: /^Add to cart/,
    cart: 'Your cart',
    bag: 'Cart',
    search: 'Search',
    searchField: 'Search courses, programmes and articles',
  },
} as const;

const isHydrated = () => document.getElementById('root')?.dataset.hydrated === 'true';

/** The islands' entry file held back while `hold` is on; `release` lets it and every later one through. */
async function islandsGate(page: Page): Promise<{ hold: () => void; release: () => void }> {
  let opened: Promise<void> = Promise.resolve();
  let open = () => {};
  await page.route(/\/islands-[^/]+\.js$/, async (route) => {
    await opened;
    await route.continue().catch(() => undefined);
  });
  return {
    hold() {
      opened = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
  };
}

async function visitor(language: Language, viewport: Viewport) {
  const { context, press } = await touch.open(language, viewport);
  const { page, problems } = await openPage(context);
  const gate = await islandsGate(page);
  return { page, problems, gate, press };
}

/** A page of a language, its islands held back, as soon as its document is parsed. */
async function pageBeforeStart(language: Language, viewport: Viewport, path: string) {
  const v = await visitor(language, viewport);
  v.gate.hold();
  await v.page.goto(path, { waitUntil: 'domcontentloaded' });
  return v;
}

/** The home page of a language, its islands held back, as soon as its document is parsed. */
const homeBeforeStart = (language: Language, viewport: Viewport) => pageBeforeStart(language, viewport, TEXTS[language].home);

const ariaBusy = (control: Locator) => control.getAttribute('aria-busy');

type PressRecord = Window & { pressEvents?: string[] };

/** Records, on the document, every event of a tap, click or key press on a button (run in the page). */
function recordPressEvents() {
  const record: string[] = [];
  (window as PressRecord).pressEvents = record;
  const types = ['pointerdown', 'pointerup', 'pointerover', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'focusin', 'keydown', 'click'];
  for (const type of types) {
    document.addEventListener(type, (event) => (event.target instanceof Element && event.target.closest('button') ? record.push(type) : 0), {
      capture: true,
    });
  }
}

for (const [language, viewport] of [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
  describe(`the first press before the page has started (${language}, ${viewport})`, () => {
    const text = TEXT[language];

    test('add to cart on a course page: shown enabled, taken at once, and the event is added once and the cart opens', async () => {
      const { page, problems, gate, press } = await pageBeforeStart(language, viewport, coursePath('swedishAcademic', language));
      const add = page.getByRole('button', { name: text.add }).and(page.locator('button:enabled')).first();
      await page.evaluate(recordPressEvents);
      await press(add);
      expect(await ariaBusy(add)).toBe('true');
      // None of the press's events went past the window, where React would have hydrated the island at once.
      expect(await page.evaluate(() => (window as PressRecord).pressEvents)).toEqual([]);
      expect(await page.evaluate(isHydrated)).toBe(false);
      await expect(page.getByRole('dialog', { name: text.cart }).count()).resolves.toBe(0);

      gate.release();
      await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
      const cart = page.getByRole('dialog', { name: text.cart });
      await cart.waitFor({ timeout: 15_000 });
      // Once: one event with one participant.
      await expect.poll(() => cart.getByRole('listitem').filter({ hasText: text.course }).count()).toBe(1);
      await expect.poll(() => cart.getByRole('status').filter({ hasText: /^\d+$/ }).allTextContents()).toEqual(['1']);
      expect(await ariaBusy(add)).toBeNull();
      expect(problems).toEqual([]);
    });

    test('the cart button on the home page: taken at once, and the cart opens once started', async () => {
      const { page, problems, gate, press } = await homeBeforeStart(language, viewport);
      const bag = page.getByRole('button', { name: text.bag, exact: true });
      await expect(bag.isEnabled()).resolves.toBe(true);
      await press(bag);
      expect(await ariaBusy(bag)).toBe('true');
      expect(await page.evaluate(isHydrated)).toBe(false);

      gate.release();
      await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
      await page.getByRole('dialog', { name: text.cart }).waitFor({ timeout: 15_000 });
      expect(await ariaBusy(bag)).toBeNull();
      expect(problems).toEqual([]);
    });

    test('the menu on the home page: opens at the press, and once started the header has taken it over', async () => {
      const { page, problems, gate, press } = await homeBeforeStart(language, viewport);
      const texts = TEXTS[language];
      const menu = page.getByRole('navigation', { name: texts.mainMenu }).filter({ visible: true });
      if (viewport === 'mobile') await press(page.getByLabel(texts.openMenu, { exact: true }));
      else await press(menu.getByText(texts.courses, { exact: true }).first());
      // A details element: it opens as the page is, before anything of ours has run.
      if (viewport === 'mobile') await menu.waitFor();
      else await page.getByText(texts.topic, { exact: true }).filter({ visible: true }).first().waitFor();
      expect(await page.evaluate(isHydrated)).toBe(false);

      gate.release();
      await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
      // Still open, and now the header's: the menu's entries are its buttons.
      await page
        .getByRole('button', { name: viewport === 'mobile' ? texts.courses : texts.topic, exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();
      expect(problems).toEqual([]);
    });

    if (viewport === 'desktop') {
      test('the search button on the home page: taken at once, and the search opens once started (not the search page)', async () => {
        const { page, problems, gate, press } = await homeBeforeStart(language, viewport);
        const search = page.getByRole('banner').getByRole('link', { name: text.search, exact: true });
        await press(search);
        expect(await ariaBusy(search)).toBe('true');
        expect(await page.evaluate(isHydrated)).toBe(false);

        gate.release();
        await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
        await page.getByRole('dialog', { name: text.searchField }).getByLabel(text.searchField, { exact: true }).waitFor({ timeout: 15_000 });
        expect(new URL(page.url()).pathname).toBe(TEXTS[language].home);
        await expect(
          page.getByRole('banner').getByRole('button', { name: text.search, exact: true }).first().getAttribute('aria-expanded'),
        ).resolves.toBe('true');
        expect(problems).toEqual([]);
      });
    } else {
      test('search on a phone, in the menu: the words typed before the page has started are kept and searched', async () => {
        const { page, problems, gate, press } = await homeBeforeStart(language, viewport);
        const texts = TEXTS[language];
        await press(page.getByLabel(texts.openMenu, { exact: true }));
        const field = page.getByLabel(text.searchField, { exact: true }).filter({ visible: true });
        await press(field);
        await field.pressSequentially('ledar');
        expect(await page.evaluate(isHydrated)).toBe(false);

        gate.release();
        await page.waitForFunction(isHydrated, null, { timeout: 15_000 });
        await expect(field.inputValue()).resolves.toBe('ledar');
        await field.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('q') === 'ledar');
        expect(problems).toEqual([]);
      });
    }
  });
}
