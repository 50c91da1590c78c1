import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sampleItem, totalsFor } from '../../shared/cart/testing';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import { completeCartOf } from '../../tests/fixtures/complete-cart';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutConfirmPage } from './checkout-confirm-page';
import { clearSavedFields } from './saved-fields';

// The confirm step as the booking service's answers reach it through the worker's API: while the
// service is down (503 service_unavailable, as its open breaker answers) the step says so in a
// modal over the page; nothing typed is lost, and sending again once it is back goes through.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController> | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current?.controller }));
// The cart's own modals and toasts load as a runtime of their own when the browser is idle, at a
// moment no test chooses; they are not what this step shows, so the frame gets none.
vi.mock('../cart/cart-host', () => ({ CartHost: () => null }));

const item = sampleItem({ startDate: '2099-03-10', endDate: '2099-03-12' });
const complete = completeCartOf({
  lines: [{ item, emails: ['anna@example.se'] }],
  customerId: '556036-0793',
  customerName: 'Nere AB',
  contactEmail: 'karin@example.se',
});

const TEXTS = {
  sv: {
    path: '/checkout/confirm',
    send: 'Skicka och signera',
    serviceDown: 'Bokningstjänsten svarar inte just nu',
    nothingLost: 'Inget av det du fyllt i har gått förlorat',
    message: 'Meddelande till oss',
  },
  en: {
    path: '/en/checkout/confirm',
    send: 'Send and sign',
    serviceDown: 'The booking service is not answering right now',
    nothingLost: 'Nothing you filled in has been lost',
    message: 'Message to us',
  },
} as const;

/** The worker's API as the test sets it: the price always, the commit as `commit` says. */
function api(commit: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(url);
    if (url === '/api/backend/cart/price') return Response.json(totalsFor(JSON.parse(String(init.body)) as CartUpdateRequest));
    if (url === '/api/backend/cart/commit') return commit();
    if (url === '/api/docs/create') return Response.json({ deliveryMethod: 'api', id: 'doc-1', title: 'FEI-1', url: '/sign/doc-1' });
    throw new TypeError(`no such call in this test: ${url}`);
  });
  return calls;
}

const down = () => Response.json({ statusCode: 503, statusMessage: 'service_unavailable', message: 'down' }, { status: 503 });

beforeEach(() => {
  cart.current = testController({ store: memoryCartRecordStore({ default: complete }) });
});
afterEach(() => {
  // The form values the step saved as the visitor typed (and their in-memory copy) go with the
  // test, once the step that reads them is gone.
  cleanup();
  clearSavedFields('default');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the confirm step while the booking service is down', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`says the booking service is not answering, keeps everything typed, and sends once it is back (${language})`, async () => {
      const user = userEvent.setup();
      let answer = down;
      const calls = api(() => answer());
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      renderRoute(language, texts.path, CheckoutConfirmPage);
      const note = await screen.findByLabelText(texts.message);
      await user.type(note, 'Faktura 42');
      await user.click(screen.getByRole('button', { name: texts.send }));
      const modal = await screen.findByRole('dialog', { name: texts.serviceDown });
      expect(modal.textContent).toContain(texts.nothingLost);
      await user.click(within(modal).getByRole('button', { name: 'OK' }));

      // Nothing typed is lost: the summary still names the customer, the note is still there.
      expect(screen.getByTestId('booking-summary').textContent).toContain('Nere AB');
      expect((screen.getByLabelText(texts.message) as HTMLTextAreaElement).value).toBe('Faktura 42');
      expect(cart.current!.controller.getState().cart?.meta.committingSince ?? null).toBeNull();

      answer = () =>
        Response.json({
          status: 'committed',
          orderId: 'FEI-1',
          committedAt: Date.now(),
          commitHash: 'c'.repeat(64),
          orderToken: 'd'.repeat(32),
        });
      await user.click(screen.getByRole('button', { name: texts.send }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(language === 'sv' ? '/sign/doc-1' : '/sign/doc-1?lang=en'));
      expect(calls.filter((url) => url === '/api/backend/cart/commit')).toHaveLength(2);
      expect(cart.current!.controller.getState().cart?.additionalInformation).toBe('Faktura 42');
    });
  }
});

// Issue 49, item 5: a private business-school booking's last step was titled "Bekräfta och
// signera" although nothing is signed. The step sends the booking in every category; signing,
// where the category asks for it, follows on the signing page, and the button says so.
describe("the confirm step's heading and button", () => {
  const HEADINGS = {
    sv: { heading: 'Bekräfta och skicka', signs: 'Skicka och signera', sends: 'Skicka bokningen' },
    en: { heading: 'Confirm and send', signs: 'Send and sign', sends: 'Send the booking' },
  } as const;
  const businessSchool = completeCartOf({
    lines: [{ item: sampleItem({ category: 'business-school', startDate: '2099-03-10', endDate: '2099-03-12' }), emails: ['eva@example.es'] }],
    customerId: '12345678Z',
    customerName: 'Eva Sol',
    contactEmail: 'eva@example.es',
  });
  for (const language of ['sv', 'en'] as const) {
    const text = HEADINGS[language];
    test(`say what the step does: sending, and signing only where the category signs (${language})`, async () => {
      api(down);
      for (const [booking, button] of [
        [{ ...businessSchool, customer: { ...businessSchool.customer, type: 'private' as const } }, text.sends],
        [complete, text.signs],
      ] as const) {
        cart.current = testController({ store: memoryCartRecordStore({ default: booking }) });
        renderRoute(language, TEXTS[language].path, CheckoutConfirmPage);
        await screen.findByRole('button', { name: button });
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.heading);
        expect(screen.queryByRole('heading', { name: /signera|sign\b/i })).toBeNull();
        cleanup();
      }
    });
  }
});
