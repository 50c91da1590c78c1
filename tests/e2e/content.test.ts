import { describe, expect, test } from 'vitest';
import { baseUrl, openPage, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { PAGES_OF_EVERY_TYPE } from '../fixtures/page-types';

const contextsOfTest = contextsPerTest();

async function newContext(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  return contextsOfTest.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: 'sv-SE',
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
}

// Each page type without JavaScript (its server HTML): tests/worker/content-pages.test.ts.
describe('every page type renders in both languages', () => {
  for (const { path, testId, h1 } of PAGES_OF_EVERY_TYPE) {
    test(`${path} renders its content and hydrates without console errors`, async () => {
      const { page, problems } = await openPage(await newContext());
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByTestId(testId).waitFor();
      expect((await page.locator('h1').first().textContent())?.trim()).toBe(h1);
      expect(await page.getAttribute('html', 'lang')).toBe(path.startsWith('/en') ? 'en' : 'sv');
      await page.waitForTimeout(300);
      expect(problems).toEqual([]);
    });
  }
});

describe('course and programme pages', () => {
  test('events show dates, location, pace and a price in the currency formatted for the language', async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const { page } = await openPage(context);
    await page.goto('/kurs/ledarskap-for-nya-chefer');
    const row = page.getByTestId('event-row').first();
    expect(await row.innerText()).toMatch(/\d[\d\s]*\d\s?kr/);
    await page.goto('/en/course/leadership-for-new-managers');
    expect(await page.getByTestId('event-row').first().innerText()).toMatch(/SEK\s?[\d,]+/);
    expect(await page.getByTestId('event-row').count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('Course');
  });

  test('a programme lists its courses as links to their pages', async () => {
    const { page, problems } = await openPage(await newContext());
    await page.goto('/program/chefsprogrammet');
    await waitForHydration(page);
    const links = page.locator('.programme-courses a');
    expect(await links.count()).toBeGreaterThan(1);
    expect(await links.first().getAttribute('href')).toMatch(/^\/kurs\//);
    expect(problems).toEqual([]);
  });

  test('the schedule page links to its calendar file', async () => {
    const { page } = await openPage(await newContext({ javaScriptEnabled: false }));
    await page.goto('/schedule/course/10010');
    const href = await page.getByTestId('ics-link').getAttribute('href');
    expect(href).toMatch(/\.ics/);
  });
});

describe('listing cards', () => {
  test('a card links to its item and shows header title, title, pace, location, description and read more', async () => {
    const { page } = await openPage(await newContext({ javaScriptEnabled: false }));
    await page.goto('/en');
    const card = page.getByTestId('listing-card').first();
    const href = await card.locator('a.card__link').getAttribute('href');
    expect(href).toMatch(/^\/en\/(course|programme)\//);
    expect(await card.locator('.card__eyebrow').textContent()).toBeTruthy();
    expect(await card.locator('.card__facts li').count()).toBeGreaterThan(0);
    expect(await card.locator('.card__more').textContent()).toContain('Read more');
  });
});

describe('subnav', () => {
  test('a scroll subnav scrolls to its section and puts the anchor in the address', async () => {
    const { page, problems } = await openPage(await newContext());
    await page.goto('/om-oss');
    await waitForHydration(page);
    await page.locator('.subnav a', { hasText: 'Hållbarhet' }).click();
    await page.waitForURL(/#hallbarhet$/);
    await page.waitForFunction(() => window.scrollY > 0);
    expect(problems).toEqual([]);
  });

  test('a tabs subnav shows one section at a time with JavaScript, and all of them without', async () => {
    const { page, problems } = await openPage(await newContext());
    await page.goto('/foretagsutbildning');
    await waitForHydration(page);
    await page.locator('#referenser').waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Referenser' }).click();
    await page.locator('#referenser').waitFor({ state: 'visible' });
    await page.locator('#upplagg').waitFor({ state: 'hidden' });
    expect(await page.getByRole('tab', { name: 'Referenser' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getAttribute('id')).toBe('referenser');
    expect(problems).toEqual([]);

    // Without JavaScript every section shows, so the subnav offers links to them, not tabs.
    const plain = await openPage(await newContext({ javaScriptEnabled: false }));
    await plain.page.goto('/foretagsutbildning');
    expect(await plain.page.locator('#upplagg').isVisible()).toBe(true);
    expect(await plain.page.locator('#referenser').isVisible()).toBe(true);
    expect(await plain.page.getByRole('tab').count()).toBe(0);
    expect(
      await plain.page.getByRole('navigation', { name: 'På den här sidan' }).getByRole('link', { name: 'Referenser' }).getAttribute('href'),
    ).toBe('#referenser');
  });
});

describe('document head', () => {
  test('icons come from the cached sprite file and the spinners are prefetched', async () => {
    const { page } = await openPage(await newContext({ javaScriptEnabled: false }));
    const sprite = page.waitForResponse((response) => new URL(response.url()).pathname === '/icons.svg');
    await page.goto('/');
    expect((await sprite).status()).toBe(200);
    expect(await page.locator('svg.icon use[href^="/icons.svg?v="]').count()).toBeGreaterThan(0);
    expect(await page.locator('symbol').count()).toBe(0);
    expect(await page.locator('link[rel=prefetch][href="/spinner-black.svg"]').count()).toBe(1);
    expect(await page.locator('link[rel=prefetch][href="/spinner-white.svg"]').count()).toBe(1);
    // No container id is configured in the tests, so no tag manager.
    expect(await page.locator('script', { hasText: 'googletagmanager' }).count()).toBe(0);
  });
});
