import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addParticipant, confirmPrice, fillCustomer, LABELS, unique } from './checkout-helpers';
import type { Language, Viewport } from './visitor';
import { CART_TEXTS, cartToCheckout, checkoutVisitorPerTest, COURSE_TITLES, openLeadershipCourse, press } from './visitor-checkout';

// Issue 49, item 2: the participants step never asked how many people attend, and every new
// participant was ticked for every event, so with two places on one event and one on another the
// first person took the second event's only place and the third could not be ticked, with nothing
// saying why. The visitor now chooses the number of participants (the spec's options, from the
// largest event's places to one person per place) and names three people for three places without
// unticking anyone. The options, the places listed and the full-event notes are checked in
// web/checkout/participant-count.component.test.tsx, the rules in shared/cart/*.test.ts.

const SHOTS = '/tmp/participant-count-shots';
mkdirSync(SHOTS, { recursive: true });

const { openHome } = checkoutVisitorPerTest();

const TEXTS = {
  sv: {
    count: 'Antal deltagare',
    slot: (number: number) => `Deltagare ${number}`,
    attends: /^Vem går på Strategiskt ledarskap/,
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    send: 'Skicka bokningen',
    fullNote: (a: string, b: string) =>
      `Alla 2 platser på det här tillfället är tagna av ${a} och ${b}; avmarkera någon av dem för att välja någon annan.`,
  },
  en: {
    count: 'Number of participants',
    slot: (number: number) => `Participant ${number}`,
    attends: /^Who attends Strategic leadership/,
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
    send: 'Send the booking',
    fullNote: (a: string, b: string) => `All 2 places of this date are taken by ${a} and ${b}; untick one of them to choose someone else.`,
  },
} as const;

/** The course page's open add buttons, as a visitor sees them (full events have theirs disabled). */
const openAddButtons = (page: Page, language: Language) =>
  page.getByRole('button', { name: new RegExp(`^${CART_TEXTS[language].add}`), disabled: false });

/** Presses an add button and waits for the cart's price; the cart stays open. */
async function addAndWait(page: Page, viewport: Viewport, index: number, language: Language): Promise<void> {
  await press(openAddButtons(page, language).nth(index), viewport);
  await page.getByTestId('cart-modal').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
}

describe('the number of participants', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`two places on one date and one on another are named by three people without unticking anyone (${language}, ${viewport})`, async () => {
      const texts = TEXTS[language];
      const id = unique();
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].businessSchool);

      // Two places on the first open date, then one on the second.
      await addAndWait(page, viewport, 0, language);
      const modal = page.getByTestId('cart-modal');
      await press(modal.getByRole('button', { name: LABELS[language].moreParticipants }), viewport);
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-item-count"]')?.textContent === '2');
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
      await press(modal.getByRole('button', { name: CART_TEXTS[language].close }), viewport);
      await modal.waitFor({ state: 'hidden' });
      await addAndWait(page, viewport, 1, language);
      await cartToCheckout(page, language, viewport);

      await fillCustomer(page, { name: `Alicante ${id} SL`, id: 'B12345674', contactEmail: `ana-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: texts.toParticipants }), viewport);
      await page.waitForURL('**/checkout/booking');
      const count = page.getByLabel(texts.count);
      await count.waitFor();
      // From the largest date's places to one person per place, starting at the first.
      expect(await count.locator('option').allTextContents()).toEqual(['2', '3']);
      expect(await count.inputValue()).toBe('2');
      await count.selectOption('3');
      await expect.poll(() => page.getByRole('main').getByText(texts.slot(3)).count()).toBe(1);
      await page.getByRole('main').screenshot({ path: `${SHOTS}/participants-chosen-${language}-${viewport}.png` });

      const people = [
        { firstName: 'Anna', lastName: `Berg ${id}`, email: `anna-${id}@example.es` },
        { firstName: 'Erik', lastName: `Ek ${id}`, email: `erik-${id}@example.es` },
        { firstName: 'Carl', lastName: `Gil ${id}`, email: `carl-${id}@example.es` },
      ];
      for (const person of people) await addParticipant(page, person, language);
      const [anna, erik, carl] = people.map((person) => `${person.firstName} ${person.lastName}`) as [string, string, string];

      // The two-place date has Anna and Erik, the one-place date Carl: every place has a person,
      // and nobody had to be unticked.
      const groups = page.getByRole('group', { name: texts.attends });
      await expect.poll(() => groups.count()).toBe(2);
      const twoPlaces = groups.nth(0);
      const onePlace = groups.nth(1);
      await expect.poll(() => onePlace.getByRole('checkbox', { name: carl }).isChecked()).toBe(true);
      expect(await twoPlaces.getByRole('checkbox', { name: anna }).isChecked()).toBe(true);
      expect(await twoPlaces.getByRole('checkbox', { name: erik }).isChecked()).toBe(true);
      expect(await onePlace.getByRole('checkbox', { name: anna }).isChecked()).toBe(false);
      // Carl's box on the full date is disabled, and says who holds its places and how to free one.
      const carlOnTwo = twoPlaces.getByRole('checkbox', { name: carl });
      expect(await carlOnTwo.isDisabled()).toBe(true);
      await twoPlaces.getByText(texts.fullNote(anna, erik), { exact: true }).waitFor();
      const describedBy = (await carlOnTwo.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(texts.fullNote(anna, erik));
      await page.getByRole('main').screenshot({ path: `${SHOTS}/participants-${language}-${viewport}.png` });
      // The count, the places and the notes leave the step without accessibility violations.
      const { violations } = await new AxeBuilder({ page })
        .include('main')
        .options({ resultTypes: ['violations'] })
        .analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([]);

      await press(page.getByRole('button', { name: texts.toConfirm }), viewport);
      await page.waitForURL('**/checkout/confirm');
      await confirmPrice(page);
      // Not held up: the booking can be sent (business school bookings are not signed).
      expect(await page.getByRole('button', { name: texts.send }).isDisabled()).toBe(false);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
