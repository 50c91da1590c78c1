import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibleExpanded, baseUrl, openPage, settled, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';

const { newContext } = contextsPerTest();

async function visit(path: string, viewport: { width: number; height: number }, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await newContext({ viewport, locale: 'sv-SE', baseURL: baseUrl(), ...options });
  const { page, problems } = await openPage(context);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, problems };
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.getAttribute('data-menu'));

describe('desktop header', () => {
  test('a list opens its popover, an entry its detail column, and back clears the deepest level first', async () => {
    const { page, problems } = await visit('/kurs/coachande-ledarskap', VIEWPORTS.desktop);
    const courses = page.locator('summary[data-menu="Kurser"]');
    expect(await accessibleExpanded(courses)).toBe(false);
    await courses.click();
    expect(await accessibleExpanded(courses)).toBe(true);
    const popover = page.locator(`#${await courses.getAttribute('aria-controls')}`);
    await popover.waitFor({ state: 'visible' });
    await settled(popover);
    expect(await popover.textContent()).toContain('Hitta rätt kurs');
    await popover.getByRole('button', { name: 'Ledarskap', exact: true }).click();
    const detail = page.getByTestId('menu-detail');
    await detail.waitFor({ state: 'visible' });
    expect(await detail.getByRole('link', { name: 'Alla kurser i ledarskap' }).count()).toBe(1);

    await page.getByTestId('header-back').click();
    await detail.waitFor({ state: 'detached' });
    await expect(popover.isVisible()).resolves.toBe(true);
    await page.getByTestId('header-back').click();
    await popover.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('header-back').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the menus work with the keyboard alone, and Esc closes them and gives focus back', async () => {
    const { page, problems } = await visit('/', VIEWPORTS.desktop);
    const courses = page.locator('summary[data-menu="Kurser"]');
    await courses.focus();
    await page.keyboard.press('Enter');
    expect(await accessibleExpanded(courses)).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('menu-detail').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-popover').first().waitFor({ state: 'hidden' });
    expect(await focusedTestId(page)).toBe('Kurser');
    expect(await accessibleExpanded(courses)).toBe(false);
    // The focus ring is visible on the focused control.
    const ring = await courses.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(ring).not.toBe('none');
    expect(problems).toEqual([]);
  });

  test('the search overlay is a GET form to the search page, focuses its input after 250 ms and closes on Esc', async () => {
    const { page, problems } = await visit('/', VIEWPORTS.desktop);
    await page.getByTestId('search-button').click();
    const overlay = page.getByTestId('search-overlay');
    await overlay.waitFor({ state: 'visible' });
    const form = overlay.locator('form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/sok');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'q');
    expect(await page.getAttribute('[data-testid=site-header]', 'data-theme')).toBe('dark');
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(await focusedTestId(page)).toBe('search-button');
    expect(await page.getAttribute('[data-testid=site-header]', 'data-theme')).toBe('light');
    expect(problems).toEqual([]);
  });

  test('the header fixes past 600 px, slides out while scrolling down and in while scrolling up', async () => {
    const { page, problems } = await visit('/kurs/coachande-ledarskap', VIEWPORTS.desktop);
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.waitForTimeout(250);
    expect(await header.getAttribute('class')).not.toContain('site-header--fixed');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(250);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForTimeout(250);
    expect(await header.getAttribute('class')).toContain('site-header--fixed');
    expect(await header.getAttribute('class')).toContain('site-header--hidden');
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForTimeout(250);
    expect(await header.getAttribute('class')).not.toContain('site-header--hidden');
    expect(problems).toEqual([]);
  });

  test('scrolling more than 20 px with a menu open closes it', async () => {
    const { page, problems } = await visit('/kurs/coachande-ledarskap', VIEWPORTS.desktop);
    // Opened with the keyboard, so that no pointer hovers in or out of the menu.
    await page.locator('summary[data-menu="Program"]').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('menu-popover').nth(1).waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollBy(0, 10));
    await page.waitForTimeout(250);
    expect(await accessibleExpanded(page.locator('summary[data-menu="Program"]'))).toBe(true);
    await page.evaluate(() => window.scrollBy(0, 30));
    await page.waitForTimeout(250);
    expect(await accessibleExpanded(page.locator('summary[data-menu="Program"]'))).toBe(false);
    expect(problems).toEqual([]);
  });

  test('MYFEI opens in a new tab and the bag button is labelled', async () => {
    const { page, problems } = await visit('/en', VIEWPORTS.desktop);
    const myfei = page.getByRole('link', { name: 'Log in to MYFEI (opens in a new tab)' }).first();
    expect(await myfei.getAttribute('target')).toBe('_blank');
    expect(await myfei.getAttribute('rel')).toContain('noopener');
    await page.getByTestId('bag-button').waitFor({ state: 'visible' });
    expect(problems).toEqual([]);
  });

  test('the bag shows a badge once an event is in the cart', async () => {
    const { page, problems } = await visit('/kurs/coachande-ledarskap', VIEWPORTS.desktop);
    await page
      .getByRole('button', { name: /^Lägg i varukorgen/, disabled: false })
      .first()
      .click();
    await page.getByTestId('bag-badge').waitFor({ state: 'visible' });
    expect(await page.getByTestId('bag-badge').textContent()).toBe('1');
    expect(problems).toEqual([]);
  });

  test('without JavaScript the list menus still open and lead to their pages', async () => {
    const { page } = await visit('/', VIEWPORTS.desktop, { javaScriptEnabled: false });
    await page.locator('summary[data-menu="Kurser"]').click();
    const link = page.getByTestId('menu-popover').first().getByRole('link', { name: 'Ledarskap', exact: true });
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toMatch(/^\/utbildningar\?department=course/);
  });
});

