import { describe, expect, test } from 'vitest';
import { addParticipant, confirmPrice, fillCustomer, unique } from './checkout-helpers';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, cartToCheckout, checkoutVisitorPerTest, COURSE_TITLES, openLeadershipCourse, press, shotB } from './visitor-checkout';

// Issue 41, item 10: after "Take over the cart" the page said "The cart is yours" while the cart
// said it could not be changed. A taken-over cart is the visitor's own to change; where the
// visitor's own booking is already sent (locked), the page says so instead of offering a take-over.

const { openHome } = checkoutVisitorPerTest();

const TEXTS = {
  sv: {
    share: 'Dela varukorgen',
    link: 'Länk till varukorgen',
    takeOver: 'Ta över varukorgen',
    yours: 'Varukorgen är din. Fortsätt till kassan när du vill.',
    bag: /^Varukorg(?![a-zåäö])/,
    more: /^Fler deltagare på/,
    own: 'Ändringar du gör sparas i din egen varukorg.',
    cannot: /inte ändra|kan inte ändras/,
    ownLocked: 'Din egen bokning är redan skickad och väntar på signering',
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
  },
  en: {
    share: 'Share the cart',
    link: 'Link to the cart',
    takeOver: 'Take over the cart',
    yours: 'The cart is yours. Continue to the checkout whenever you like.',
    bag: /^Cart\b/,
    more: /^More participants on/,
    own: 'Changes you make are saved in your own cart.',
    cannot: /not change|cannot be changed/,
    ownLocked: 'Your own booking has already been sent and is waiting for its signature',
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
  },
} as const;

describe('taking over a shared cart', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`gives a cart the colleague can change, and the page and the cart agree on it (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const owner = await openHome(language, viewport);
      await openLeadershipCourse(owner.page, language, viewport, COURSE_TITLES[language].swedishAcademic);
      const ownerCart = await addFirstEvent(owner.page, language, viewport);
      await press(ownerCart.getByRole('button', { name: text.share }), viewport);
      const link = await ownerCart.getByRole('textbox', { name: text.link }).inputValue();

      // The link is the feature: the colleague opens it in a browser of their own.
      const colleague = await openHome(language, viewport);
      await colleague.page.goto(link);
      const takeOver = colleague.page.getByRole('button', { name: text.takeOver });
      await colleague.page.waitForFunction(() => !(document.querySelector('[data-testid="take-over"]') as HTMLButtonElement | null)?.disabled);
      await press(takeOver, viewport);
      await colleague.page.getByRole('status').getByText(text.yours).waitFor();

      await press(colleague.page.getByRole('button', { name: text.bag }).filter({ visible: true }).first(), viewport);
      const cart = colleague.page.getByTestId('cart-modal');
      await cart.waitFor({ state: 'visible' });
      await cart.getByText(text.own).waitFor();
      expect(await cart.getByText(text.cannot).count()).toBe(0);
      await press(cart.getByRole('button', { name: text.more }), viewport);
      await colleague.page.waitForFunction(() => document.querySelector('[data-testid="cart-item-count"]')?.textContent === '2');
      await shotB(colleague.page, `take-over-cart-${language}`);
      expect(owner.problems).toEqual([]);
      expect(colleague.problems).toEqual([]);
      expect(colleague.outside).toEqual([]);
    }, 180_000);
  }

  test('is not offered while the visitor’s own booking waits for its signature, and the page says why (sv, desktop)', async () => {
    const language = 'sv';
    const viewport = 'desktop';
    const text = TEXTS[language];
    const id = unique();
    const { page, problems } = await openHome(language, viewport);
    await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].swedishAcademic);
    const modal = await addFirstEvent(page, language, viewport);
    await press(modal.getByRole('button', { name: text.share }), viewport);
    const link = await modal.getByRole('textbox', { name: text.link }).inputValue();
    await cartToCheckout(page, language, viewport);
    await fillCustomer(page, { name: `Låst ${id} AB`, id: '556036-0793', contactEmail: `lo-${id}@example.se`, title: 'HR-chef' });
    await press(page.getByRole('button', { name: text.toParticipants }), viewport);
    await page.waitForURL('**/checkout/booking');
    await page.getByTestId('participant-form').waitFor();
    await addParticipant(page, {
      firstName: 'Lo',
      lastName: 'Lind',
      email: `lo-${id}@example.se`,
      title: 'Chef',
      ssn: '811218-9876',
      reason: 'Kompetens',
    });
    await press(page.getByRole('button', { name: text.toConfirm }), viewport);
    await page.waitForURL('**/checkout/confirm');
    await confirmPrice(page);
    await page.getByTestId('submit-booking').click();
    await page.waitForURL('**/sign/**');

    await page.goto(link);
    await page.getByRole('status').getByText(text.ownLocked).waitFor();
    expect(await page.getByRole('button', { name: text.takeOver }).isDisabled()).toBe(true);
    expect(await page.getByText('Varukorgen är din').count()).toBe(0);
    await shotB(page, 'take-over-own-locked-sv');
    expect(problems).toEqual([]);
  }, 240_000);
});
