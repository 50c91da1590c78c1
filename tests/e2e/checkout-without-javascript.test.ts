import { describe, expect, test } from 'vitest';
import { baseUrl, contextsPerTest, VIEWPORTS } from './browser';

// Without JavaScript a checkout or application step cannot read the cart from the browser's
// storage: the step says JavaScript is needed and does not also claim to be loading the booking,
// which would never finish. The steps are reached by their addresses (a bookmark, a link in an
// e-mail): without JavaScript no button of the site leads there.

const { newContext } = contextsPerTest();

const TEXTS = {
  sv: {
    locale: 'sv-SE',
    steps: ['/checkout/customer', '/checkout/booking', '/checkout/confirm', '/application/default/attachments'],
    needsJs: 'Du behöver JavaScript för att boka.',
    loading: 'Hämtar din bokning…',
  },
  en: {
    locale: 'en-GB',
    steps: ['/en/checkout/customer', '/en/checkout/booking', '/en/checkout/confirm', '/en/application/default/attachments'],
    needsJs: 'You need JavaScript to book.',
    loading: 'Loading your booking…',
  },
} as const;

// The served HTML of every step (200, the notice in a <noscript>, the loading line as the aria-busy
// paragraph) is checked in tests/worker/checkout-without-javascript.test.ts; these browsers check
// what only a browser shows: with JavaScript off, the notice is on screen and the loading line is not.
for (const [language, viewport] of [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const) {
  const text = TEXTS[language];
  describe(`a checkout step without JavaScript (${language}, ${VIEWPORTS[viewport].width} px)`, () => {
    test('says JavaScript is needed and shows no loading text that never finishes', async () => {
      const context = await newContext({
        viewport: VIEWPORTS[viewport],
        isMobile: viewport === 'mobile',
        hasTouch: viewport === 'mobile',
        locale: text.locale,
        baseURL: baseUrl(),
        javaScriptEnabled: false,
      });
      const page = await context.newPage();
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
