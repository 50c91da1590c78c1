import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { waitForHydration } from './browser';
import { expectNoProblems, fillCustomer, LABELS, unique } from './checkout-helpers';
import { followMenu, revealCard, TEXTS as VISITOR } from './visitor';
import { CART_TEXTS, cartToCheckout, checkoutVisitorPerTest, press } from './visitor-checkout';
import { TWO_ROUNDS } from './visitor-test';

// Issue 49, items 1 and 3: what a date sets for its booking, from the CMS to the checkout. The
// seed's "Interkulturell kommunikation" (a business-school course, taught in Alicante) has a date
// that requires personal id numbers, which the business school otherwise leaves optional. A
// visitor goes from the home page to it through the main menu, adds that date, and the cart and
// the checkout's steps show its place beside its days; the participants step asks for the number,
// says why, and offers only the date's place. What each screen renders for every case is checked
// in web/checkout/event-rules.component.test.tsx and web/cart/cart-event-rules.component.test.tsx,
// the rules in shared/, the server's refusal in tests/worker/backend-commit.test.ts.

const { openHome } = checkoutVisitorPerTest();

const SHOTS = '/tmp/event-rules-shots';
mkdirSync(SHOTS, { recursive: true });

const TEXTS = {
  sv: {
    topic: 'Kommunikation',
    allTopic: 'Alla kurser i kommunikation',
    course: 'Interkulturell kommunikation',
    note: 'Det här tillfället kräver personnummer.',
    location: 'Ort',
    ssn: /^Personnummer/,
    required: 'Fyll i fältet.',
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
  },
  en: {
    topic: 'Communication',
    allTopic: 'All communication courses',
    course: 'Intercultural communication',
    note: 'This date requires a personal ID number.',
    location: 'Location',
    ssn: /^Personal identity number/,
    required: 'Fill in this field.',
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
  },
} as const;

/** What the screen shows with `focus` scrolled to its top, under /tmp/event-rules-shots, named after the step and the width. */
async function shot(page: Page, name: string, focus: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await focus.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

describe('a date that requires personal id numbers, from the home page to the checkout', () => {
  for (const [language, viewport] of TWO_ROUNDS) {
    const texts = TEXTS[language];
    test(`says so on its row, in the cart and on the participants step, asks for the number and offers only its place (${language}, ${viewport})`, async () => {
      const { page, problems, outside } = await openHome(language, viewport);
      await followMenu(page, language, viewport, true, [VISITOR[language].courses, texts.topic, texts.allTopic]);
      await page.waitForURL((url) => url.searchParams.get('department') === 'course');
      await waitForHydration(page);
      await press(await revealCard(page, language, texts.course), viewport);
      await page.getByRole('heading', { level: 1, name: texts.course }).waitFor();
      await waitForHydration(page);

      // The date's row says what it asks; its own add button takes it.
      const row = page
        .getByRole('listitem')
        .filter({ hasText: texts.note })
        .filter({ has: page.getByRole('button') });
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain('Alicante');
      await shot(page, `course-dates-${language}`, row);
      await press(row.getByRole('button', { name: new RegExp(`^${CART_TEXTS[language].add}`), disabled: false }), viewport);

      const modal = page.getByTestId('cart-modal');
      await modal.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
      const line = modal.getByRole('listitem').filter({ hasText: texts.course }).first();
      expect(await line.textContent()).toMatch(/ · Alicante/);
      expect(await line.textContent()).toContain(texts.note);
      await shot(page, `cart-${language}`, line);

      await cartToCheckout(page, language, viewport);
      const id = unique();
      await fillCustomer(page, { name: `Alicante ${id} SL`, id: 'B12345674', contactEmail: `ana-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: texts.toParticipants }), viewport);
      await page.waitForURL('**/checkout/booking');
      await waitForHydration(page);

      const form = page.getByTestId('participant-form');
      await form.waitFor();
      expect(await page.getByRole('group').filter({ hasText: texts.course }).textContent()).toMatch(/ · Alicante/);
      expect(await form.getByText(texts.note).isVisible()).toBe(true);
      const location = form.getByRole('combobox', { name: texts.location });
      expect(await location.locator('option').allTextContents()).toEqual(['Alicante']);
      // Without the number, the participant is not saved: the number is asked for.
      const labels = LABELS[language];
      await form.getByLabel(labels.firstName).fill('Ana');
      await form.getByLabel(labels.lastName).fill('Ruiz');
      await form.getByRole('textbox', { name: labels.email }).fill(`ana-${id}@example.es`);
      await press(form.getByRole('button', { name: labels.saveParticipant }), viewport);
      const ssn = form.getByRole('textbox', { name: texts.ssn });
      await expect.poll(() => ssn.getAttribute('aria-invalid')).toBe('true');
      expect(await form.getByText(texts.required).count()).toBeGreaterThan(0);
      await shot(page, `participants-form-${language}`, form);
      await shot(page, `participants-date-${language}`, page.getByRole('group').filter({ hasText: texts.course }));
      await ssn.fill('X1234567L');
      await press(form.getByRole('button', { name: labels.saveParticipant }), viewport);
      await page.getByTestId('participant-pool').getByText(`ana-${id}@example.es`).waitFor();

      await press(page.getByRole('button', { name: texts.toConfirm }), viewport);
      await page.waitForURL('**/checkout/confirm');
      await waitForHydration(page);
      const summary = page.getByTestId('booking-summary');
      await summary.waitFor();
      expect(await summary.textContent()).toMatch(/ · Alicante/);
      await shot(page, `confirm-${language}`, summary);
      expectNoProblems(problems);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
