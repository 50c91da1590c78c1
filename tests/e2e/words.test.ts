import { pathFor } from '../../shared/routing/paths';
import { waitForHydration } from './browser';
import { fillCustomer, LABELS } from './checkout-helpers';
import { startingWith, text, type Language } from './texts';
import { BOTH_LANGUAGES, openHit, toSearchPage } from './touch-visitor';
import { describe, expect, test } from './visitor-test';

const textsOf = (language: Language) => ({
  searchTitle: text(language, 'pages.search'),
  searchPath: pathFor('search', language),
  location: text(language, 'search.location'),
  remote: text(language, 'content.remote_location'),
  locations: text(language, 'content.locations'),
  schedule: text(language, 'content.schedule'),
  // The seed's programme the count walk books (content, not a catalogue text).
  hr: { sv: 'HR-programmet', en: 'HR programme' }[language],
  add: startingWith(text(language, 'cart.add')),
  oneInCart: text(language, 'cart.bag_count', { count: 1 }),
  toCheckout: text(language, 'cart.to_checkout'),
  next: text(language, 'checkout.nav.to_booking'),
  oneError: text(language, 'checkout.errors_summary', { count: 1 }),
});
const TEXTS = { sv: textsOf('sv'), en: textsOf('en') };

// The words in the served HTML (the distance location on the search filter, the cards, a course
// page and a schedule page in both languages; the HR programme's words; the Postgraduate
// Certificate's outcomes) are checked in tests/worker/words.test.ts, the programmes' seed words in
// worker/embedded/content/seed/programme-words.unit.test.ts, the plural texts in
// shared/i18n/translator.test.ts. These walks reach them as a visitor does: from the home page by
// the visible "See all", the location filter chosen in the browser, a card and its schedule link.
describe('words a visitor reads', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    test(`"See all" leads to a page whose title it names, and the distance location reads "${TEXTS[language].remote}" (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const texts = TEXTS[language];
      const { page, problems, press } = await visitor.openHome({ language, viewport });
      await toSearchPage(page, press, language);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts.searchTitle);
      const location = page.getByRole('combobox', { name: texts.location, exact: true });
      const labels = await location.locator('option').allTextContents();
      expect(labels).toContain(texts.remote);
      if (language === 'en') expect(labels).not.toContain('Distans');
      await location.selectOption({ label: texts.remote });
      await page.waitForURL((url) => url.searchParams.get('location') === 'Distans');
      const places = await page.locator('.card__fact--location').allTextContents();
      expect(places.length).toBeGreaterThan(0);
      expect(places.every((text) => text.includes(texts.remote))).toBe(true);
      if (language === 'en') expect(places.join(' ')).not.toContain('Distans');
      await press(page.locator('.card__link').first());
      await page.waitForURL((url) => !url.pathname.endsWith(texts.searchPath));
      const facts = await page.getByRole('main').innerText();
      expect(facts).toContain(texts.remote);
      if (language === 'en') expect(facts).not.toContain('Distans');
      await page.getByText(texts.locations, { exact: true }).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-c/words-location-${language}-${viewport}.png` });
      // The schedule page of a distance event names its location the same way.
      const remoteRow = page.locator('#events li').filter({ hasText: texts.remote }).first();
      await press(remoteRow.getByRole('link', { name: texts.schedule }));
      await page.waitForURL((url) => url.pathname.includes('/schedule/'));
      const schedule = await page.getByRole('main').innerText();
      expect(schedule).toContain(texts.remote);
      if (language === 'en') expect(schedule).not.toContain('Distans');
      expect(problems).toEqual([]);
    });
  }

  for (const language of BOTH_LANGUAGES) {
    test(`counts read in the singular for one: "${TEXTS[language].oneInCart}", "${TEXTS[language].oneError}" (${language})`, async ({
      visitor,
    }) => {
      const texts = TEXTS[language];
      const { page, problems, press } = await visitor.openHome({ language, viewport: 'desktop' });
      await openHit(page, press, language, 'HR', texts.hr);
      await press(page.getByRole('button', { name: texts.add, disabled: false }).first());
      await page.getByRole('dialog').getByRole('link', { name: texts.toCheckout }).waitFor();
      expect(await page.getByRole('button', { name: new RegExp(texts.oneInCart) }).count()).toBe(1);
      await press(page.getByRole('dialog').getByRole('link', { name: texts.toCheckout }));
      await page.getByTestId('customer-form').waitFor();
      await waitForHydration(page);
      await fillCustomer(page, { name: 'Ordlista AB', id: '556036-0793', contactEmail: 'ord@example.se', title: 'VD' }, language);
      await page.getByTestId('customer-form').getByLabel(LABELS[language].zip).fill('');
      await press(page.getByRole('button', { name: texts.next, exact: true }));
      await page.getByText(texts.oneError).waitFor();
      await page.getByText(texts.oneError).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-c/words-one-error-${language}.png` });
      expect(problems).toEqual([]);
    });
  }
});
