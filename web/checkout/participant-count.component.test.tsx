import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { checkoutRequirements } from '../../shared/checkout/checkout-requirements';
import { cartWith, sampleItem, sampleParticipant } from '../../shared/cart/testing';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CartController } from '../cart/cart-controller';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderIn } from '../testing/render-in';
import { ParticipantsSection } from './participants-section';
import { clearSavedFields } from './saved-fields';

// The participants step asks how many different people attend (the spec's options, from the
// largest event's places to one person per place, and its initial count), lists that many places,
// ticks a new participant for the events that count leaves them, and says next to a full event's
// disabled boxes who holds its places and how to free one. (The rules are unit-tested in
// shared/cart/participant-count.test.ts and shared/cart/default-assignment.test.ts.)

const TEXTS = {
  sv: {
    count: 'Antal deltagare',
    hint: 'minst 2 (flest platser på ett tillfälle), högst 3 (en person per plats)',
    slot: (number: number) => `Deltagare ${number}`,
    add: 'Lägg till deltagare',
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    email: /^E-post/,
    save: 'Spara deltagare',
    fullA: 'Alla 2 platser på det här tillfället är tagna av Anna Berg och Erik Ek; avmarkera någon av dem för att välja någon annan.',
    fullB: 'Den enda platsen på det här tillfället är tagen av Anna Berg; avmarkera Anna Berg för att välja någon annan.',
  },
  en: {
    count: 'Number of participants',
    hint: 'at least 2 (the most places on one date), at most 3 (one person per place)',
    slot: (number: number) => `Participant ${number}`,
    add: 'Add a participant',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail/,
    save: 'Save participant',
    fullA: 'All 2 places of this date are taken by Anna Berg and Erik Ek; untick one of them to choose someone else.',
    fullB: 'The only place of this date is taken by Anna Berg; untick Anna Berg to choose someone else.',
  },
} as const;

// Two places on one event and one on another, of the business school (which asks a participant
// only for a name and an e-mail).
const eventA = sampleItem({
  id: 1,
  category: 'business-school',
  displayTitle: 'Strategic leadership',
  startDate: '2099-03-10',
  endDate: '2099-03-12',
  participantCount: 2,
});
const eventB = sampleItem({
  id: 2,
  postId: 12,
  category: 'business-school',
  displayTitle: 'Negotiation',
  startDate: '2099-04-10',
  endDate: '2099-04-11',
  participantCount: 1,
});
const anna = sampleParticipant({ firstName: 'Anna', lastName: 'Berg', email: 'anna@example.es' });
const erik = sampleParticipant({ firstName: 'Erik', lastName: 'Ek', email: 'erik@example.es' });
const carl = sampleParticipant({ firstName: 'Carl', lastName: 'Gil', email: 'carl@example.es' });

/** The participants section of the booking step, re-rendered on every change of the cart, as the step has it. */
function Section({ controller }: { controller: CartController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getInitialState);
  const cart = state.cart;
  const rules = cart ? checkoutRequirements(cart) : undefined;
  if (!cart || !rules) return null;
  return <ParticipantsSection context={{ cart, controller, rules, cartId: 'default' }} showIssues={false} />;
}

function open(language: 'sv' | 'en', cart: CartOrder) {
  const { controller } = testController({ store: memoryCartRecordStore({ default: cart }) });
  renderIn(language, <Section controller={controller} />);
  return controller;
}

const slots = () => screen.queryAllByTestId('participant-slot').map((slot) => slot.textContent);

afterEach(() => {
  cleanup();
  clearSavedFields('default');
});

describe('the number of participants and who attends which event', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`offers the counts from the largest event's places to one person per place, starts at the first and lists that many places (${language})`, async () => {
      open(language, cartWith([eventA, eventB], Date.now()));
      const select = (await screen.findByLabelText(texts.count)) as HTMLSelectElement;
      expect([...select.options].map((option) => option.value)).toEqual(['2', '3']);
      expect(select.value).toBe('2');
      expect(select.getAttribute('aria-describedby')).toBeTruthy();
      expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toContain(texts.hint);
      expect(slots()).toEqual([expect.stringContaining(texts.slot(1)), expect.stringContaining(texts.slot(2))]);

      await userEvent.setup().selectOptions(select, '3');
      expect(select.value).toBe('3');
      expect(slots()).toHaveLength(3);
      expect(slots()[2]).toContain(texts.slot(3));
    });

    test(`starts at the pool size when fewer people are named than the largest event has places (${language})`, async () => {
      open(language, { ...cartWith([eventA, eventB], Date.now()), participantPool: [anna], assignedParticipants: { '1': [anna.email] } });
      const select = (await screen.findByLabelText(texts.count)) as HTMLSelectElement;
      expect(select.value).toBe('1');
      expect(slots()).toEqual([]);
    });

    test(`with three people for three places, ticks the third for the one-place event, which the first left open (${language})`, async () => {
      const user = userEvent.setup();
      const controller = open(language, cartWith([eventA, eventB], Date.now()));
      await user.selectOptions(await screen.findByLabelText(texts.count), '3');
      for (const person of [anna, erik, carl]) {
        if (!screen.queryByTestId('participant-form')) await user.click(screen.getByRole('button', { name: texts.add }));
        const form = screen.getByTestId('participant-form');
        // Pasted rather than typed key by key: the test is about what happens once the person is saved.
        for (const [field, text] of [
          [within(form).getByLabelText(texts.firstName), person.firstName],
          [within(form).getByLabelText(texts.lastName), person.lastName],
          [within(form).getByRole('textbox', { name: texts.email }), person.email],
        ] as const) {
          await user.click(field);
          await user.paste(text);
        }
        await user.click(within(form).getByRole('button', { name: texts.save }));
        await within(screen.getByTestId('participant-pool')).findByText(person.email);
      }
      await expect.poll(() => controller.getState().cart?.assignedParticipants).toEqual({ '1': [anna.email, erik.email], '2': [carl.email] });
      expect(slots()).toEqual([]);
      expect(screen.queryAllByTestId('full-event-note').map((note) => note.textContent)).toHaveLength(2);
    });

    test(`says next to a full event's disabled boxes who holds its places and how to free one, and frees it when one is unticked (${language})`, async () => {
      const user = userEvent.setup();
      open(language, {
        ...cartWith([eventA, eventB], Date.now()),
        participantPool: [anna, erik, carl],
        assignedParticipants: { '1': [anna.email, erik.email], '2': [anna.email] },
      });
      const groupA = await screen.findByTestId('assignment-1');
      const carlOnA = within(groupA).getByLabelText('Carl Gil') as HTMLInputElement;
      expect(carlOnA.disabled).toBe(true);
      const noteA = document.getElementById(carlOnA.getAttribute('aria-describedby') ?? '');
      expect(noteA?.textContent).toBe(texts.fullA);
      expect(groupA.contains(noteA)).toBe(true);
      const groupB = screen.getByTestId('assignment-2');
      for (const name of ['Erik Ek', 'Carl Gil']) {
        const box = within(groupB).getByLabelText(name);
        expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(texts.fullB);
      }
      // A ticked box is not held up: it has no note.
      expect(within(groupA).getByLabelText('Anna Berg').getAttribute('aria-describedby')).toBeNull();

      await user.click(within(groupA).getByLabelText('Erik Ek'));
      await expect.poll(() => carlOnA.disabled).toBe(false);
      expect(carlOnA.getAttribute('aria-describedby')).toBeNull();
      expect(within(groupA).queryByTestId('full-event-note')).toBeNull();
    });
  }
});
