import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS, waitForHydration } from './browser';
import { openVisitorContext } from './visitor-context';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newContext(viewport: { width: number; height: number }, javaScriptEnabled = true): Promise<BrowserContext> {
  const { context } = await openVisitorContext(browser, {
    javaScript: javaScriptEnabled,
    touch: false,
    outside: 'route-yourself',
    contextOptions: { viewport },
  });
  return context;
}

// Video stills come from the video service, which this machine cannot reach.
const relevant = (problems: string[]) => problems.filter((problem) => !problem.includes('ERR_NAME_NOT_RESOLVED'));

const count = (page: Page) => page.locator('[data-testid="explorer-count"]').textContent();
const cards = (page: Page) => page.locator('[data-testid="explorer-results"] [data-testid="listing-card"]');
const filters = (page: Page) => page.locator('form.explorer__filters');

async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="explorer-loading"]'));
}

describe('the search page without JavaScript', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`the filters are a GET form and the server renders the filtered result (${name})`, async () => {
      const context = await newContext(viewport, false);
      const { page } = await openPage(context);
      await page.goto('/sok');
      const allCount = await count(page);
      // The first two rows of the widest listing (docs/decisions/037); the stylesheet shows a phone's two.
      expect(await cards(page).count()).toBe(6);
      await filters(page).locator('select[name="location"]').selectOption('Malmö');
      await filters(page).locator('select[name="form"]').selectOption({ index: 1 });
      await Promise.all([page.waitForURL(/location=Malm/), filters(page).locator('button[type="submit"]').click()]);
      expect(await count(page)).not.toBe(allCount);
      const places = await cards(page).locator('.card__facts').allTextContents();
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((text) => text.includes('Malmö'))).toBe(true);
      await page.screenshot({ path: `/tmp/search-nojs-${viewport.width}.png` });
      // The tabs are links that keep the filters.
      await Promise.all([page.waitForURL(/department=programme/), page.getByRole('link', { name: 'Program', exact: true }).last().click()]);
      expect(page.url()).toContain('location=Malm');
      await context.close();
    });
  }

  test('a query without hits shows the empty text and no back-to-top button', async () => {
    const context = await newContext(VIEWPORTS.desktop, false);
    const { page } = await openPage(context);
    await page.goto('/sok?q=qqxyzzy');
    await expect(page.locator('[data-testid="explorer-empty"]').textContent()).resolves.toBe('Inga resultat');
    expect(await page.locator('[data-testid="back-to-top"]').count()).toBe(0);
    await page.goto('/en/search?q=qqxyzzy');
    await expect(page.locator('[data-testid="explorer-empty"]').textContent()).resolves.toBe('No results');
    await context.close();
  });
});

describe('the search page with JavaScript', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`filters and typing update the results in place, and back/forward restore them (${name})`, async () => {
      const context = await newContext(viewport);
      const { page, problems } = await openPage(context);
      await page.goto('/sok');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
      const allCount = await count(page);

      await filters(page).locator('select[name="location"]').selectOption('Göteborg');
      await page.waitForURL(/location=G%C3%B6teborg/);
      await settled(page);
      const gothenburgCount = await count(page);
      expect(gothenburgCount).not.toBe(allCount);

      await filters(page).locator('input[name="q"]').fill('ledar');
      await page.waitForURL(/q=ledar/);
      await settled(page);
      const textCount = await count(page);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('location'));
      await settled(page);
      expect(await count(page)).toBe(allCount);
      expect(await filters(page).locator('select[name="location"]').inputValue()).toBe('');
      await page.goForward();
      await page.waitForURL(/location=G/);
      await settled(page);
      expect([gothenburgCount, textCount]).toContain(await count(page));
      expect(await filters(page).locator('select[name="location"]').inputValue()).toBe('Göteborg');
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
      await page.screenshot({ path: `/tmp/search-js-${viewport.width}.png` });
      expect(relevant(problems)).toEqual([]);
      await context.close();
    });
  }

  test('the month-range picker works from the keyboard: pick confirms, clear empties', async () => {
    const context = await newContext(VIEWPORTS.desktop);
    const { page, problems } = await openPage(context);
    await page.goto('/sok');
    await waitForHydration(page);
    const toggle = page.locator('.month-picker__toggle');
    // With no months chosen it says 'Alla', as the other filters do; its name says which filter it is.
    expect((await toggle.textContent())?.trim()).toBe('Datum: Alla');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.closest('.month-picker__panel') !== null);
    // Focus starts on the current month: choose it, then two months later (may cross a year).
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const draft = (await page.locator('.month-picker__draft').textContent()) ?? '';
    expect(draft).toMatch(/^[a-zåäö]{3}( \d{4})? – [a-zåäö]{3} \d{4}$/);
    await page.getByRole('button', { name: 'Välj', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/dates=\d+%2C\d+|dates=\d+,\d+/);
    await settled(page);
    expect((await toggle.textContent())?.replace('Datum: ', '').trim()).toBe(draft);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('month-picker__toggle'))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Rensa', exact: true }).click();
    await page.waitForURL((url) => !url.search.includes('dates'));
    await settled(page);
    await page.waitForFunction(() => document.querySelector('.month-picker__toggle')?.textContent?.trim() === 'Datum: Alla');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.locator('.month-picker__panel').waitFor({ state: 'detached' });
    expect(relevant(problems)).toEqual([]);
    await context.close();
  });

  test('tabs and clearing filters work from the keyboard', async () => {
    const context = await newContext(VIEWPORTS.desktop);
    const { page } = await openPage(context);
    await page.goto('/sok?location=Stockholm');
    await waitForHydration(page);
    await page.locator('.explorer-tabs__tab', { hasText: 'Kurser' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/department=course/);
    await settled(page);
    expect(await page.locator('.explorer-tabs__tab[aria-current="true"]').textContent()).toBe('Kurser');
    expect(page.url()).toContain('location=Stockholm');
    await page.locator('.explorer__clear').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });

  test('back to top scrolls the page smoothly to the top', async () => {
    const context = await newContext(VIEWPORTS.mobile);
    const { page } = await openPage(context);
    await page.goto('/sok');
    await waitForHydration(page);
    const button = page.locator('[data-testid="back-to-top"]');
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, null, { timeout: 5000 });
    await context.close();
  });
});

describe('the header search', () => {
  test('the desktop overlay shows live results for a non-empty query and Esc closes it', async () => {
    const context = await newContext(VIEWPORTS.desktop);
    const { page, problems } = await openPage(context);
    await page.goto('/');
    await waitForHydration(page);
    await page.click('[data-testid="search-button"]');
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-overlay__input'));
    expect(await page.locator('[data-testid="overlay-results"]').count()).toBe(0);
    await page.keyboard.type('göteborg');
    const results = page.locator('[data-testid="overlay-results"]');
    await results.waitFor();
    expect(await results.locator('a').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="search-overlay"]').waitFor({ state: 'detached' });
    expect(relevant(problems)).toEqual([]);
    await context.close();
  });

  test('the mobile menu search lists results while typing', async () => {
    const context = await newContext(VIEWPORTS.mobile);
    const { page } = await openPage(context);
    await page.goto('/');
    await waitForHydration(page);
    await page.click('[data-testid="mobile-menu-toggle"]');
    await page.locator('[data-testid="mobile-menu"] input[name="q"]').fill('ledar');
    await page.locator('[data-testid="mobile-menu"] [data-testid="overlay-results"] a').first().waitFor();
    await page.screenshot({ path: '/tmp/search-mobile-menu-390.png' });
    await context.close();
  });
});
