import type { Locator } from 'playwright-core';
import { baseUrl, contextsPerTest, onlyTheSite, openPage, VIEWPORTS, waitForHydration } from './browser';
import { type Language, TEXTS, type Viewport } from './visitor';

/**
 * A visitor as visitor.ts has one, but on a phone with touch: at 390 px the context has touch and
 * a mobile viewport, and `press` taps where a desktop visitor clicks. Call at the top level of a
 * test file.
 */
export function touchVisitorPerTest() {
  const { newContext } = contextsPerTest();
  return {
    async openHome(language: Language, viewport: Viewport) {
      const mobile = viewport === 'mobile';
      const context = await newContext({
        viewport: VIEWPORTS[viewport],
        hasTouch: mobile,
        isMobile: mobile,
        locale: language === 'sv' ? 'sv-SE' : 'en-GB',
        baseURL: baseUrl(),
      });
      await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
      const outside = await onlyTheSite(context);
      const { page, problems } = await openPage(context);
      await page.goto(TEXTS[language].home);
      await waitForHydration(page);
      const press = async (target: Locator) => {
        if (mobile) await target.tap();
        else await target.click();
      };
      return { page, problems, outside, press };
    },
  };
}

export const BOTH_LANGUAGES = ['sv', 'en'] as const;
export const BOTH_VIEWPORTS = ['mobile', 'desktop'] as const;
