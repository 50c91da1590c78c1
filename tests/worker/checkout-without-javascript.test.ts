import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

// Without JavaScript a checkout or application step cannot read the cart from the browser's
// storage: the served HTML of every step carries the notice that JavaScript is needed (in a
// <noscript> inside the main content), and its loading line is the step's `aria-busy` paragraph,
// which the checkout stylesheet hides under `@media (scripting: none)`. Moved from
// tests/e2e/checkout-without-javascript.test.ts, which keeps one browser per language that shows
// the steps with JavaScript off.

const get = (path: string) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', headers: { Cookie: 'i18n_redirected=sv' } }));

const TEXTS = {
  sv: {
    steps: ['/checkout/customer', '/checkout/booking', '/checkout/confirm', '/application/default/attachments'],
    needsJs: 'Du behöver JavaScript för att boka.',
    loading: 'Hämtar din bokning…',
  },
  en: {
    steps: ['/en/checkout/customer', '/en/checkout/booking', '/en/checkout/confirm', '/en/application/default/attachments'],
    needsJs: 'You need JavaScript to book.',
    loading: 'Loading your booking…',
  },
} as const;

beforeAll(async () => {
  await get('/');
}, 60_000);

describe('a checkout step without JavaScript', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`every step answers 200 with the JavaScript notice in a <noscript> of its main content, and its only loading line is the aria-busy one that scripting: none hides (${language})`, async () => {
      for (const step of text.steps) {
        const response = await get(step);
        expect(response.status, step).toBe(200);
        const html = await response.text();
        expect(html, step).toContain(`<html lang="${language}"`);
        const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
        const noscripts = [...main.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map((match) => match[1] ?? '');
        expect(
          noscripts.some((inside) => inside.includes(text.needsJs)),
          `${step}: the notice`,
        ).toBe(true);
        // Every place the loading text stands is a paragraph marked aria-busy inside the step's section.
        const loadingLines = main.split(text.loading).length - 1;
        expect(loadingLines, `${step}: one loading line`).toBe(1);
        expect(main, `${step}: the loading line is the aria-busy paragraph`).toMatch(
          new RegExp(`<p[^>]*aria-busy="true"[^>]*>${text.loading}</p>`),
        );
        expect(main, `${step}: inside the step's section`).toMatch(/<section class="checkout-page[^"]*"/);
      }
    });
  }
});
