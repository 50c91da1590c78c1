import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import {
  addParticipant,
  contextPerTest,
  expectNoProblems,
  fillCustomer,
  type Language,
  openStep,
  storedCarts,
  unique,
} from './checkout-helpers';

// A participant assigned to two events of the cart whose days overlap (a programme and a course
// taught during it) is warned about at once on the participants step, naming the person and both
// events in the visitor's language; the booking can still go on to the confirm step.

const contexts = contextPerTest();

const PAGES = {
  sv: { programme: '/program/executive-programme-alicante', course: '/kurs/strategiskt-ledarskap' },
  en: { programme: '/en/programme/executive-programme-alicante', course: '/en/course/strategic-leadership' },
} as const;
const TEXTS = {
  sv: { toParticipants: 'Till deltagare', toConfirm: 'Till bekräftelse', both: 'går på både' },
  en: { toParticipants: 'To participants', toConfirm: 'To confirmation', both: 'attends both' },
} as const;

interface ShownEvent {
  start: string;
  end: string;
  open: boolean;
}

/** The events of a course or programme page, in the order of their add-to-cart buttons. */
async function eventsOf(page: Page, path: string): Promise<ShownEvent[]> {
  await page.goto(path);
  await waitForHydration(page);
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-island="add-to-cart"]')).map((island) => {
      const props = JSON.parse(island.nextElementSibling?.textContent ?? '{}') as { event: { startDate: string; endDate: string } };
      return { start: props.event.startDate, end: props.event.endDate, open: !island.querySelector('button')?.disabled };
    }),
  );
}

async function addEventAt(page: Page, path: string, index: number): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('[data-island="add-to-cart"]').nth(index).getByRole('button').click();
  await page.getByTestId('cart-modal').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
  await page.keyboard.press('Escape');
}

/** A programme event and a course event, both open, whose days overlap. */
async function overlappingPair(page: Page, language: Language): Promise<[number, number]> {
  const programme = await eventsOf(page, PAGES[language].programme);
  const course = await eventsOf(page, PAGES[language].course);
  for (const [p, long] of programme.entries()) {
    for (const [c, short] of course.entries()) {
      if (long.open && short.open && long.start <= short.end && short.start <= long.end) return [p, c];
    }
  }
  throw new Error('no open programme and course events overlap in the seed');
}

// The warning's words (the person, both events, that the booking can go on), its coming at once
// and its going are checked in web/checkout/participants-section.component.test.tsx, the rule in
// shared/checkout/overlapping-bookings.test.ts. These walks book a real overlapping pair of the
// seed and check that the step warns of it and lets the booking go on.
describe('overlapping bookings', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    test(`the participants step warns at once of a person on two overlapping events, and the booking goes on (${language}, ${viewport})`, async () => {
      const { page, problems } = await openPage(await contexts.open(viewport, language === 'sv' ? 'sv-SE' : 'en-GB'));
      const [p, c] = await overlappingPair(page, language);
      await addEventAt(page, PAGES[language].programme, p);
      await addEventAt(page, PAGES[language].course, c);
      const titles = ((await storedCarts(page)).default.cartItems as Array<{ displayTitle: string }>).map((item) => item.displayTitle);
      expect(titles).toHaveLength(2);

      const id = unique();
      const prefix = language === 'sv' ? '' : '/en';
      await openStep(page, `${prefix}/checkout/customer`);
      await fillCustomer(page, { name: `Alicante ${id} SL`, id: 'B12345674', contactEmail: `ana-${id}@example.es` }, language);
      await page.getByRole('button', { name: TEXTS[language].toParticipants }).click();
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(page, { firstName: 'Ana', lastName: `Ruiz ${id}`, email: `ana-${id}@example.es`, ssn: 'X1234567L' }, language);

      // The new participant took a place on both events: the warning names her and both events.
      const warning = page.getByRole('main').getByText(TEXTS[language].both);
      await warning.waitFor();
      const text = (await warning.textContent()) ?? '';
      expect(text).toContain(`Ana Ruiz ${id}`);
      for (const title of titles) expect(text).toContain(title);
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-d/12-overlap-${language}-${viewport}.png` });

      // Not a refusal: the visitor goes on to the confirm step.
      await page.getByRole('button', { name: TEXTS[language].toConfirm }).click();
      await page.waitForURL('**/checkout/confirm');
      expectNoProblems(problems);
    });
  }
});
