import type { Page } from 'playwright-core';
import { baseUrl, openPage, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import type { Language, Viewport } from './visitor';

// A visitor who starts where the test is about (issue 46, item 5): a test that is not about the
// way from the home page opens the page it needs by its address, or sets the stored state it
// needs, and walks only the part it is about. The context is the one the home-page visitors have
// (visitor.ts, touch-visitor.ts, visitor-checkout.ts): the language's cookie, the width, touch on
// the phone unless the test uses the keyboard alone, and nothing reachable but the site.

export interface DirectVisitorOptions {
  /** Another site than the run's (a test file that starts its own). */
  siteUrl?: () => string;
  /** A phone with touch (the default), or a narrow window driven by the keyboard and mouse. */
  touch?: boolean;
}

/** Call at the top level of a test file: one browser for the file, a fresh context per test. */
export function directVisitorPerTest({ siteUrl = baseUrl, touch = true }: DirectVisitorOptions = {}) {
  const visitors = contextsPerTest();
  /** A fresh visitor on no page yet. */
  async function open(language: Language, viewport: Viewport) {
    const { context, outside } = await visitors.open({ language, viewport, touch: viewport === 'mobile' && touch, site: siteUrl() });
    const { page, problems } = await openPage(context);
    return { context, page, problems, outside };
  }
  return {
    open,
    /** A fresh visitor on the page at `path`, once it has hydrated. */
    async openAt(language: Language, viewport: Viewport, path: string) {
      const visitor = await open(language, viewport);
      await visitor.page.goto(path);
      await waitForHydration(visitor.page);
      return visitor;
    },
  };
}

/** The seed's courses by their slug in each language (worker/embedded/content/seed/courses-people.ts). */
export const COURSE_SLUGS = {
  swedishAcademic: { sv: 'ledarskap-for-nya-chefer', en: 'leadership-for-new-managers' },
  businessSchool: { sv: 'strategiskt-ledarskap', en: 'strategic-leadership' },
  englishAcademic: { sv: 'ledarskap-i-internationella-organisationer', en: 'leadership-in-international-organisations' },
} as const;

/** The address of a course page in a language. */
export function coursePath(course: keyof typeof COURSE_SLUGS, language: Language): string {
  return `${language === 'sv' ? '/kurs/' : '/en/course/'}${COURSE_SLUGS[course][language]}`;
}

/** Waits until a checkout or application step reached by the app has read the cart. */
export async function stepRead(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
}
