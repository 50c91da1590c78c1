import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';
import { addParticipant, expectNoProblems, fillCustomer, type Language, openStep, storedCarts, unique } from './checkout-helpers';
import { textPattern } from './texts';
import { describe, expect, test } from './visitor-test';

// A participant assigned to two events of the cart whose days overlap (a programme and a course
// taught during it) is warned about at once on the participants step, naming the person and both
// events in the visitor's language; the booking can still go on to the confirm step. Not about
// finding the events: the visitor opens their pages by address (a programme and a course whose
// days overlap are found in the seed's pages) and walks the checkout.

const PAGES = {
  sv: { programme: '/program/executive-programme-alicante', course: '/kurs/strategiskt-ledarskap' },
  en: { programme: '/en/programme/executive-programme-alicante', course: '/en/course/strategic-leadership' },
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

/** Adds the event at `index` of the page the visitor is on, and closes the cart. */
async function addEventHere(page: Page, index: number): Promise<void> {
  await page.locator('[data-island="add-to-cart"]').nth(index).getByRole('button').click();
  await page.getByTestId('cart-modal').waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
  await page.keyboard.press('Escape');
}

/** A programme event and a course event, both open, whose days overlap; the visitor is left on the course page. */
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
    test(`the participants step warns at once of a person on two overlapping events, and the booking goes on (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const { page, problems, text } = await visitor.open({ language, viewport, outside: 'empty' });
      // The pair is found on the course page last: its event is added there, then the programme's.
      const [p, c] = await overlappingPair(page, language);
      await addEventHere(page, c);
      await page.goto(PAGES[language].programme);
      await waitForHydration(page);
      await addEventHere(page, p);
      const titles = ((await storedCarts(page)).default.cartItems as Array<{ displayTitle: string }>).map((item) => item.displayTitle);
      expect(titles).toHaveLength(2);

      const id = unique();
      const prefix = language === 'sv' ? '' : '/en';
      await openStep(page, `${prefix}/checkout/customer`);
      await fillCustomer(page, { name: `Alicante ${id} SL`, id: 'B12345674', contactEmail: `ana-${id}@example.es` }, language);
      await page.getByRole('button', { name: text('checkout.nav.to_booking') }).click();
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(page, { firstName: 'Ana', lastName: `Ruiz ${id}`, email: `ana-${id}@example.es`, ssn: 'X1234567L' }, language);

      // The new participant took a place on both events: the warning names her and both events.
      const warning = page.getByRole('main').getByText(textPattern(language, 'checkout.participants.overlap', { name: `Ana Ruiz ${id}` }));
      await warning.waitFor();
      const said = (await warning.textContent()) ?? '';
      expect(said).toContain(`Ana Ruiz ${id}`);
      for (const title of titles) expect(said).toContain(title);
      await warning.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-d/12-overlap-${language}-${viewport}.png` });

      // Not a refusal: the visitor goes on to the confirm step.
      await page.getByRole('button', { name: text('checkout.nav.to_confirm') }).click();
      await page.waitForURL('**/checkout/confirm');
      expectNoProblems(problems);
    });
  }
});