describe('mobile header', () => {
  test('the toggle opens the full menu with its search input, three levels and back', async () => {
    const { page, problems } = await visit('/', VIEWPORTS.mobile);
    const toggle = page.getByTestId('mobile-menu-toggle');
    expect(await toggle.getAttribute('aria-label')).toBe('Öppna menyn');
    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor({ state: 'visible' });
    expect(await accessibleExpanded(toggle)).toBe(true);
    expect(await page.getAttribute('[data-testid=site-header]', 'data-theme')).toBe('dark');
    expect(await menu.locator('input[name=q]').getAttribute('placeholder')).toBe('Skriv din sökning...');
    expect(await menu.getByRole('link', { name: /MYFEI/ }).count()).toBe(1);

    await menu.getByRole('button', { name: 'Kurser', exact: true }).click();
    await menu.locator('[data-level=submenu]').waitFor();
    await menu.getByRole('button', { name: 'Ledarskap', exact: true }).click();
    await menu.locator('[data-level=detail]').waitFor();
    expect(await focusedTestId(page)).toBe('mobile-menu-back');
    await page.getByTestId('mobile-menu-back').click();
    await menu.locator('[data-level=submenu]').waitFor();
    await page.getByTestId('mobile-menu-back').click();
    await menu.locator('[data-level=menu]').waitFor();
    expect(problems).toEqual([]);
  });

  test('navigating from the menu closes it, and closing clears the levels and the query', async () => {
    const { page, problems } = await visit('/', VIEWPORTS.mobile);
    const toggle = page.getByTestId('mobile-menu-toggle');
    const menu = page.getByTestId('mobile-menu');
    await toggle.click();
    await menu.locator('input[name=q]').fill('ledar');
    await menu.getByRole('button', { name: 'Kurser', exact: true }).click();
    await toggle.click();
    await menu.waitFor({ state: 'hidden' });
    await toggle.click();
    expect(await menu.locator('input[name=q]').inputValue()).toBe('');
    await menu.locator('[data-level=menu]').waitFor();
    await menu.getByRole('link', { name: 'Inspiration', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/insikter');
    await menu.waitFor({ state: 'hidden' });
    expect(await accessibleExpanded(toggle)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('Esc closes the mobile menu and gives focus back to the toggle', async () => {
    const { page, problems } = await visit('/en', VIEWPORTS.mobile);
    await page.getByTestId('mobile-menu-toggle').click();
    await page.getByTestId('mobile-menu').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-menu').waitFor({ state: 'hidden' });
    expect(await focusedTestId(page)).toBe('mobile-menu-toggle');
    expect(problems).toEqual([]);
  });

  test('the header fixes past 300 px on a phone', async () => {
    const { page, problems } = await visit('/kurs/coachande-ledarskap', VIEWPORTS.mobile);
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(250);
    expect(await page.getByTestId('site-header').getAttribute('class')).not.toContain('site-header--fixed');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(250);
    expect(await page.getByTestId('site-header').getAttribute('class')).toContain('site-header--fixed');
    expect(problems).toEqual([]);
  });

  test('without JavaScript the mobile menu opens and its lists unfold', async () => {
    const { page } = await visit('/', VIEWPORTS.mobile, { javaScriptEnabled: false });
    await page.getByTestId('mobile-menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor({ state: 'visible' });
    await menu.locator('summary', { hasText: 'Kurser' }).click();
    await menu.getByRole('link', { name: 'Ledarskap', exact: true }).waitFor({ state: 'visible' });
  });
});
