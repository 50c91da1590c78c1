import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, contextsPerTest, VIEWPORTS } from './browser';

// A touch screen's scroll indicator waits for the visitor's first touch or scroll
// (docs/decisions/022): before it the root hides its scrollbar, from it on the browser's own
// indicator is back. Elsewhere (a mouse, a page without JavaScript) nothing is hidden.

const { newContext } = contextsPerTest();

const rootScrollbar = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);

describe("the page's scroll indicator", () => {
  for (const [language, locale, heading] of [
    ['sv', 'sv-SE', 'Utbildning som gör skillnad'],
    ['en', 'en-GB', 'Training that makes a difference'],
  ] as const) {
    const acts: [string, (page: Page) => Promise<void>][] = [
      ['a touch', (page) => page.getByRole('heading', { level: 1 }).tap()],
      ['a scroll', (page) => page.mouse.wheel(0, 600)],
    ];
    for (const [name, act] of acts) {
      test(`a phone (${language}): hidden until ${name}, there from it on`, async () => {
        const context = await newContext({ viewport: VIEWPORTS.mobile, baseURL: baseUrl(), locale, hasTouch: true, isMobile: true });
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(heading);
        expect(await rootScrollbar(page)).toBe('none');
        await act(page);
        await expect.poll(() => rootScrollbar(page)).toBe('auto');
        // The page scrolls as before, with or without the indicator.
        await page.mouse.wheel(0, 600);
        await page.waitForFunction(() => window.scrollY > 0);
      });
    }
  }

  const keepsIt: [string, BrowserContextOptions][] = [
    ['a desktop with a mouse', { viewport: VIEWPORTS.desktop }],
    ['a phone without JavaScript', { viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true, javaScriptEnabled: false }],
  ];
  for (const [name, options] of keepsIt) {
    test(`${name} keeps its scrollbar from the start`, async () => {
      const context = await newContext({ ...options, baseURL: baseUrl(), locale: 'sv-SE' });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      expect(await rootScrollbar(page)).toBe('auto');
    });
  }
});
