import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import {
  addEvent,
  addParticipant,
  confirmPrice,
  contextPerTest,
  COURSES,
  expectNoProblems,
  fillCustomer,
  openStep,
  shot,
  storedCarts,
  unique,
  type Language,
  type Viewport,
} from './checkout-helpers';

// The visitor's side of the seat hold (docs/decisions/026): after sending a booking for signing,
// the signing page and the confirm step say how many minutes the seats are held; once the hold has
// run out (the browser's clock is moved on, nothing waits), the confirm step says the seats were
// released and offers to book again, which unlocks the cart. In both languages, on a phone and a
// desktop.

const contexts = contextPerTest();

const TEXTS = {
  sv: {
    slug: COURSES.swedishAcademic,
    prefix: '',
    toBooking: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    send: 'Skicka och signera',
    goToSigning: 'Gå till signering',
    held: 'Dina platser är reserverade i 30 minuter till.',
    heldOnStep: /Dina platser är reserverade i (29|30) minuter till\./,
    expired: 'Tiden för att signera har gått ut och platserna har släppts.',
    cartExpired: 'Tiden för att signera bokningen har gått ut och platserna har släppts.',
    bookAgain: 'Boka igen',
    logo: 'Till startsidan',
    bag: /^Varukorg/,
  },
  en: {
    slug: 'leadership-for-new-managers',
    prefix: '/en',
    toBooking: 'To participants',
    toConfirm: 'To confirmation',
    send: 'Send and sign',
    goToSigning: 'Go to signing',
    held: 'Your seats are held for 30 more minutes.',
    heldOnStep: /Your seats are held for (29|30) more minutes\./,
    expired: 'The time to sign has run out and the seats have been released.',
    cartExpired: 'The time to sign this booking has run out and its seats have been released.',
    bookAgain: 'Book again',
    logo: 'Go to the home page',
    bag: /^Cart/,
  },
} as const;

/** Where the visitor books again: from the cart (on a content page) or from the confirm step. */
const CASES: Array<[Language, Viewport, 'cart' | 'confirm step']> = [
  ['sv', 'mobile', 'cart'],
  ['en', 'desktop', 'confirm step'],
];

for (const [language, viewport, from] of CASES) {
  const texts = TEXTS[language];
  describe(`the seat hold (${language}, ${viewport})`, () => {
    test(`the signing page and the confirm step show the minutes left; after them the ${from} offers to book again`, async () => {
      const context = await contexts.open(viewport, language === 'sv' ? 'sv-SE' : 'en-GB');
      const { page, problems } = await openPage(context);
      // The browser's clock runs on its own from now, so the test can move it on instead of waiting.
      await page.clock.install();
      const id = unique();
      await addEvent(page, texts.slug, 1, language);
      await page.keyboard.press('Escape');
      await openStep(page, `${texts.prefix}/checkout/customer`);
      await fillCustomer(page, { name: `Hold ${id} AB`, id: '556036-0793', contactEmail: `hold-${id}@example.se`, title: 'VD' }, language);
      await page.getByRole('button', { name: texts.toBooking }).click();
      await page.waitForURL(`**${texts.prefix}/checkout/booking`);
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(
        page,
        { firstName: 'Ida', lastName: 'Holm', email: `ida-${id}@example.se`, title: 'VD', ssn: '121212+1212', reason: 'Ledarskap' },
        language,
      );
      await page.getByRole('button', { name: texts.toConfirm }).click();
      await openStep(page, `${texts.prefix}/checkout/confirm`);
      await confirmPrice(page);

      await page.getByRole('button', { name: texts.send }).click();
      await page.waitForURL('**/sign/**');
      await page.getByText(texts.held).waitFor();
      await shot(page, `hold-signing-page-${language}`);

      // The visitor leaves the signing page unsigned and comes back to the confirm step.
      await page.goBack();
      await openStep(page, `${texts.prefix}/checkout/confirm`);
      await expect.poll(() => page.getByTestId('hold-left').textContent()).toMatch(texts.heldOnStep);
      expect(await page.getByRole('button', { name: texts.goToSigning }).isEnabled()).toBe(true);
      await shot(page, `hold-confirm-left-${language}`);

      await page.clock.fastForward('31:00');
      const alert = page.getByRole('alert').filter({ hasText: texts.expired });
      await alert.waitFor();
      expect(await page.getByTestId('hold-left').count()).toBe(0);
      expect(await page.getByTestId('submit-booking').isDisabled()).toBe(true);
      await shot(page, `hold-confirm-expired-${language}`);

      if (from === 'cart') {
        // The visitor goes on browsing: the cart says the same and offers to book again.
        await page.getByRole('link', { name: texts.logo }).first().click();
        await page.waitForURL((url) => !url.pathname.includes('checkout'));
        await waitForHydration(page);
        await page.getByRole('button', { name: texts.bag }).click();
        const modal = page.getByTestId('cart-modal');
        const notice = modal.getByRole('alert').filter({ hasText: texts.cartExpired });
        await notice.waitFor();
        await shot(page, `hold-cart-expired-${language}`);
        await notice.getByRole('button', { name: texts.bookAgain }).click();
        await notice.waitFor({ state: 'detached' });
        await page.keyboard.press('Escape');
        await openStep(page, `${texts.prefix}/checkout/confirm`);
      } else {
        await alert.getByRole('button', { name: texts.bookAgain }).click();
        await alert.waitFor({ state: 'detached' });
      }
      // The cart is unlocked again, without its old order, and can be sent as a new booking.
      await expect.poll(() => page.getByTestId('submit-booking').textContent()).toBe(texts.send);
      expect(await page.getByTestId('submit-booking').isEnabled()).toBe(true);
      const cart = (await storedCarts(page)).default;
      expect(cart.meta.committedAt).toBeNull();
      expect(cart.meta.orderId).toBeUndefined();
      expect(cart.meta.orderToken).toBeUndefined();
      expect(cart.cartItems).toHaveLength(1);
      await shot(page, `hold-confirm-book-again-${language}`);
      expectNoProblems(problems);
    });
  });
}
