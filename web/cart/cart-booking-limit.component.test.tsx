import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DEFAULT_BOOKING_POLICY, type OrderSizePolicy } from '../../shared/booking/booking-policy';
import { renderOpenCart } from '../testing/render-open-cart';
import { sampleEvent, testControllerHolding } from './cart-testing';

// The booking policy caps one booking at 20 places per event and 60 in all (V11.P1, the commit
// answers 422 order_too_large over them). The cart did not know: a visitor could click "+" to 30
// and learned it only when sending the booking. The cart's "+" stops at the same rule
// (`oneMoreSeatProblem`, shared/booking/booking-policy.ts) and says why, in the visitor's language.

const { seatsPerEvent, seatsInAll } = DEFAULT_BOOKING_POLICY;

const TEXTS = {
  sv: {
    more: /^Fler deltagare på /,
    fewer: /^Färre deltagare på /,
    perEvent: `Högst ${seatsPerEvent} platser per tillfälle kan bokas här. Kontakta oss för att boka en större grupp.`,
    inAll: `Högst ${seatsInAll} platser totalt kan bokas i en bokning här. Dela upp bokningen eller kontakta oss för att boka en större grupp.`,
  },
  en: {
    more: /^More participants on /,
    fewer: /^Fewer participants on /,
    perEvent: `At most ${seatsPerEvent} places per date can be booked here. Contact us to book a larger group.`,
    inAll: `At most ${seatsInAll} places in all can be booked in one booking here. Split the booking, or contact us to book a larger group.`,
  },
} as const;

/** A cart of events 101, 102, … with these participant counts, under the default policy or another. */
async function cartOf(counts: readonly number[], policy?: OrderSizePolicy) {
  const events = counts.map((_, index) => {
    const month = String(index + 3).padStart(2, '0');
    return sampleEvent({ id: 101 + index, startDate: `2099-${month}-10`, endDate: `2099-${month}-12` });
  });
  const { controller } = await testControllerHolding(events, { policy });
  for (const [index, participantCount] of counts.entries()) {
    expect(await controller.dispatch({ type: 'set-count', id: 101 + index, participantCount })).toEqual({ ok: true });
  }
  return controller;
}

const lineOf = async (index: number) => (await within(await screen.findByRole('dialog')).findAllByTestId('cart-item'))[index]!;

describe('the booking policy in the cart', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`"+" adds the ${seatsPerEvent}th place on a date, then stops and says why (${language})`, async () => {
      const user = userEvent.setup();
      const controller = await cartOf([seatsPerEvent - 1]);
      await renderOpenCart(language, controller);
      const line = await lineOf(0);
      const more = within(line).getByRole('button', { name: text.more });
      expect((more as HTMLButtonElement).disabled).toBe(false);
      expect(within(line).queryByText(text.perEvent)).toBeNull();
      await user.click(more);
      expect((await within(line).findByTestId('cart-item-count')).textContent).toBe(String(seatsPerEvent));
      expect((more as HTMLButtonElement).disabled).toBe(true);
      const note = within(line).getByText(text.perEvent);
      expect(more.getAttribute('aria-describedby')).toBe(note.id);
      // "−" still works, and the note goes with the limit.
      await user.click(within(line).getByRole('button', { name: text.fewer }));
      expect((more as HTMLButtonElement).disabled).toBe(false);
      expect(within(line).queryByText(text.perEvent)).toBeNull();
    });

    test(`with ${seatsInAll} places in the cart, no date takes another and the cart says the limit in all (${language})`, async () => {
      const controller = await cartOf([seatsPerEvent, seatsPerEvent, 10, 10]);
      await renderOpenCart(language, controller);
      for (const index of [0, 1, 2, 3]) {
        const line = await lineOf(index);
        expect((within(line).getByRole('button', { name: text.more }) as HTMLButtonElement).disabled).toBe(true);
        // A date at its own limit says that one; the others the limit in all.
        expect(within(line).getByText(index < 2 ? text.perEvent : text.inAll).id).not.toBe('');
      }
    });
  }
});

// A deployment may set other numbers (BOOKING_SEATS_PER_EVENT, BOOKING_SEATS_IN_ALL); the cart
// stopped at the defaults whatever they were, so only the commit's 422 kept the configured ones.
// The page tells the browser the configured policy (PublicConfig.bookingPolicy) and the cart's
// controller applies it: its "+" stops, and its note says, the site's numbers.
describe('a configured booking policy in the cart', () => {
  const policy = { seatsPerEvent: 4, seatsInAll: 6 };
  const CONFIGURED = {
    sv: {
      perEvent: 'Högst 4 platser per tillfälle kan bokas här. Kontakta oss för att boka en större grupp.',
      inAll: 'Högst 6 platser totalt kan bokas i en bokning här. Dela upp bokningen eller kontakta oss för att boka en större grupp.',
    },
    en: {
      perEvent: 'At most 4 places per date can be booked here. Contact us to book a larger group.',
      inAll: 'At most 6 places in all can be booked in one booking here. Split the booking, or contact us to book a larger group.',
    },
  } as const;

  for (const language of ['sv', 'en'] as const) {
    const text = { ...TEXTS[language], ...CONFIGURED[language] };
    test(`"+" stops at the site's own number of places per date, far below the default, and says it (${language})`, async () => {
      const user = userEvent.setup();
      const controller = await cartOf([3], policy);
      await renderOpenCart(language, controller);
      const line = await lineOf(0);
      const more = within(line).getByRole('button', { name: text.more });
      await user.click(more);
      expect((await within(line).findByTestId('cart-item-count')).textContent).toBe('4');
      expect((more as HTMLButtonElement).disabled).toBe(true);
      const note = within(line).getByText(text.perEvent);
      expect(more.getAttribute('aria-describedby')).toBe(note.id);
      // The note is a row of the line of its own, not a part of the stepper: inside it, it widened
      // the stepper's column and squeezed the event's title into three short lines (at 1280 px).
      expect(within(line).getByRole('group').contains(note)).toBe(false);
      expect(line.className).toContain('cart-item--limited');
      // The cart itself refuses a fifth place, as the commit would.
      expect(await controller.dispatch({ type: 'set-count', id: 101, participantCount: 5 })).toEqual({ ok: false, code: 'booking-too-large' });
    });

    test(`with the site's own number of places in all, no date takes another and the cart says that number (${language})`, async () => {
      const controller = await cartOf([4, 2], policy);
      await renderOpenCart(language, controller);
      const [atDate, inAll] = [await lineOf(0), await lineOf(1)];
      expect(within(atDate).getByText(text.perEvent).id).not.toBe('');
      expect(within(inAll).getByText(text.inAll).id).not.toBe('');
      expect((within(inAll).getByRole('button', { name: text.more }) as HTMLButtonElement).disabled).toBe(true);
    });
  }
});
