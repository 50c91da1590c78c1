import type { Page } from 'playwright-core';
import { describe, expect, test, type VisitOptions } from './visitor-test';

// A touch screen's scroll indicator waits for the visitor's first touch or scroll
// (docs/decisions/022): before it the root hides its scrollbar, from it on the browser's own
// indicator is back. Elsewhere (a mouse, a page without JavaScript) nothing is hidden.

const rootScrollbar = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);

describe("the page's scroll indicator", () => {
  for (const [language, heading] of [
    ['sv', 'Utbildning som gör skillnad'],
    ['en', 'Training that makes a difference'],
  ] as const) {
    const acts: [string, (page: Page) => Promise<void>][] = [
      ['a touch', (page) => page.getByRole('heading', { level: 1 }).tap()],
      ['a scroll', (page) => page.mouse.wheel(0, 600)],
    ];
    for (const [name, act] of acts) {
      test(`a phone (${language}): hidden until ${name}, there from it on`, async ({ visitor }) => {
        // A first visit by its address: the browser asks for the language, none is remembered.
        const { page } = await visitor.open({ language, viewport: 'mobile', languageCookie: false, outside: 'route-yourself' });
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

  const keepsIt: [string, VisitOptions][] = [
    ['a desktop with a mouse', { viewport: 'desktop' }],
    ['a phone without JavaScript', { viewport: 'mobile', javaScript: false }],
  ];
  for (const [name, options] of keepsIt) {
    test(`${name} keeps its scrollbar from the start`, async ({ visitor }) => {
      const { page } = await visitor.open({ ...options, languageCookie: false, outside: 'route-yourself' });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      expect(await rootScrollbar(page)).toBe('auto');
    });
  }
});
