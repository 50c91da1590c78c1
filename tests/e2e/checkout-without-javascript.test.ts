import { pathFor } from '../../shared/routing/paths';
import { VIEWPORTS } from './browser';
import { type Language, text as catalogueText } from './texts';
import { describe, expect, test } from './visitor-test';

// Without JavaScript a checkout or application step cannot read the cart from the browser's
// storage: the step says JavaScript is needed and does not also claim to be loading the booking,
// which would never finish. The steps are reached by their addresses (a bookmark, a link in an
// e-mail): without JavaScript no button of the site leads there.

const textsOf = (language: Language) => ({
  steps: [
    pathFor('checkout-customer', language),
    pathFor('checkout-booking', language),
    pathFor('checkout-confirm', language),
    pathFor('application-attachments', language, { slug: 'default' }),
  ],
  needsJs: catalogueText(language, 'checkout.needs_js'),
  loading: catalogueText(language, 'checkout.loading'),
});
const TEXTS = { sv: textsOf('sv'), en: textsOf('en') };

// The served HTML of every step (200, the notice in a <noscript>, the loading line as the aria-busy
// paragraph) is checked in tests/worker/checkout-without-javascript.test.ts; these browsers check
// what only a browser shows: with JavaScript off, the notice is on screen and the loading line is not.
for (const [language, viewport] of [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const) {
  const text = TEXTS[language];
  describe(`a checkout step without JavaScript (${language}, ${VIEWPORTS[viewport].width} px)`, () => {
    test('says JavaScript is needed and shows no loading text that never finishes', async ({ visitor }) => {
      const { page } = await visitor.open({ language, viewport, javaScript: false, languageCookie: false, outside: 'route-yourself' });
      for (const step of text.steps) {
        const response = await page.goto(step);
        expect(response?.status(), step).toBe(200);
        // What the main content shows, as rendered text (Playwright's text locators skip <noscript>).
        const shown = await page.getByRole('main').innerText();
        expect(shown, `${step}: the notice`).toContain(text.needsJs);
        expect(shown, `${step}: the loading text`).not.toContain(text.loading);
      }
      await page.screenshot({ path: `/tmp/shots-b/checkout-nojs-${language}-${VIEWPORTS[viewport].width}.png`, fullPage: true });
    });
  });
}
