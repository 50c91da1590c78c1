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

// A participant assigned to two events of the cart whose days overlap (a programme and a course
// taught during it) is warned about at once on the participants step, naming the person and both
// events in the visitor's language; it is a warning, not a refusal. (Moved from
// tests/e2e/overlapping-bookings.test.ts, which keeps the walk that books such a pair; the rule is
// in shared/checkout/overlapping-bookings.test.ts.)

const TEXTS = {
  sv: { both: 'går på både', goOn: 'du kan ändå fortsätta' },
  en: { both: 'attends both', goOn: 'you can still go on' },
} as const;

const programme = sampleItem({
  id: 1,
  type: 'programmeEvent',
  category: 'business-school',
  displayTitle: 'Executive Programme Alicante',
  startDate: '2099-03-01',
  endDate: '2099-03-20',
  participantCount: 1,
});
const course = sampleItem({
  id: 2,
  postId: 12,
  category: 'business-school',
  displayTitle: 'Strategic leadership',
  startDate: '2099-03-10',
  endDate: '2099-03-12',
  participantCount: 1,
});
const ana = sampleParticipant({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.es' });

/** The participants section of the booking step, re-rendered on every change of the cart, as the step has it. */
function Section({ controller }: { controller: CartController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getInitialState);
  const cart = state.cart;
  const rules = cart ? checkoutRequirements(cart) : undefined;
  if (!cart || !rules) return null;
  return <ParticipantsSection context={{ cart, controller, rules, cartId: 'default' }} showIssues={false} />;
}

afterEach(() => {
  cleanup();
  clearSavedFields('default');
});

describe('overlapping bookings on the participants step', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`warns at once of a person ticked on a second event whose days overlap, naming her and both events, and the warning goes when she is unticked (${language})`, async () => {
      const user = userEvent.setup();
      const cart: CartOrder = {
        ...cartWith([programme, course], Date.now()),
        participantPool: [ana],
        assignedParticipants: { '1': [ana.email] },
      };
      const { controller } = testController({ store: memoryCartRecordStore({ default: cart }) });
      renderIn(language, <Section controller={controller} />);
      const warnings = await screen.findByTestId('overlap-warnings');
      expect(warnings.textContent).toBe('');

      await user.click(within(screen.getByTestId('assignment-2')).getByLabelText('Ana Ruiz'));
      const warning = await within(warnings).findByText(new RegExp(texts.both));
      expect(warning.textContent).toContain('Ana Ruiz');
      expect(warning.textContent).toContain('Executive Programme Alicante');
      expect(warning.textContent).toContain('Strategic leadership');
      expect(warning.textContent).toContain(texts.goOn);
      // Not a refusal: the cart holds both assignments.
      expect(controller.getState().cart?.assignedParticipants).toEqual({ '1': [ana.email], '2': [ana.email] });

      await user.click(within(screen.getByTestId('assignment-2')).getByLabelText('Ana Ruiz'));
      await expect.poll(() => warnings.textContent).toBe('');
    });
  }
});
