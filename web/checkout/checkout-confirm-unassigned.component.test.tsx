import { stubPriceApi } from '../testing/price-api';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { formatDateRange } from '../../shared/calendar/date-format';
import { sampleItem } from '../../shared/cart/testing';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { completeCartOf } from '../../tests/fixtures/complete-cart';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutConfirmPage } from './checkout-confirm-page';
import { clearSavedFields } from './saved-fields';

// The confirm step refuses to send a booking with an event that has fewer participants chosen than
// places booked, and says which event, on which dates (two events of one title differ by them), and
// how many of its places have a person.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
// The cart's own modals and toasts are not what this step shows, so the frame gets none.
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const TEXTS = {
  sv: {
    path: '/checkout/confirm',
    send: 'Skicka och signera',
    short: `Coaching leadership, ${formatDateRange('2099-03-10', '2099-03-12', 'sv')}: deltagare valda till 1 av 2 platser. Välj vem som går på varje plats i steget Deltagare.`,
  },
  en: {
    path: '/en/checkout/confirm',
    send: 'Send and sign',
    short: `Coaching leadership, ${formatDateRange('2099-03-10', '2099-03-12', 'en')}: participants chosen for 1 of 2 places. Choose who attends every place on the participants step.`,
  },
} as const;

const malmo = sampleItem({ id: 1, displayTitle: 'Coaching leadership', startDate: '2099-03-10', endDate: '2099-03-12' });
const stockholm = sampleItem({ id: 2, displayTitle: 'Coaching leadership', startDate: '2099-05-04', endDate: '2099-05-06' });
const complete = completeCartOf({
  lines: [
    { item: malmo, emails: ['anna@example.se'] },
    { item: stockholm, emails: ['anna@example.se'] },
  ],
  customerId: '556036-0793',
  contactEmail: 'karin@example.se',
});
// Two places booked on the first event, one person chosen for it.
const short: CartOrder = {
  ...complete,
  cartItems: complete.cartItems.map((item) => (item.id === 1 ? { ...item, participantCount: 2 } : item)),
};

beforeEach(() => {
  cart.current = testController({ store: memoryCartRecordStore({ default: short }) });
  stubPriceApi();
});
afterEach(() => {
  cleanup();
  clearSavedFields('default');
  vi.unstubAllGlobals();
});

describe('the confirm step with an event short of participants', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`names the event, its dates and its places with a person, and does not send (${language})`, async () => {
      renderRoute(language, texts.path, CheckoutConfirmPage);
      const list = await screen.findByTestId('unassigned-events');
      expect([...list.querySelectorAll('li')].map((entry) => entry.textContent)).toEqual([texts.short]);
      expect((screen.getByRole('button', { name: texts.send }) as HTMLButtonElement).disabled).toBe(true);
    });
  }
});
