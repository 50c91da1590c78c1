import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sampleItem } from '../../shared/cart/testing';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { completeCartOf } from '../../tests/fixtures/complete-cart';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { renderRoute } from '../testing/render-route';
import { CheckoutStatusPage } from './checkout-status-page';
import { formatDateRange } from '../../shared/calendar/date-format';

// The status page of a booking sent for signing, as the signing service returns the visitor to
// it: while that service does not answer (5xx) the page says it cannot see the signing, keeps
// the way to signing, and never calls the booking signed.

const cart = vi.hoisted(() => ({ current: undefined as ReturnType<typeof testController>['controller'] | undefined }));
vi.mock('../cart/browser-cart', () => ({ cartController: () => cart.current }));

const item = sampleItem({ startDate: '2099-03-10', endDate: '2099-03-12' });
const complete = completeCartOf({
  lines: [{ item, emails: ['anna@example.se'] }],
  customerId: '556036-0793',
  contactEmail: 'karin@example.se',
});
/** Committed, its signing document made, not yet signed. */
const awaitingSignature: CartOrder = {
  ...complete,
  meta: {
    ...complete.meta,
    orderId: 'FEI-1001',
    committedAt: Date.now(),
    commitHash: 'a'.repeat(64),
    orderToken: 'b'.repeat(32),
    scrive: { deliveryMethod: 'api', id: 'doc-1', title: 'FEI-1001', url: '/sign/doc-1' },
  },
};

const TEXTS = {
  sv: { unavailable: 'Signeringstjänsten svarar inte just nu', goToSigning: 'Gå till signering', path: '/checkout/status' },
  en: { unavailable: 'The signing service is not answering right now', goToSigning: 'Go to signing', path: '/en/checkout/status' },
} as const;

/** The signing service's answer to the status page's question, through the worker's API. */
function signingAnswers(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/api/docs/doc-1');
    return Response.json(body, { status });
  });
}

beforeEach(() => {
  cart.current = testController({ store: memoryCartRecordStore({ default: awaitingSignature }) }).controller;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the status page of a booking awaiting its signature', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];
    test(`says the signing service is not answering and keeps the way to signing while it fails (${language})`, async () => {
      signingAnswers(503, { statusCode: 503, statusMessage: 'service_unavailable', message: 'down' });
      renderRoute(language, texts.path, CheckoutStatusPage);
      expect((await screen.findByTestId('signing-unavailable')).textContent).toContain(texts.unavailable);
      expect(screen.getByRole('link', { name: texts.goToSigning }).getAttribute('href')).toBe(
        language === 'sv' ? '/sign/doc-1' : '/sign/doc-1?lang=en',
      );
      expect(screen.getByTestId('status-message').dataset.phase).toBe('pending');
    });

    test(`says nothing of the signing service once it answers (${language})`, async () => {
      signingAnswers(200, { status: 'pending', signedAt: null });
      renderRoute(language, texts.path, CheckoutStatusPage);
      expect((await screen.findByTestId('status-message')).dataset.phase).toBe('pending');
      expect(screen.queryByTestId('signing-unavailable')).toBeNull();
      expect(screen.getByRole('link', { name: texts.goToSigning })).toBeTruthy();
    });
  }

  test('a refusal of the signing service (4xx) is no outage: the page does not say the service is down', async () => {
    signingAnswers(404, { statusCode: 404, statusMessage: 'not_found', message: 'no such document' });
    renderRoute('sv', TEXTS.sv.path, CheckoutStatusPage);
    expect((await screen.findByTestId('status-message')).dataset.phase).toBe('pending');
    expect(screen.queryByTestId('signing-unavailable')).toBeNull();
  });
});

// The thank-you page by the keyboard (issue 47, item 7): once the booking is known to be signed,
// the heading says so and takes the focus, described by the status, so a screen reader reads both.
describe('the status page of a booking just signed', () => {
  const THANKS = { sv: /^Tack för din bokning/, en: /^Thank you for your booking/ } as const;
  for (const language of ['sv', 'en'] as const) {
    test(`puts the focus on its heading, which says thank you and is described by the status (${language})`, async () => {
      signingAnswers(200, { status: 'signed', signedAt: Date.now() });
      renderRoute(language, TEXTS[language].path, CheckoutStatusPage);
      const heading = await screen.findByRole('heading', { level: 1, name: THANKS[language] });
      await vi.waitFor(() => expect(document.activeElement).toBe(heading));
      const status = screen.getByTestId('status-message');
      expect(heading.getAttribute('aria-describedby')).toBe(status.id);
      expect(status.dataset.phase).toBe('done');
    });
  }
});

// Issue 49, item 3: the receipt names where each event takes place beside its days.
describe('the receipt on the status page', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`lists each event with its place (${language})`, async () => {
      const placed: CartOrder = { ...awaitingSignature, locationOptions: { [String(item.id)]: ['Göteborg', 'Distans'] } };
      cart.current = testController({ store: memoryCartRecordStore({ default: placed }) }).controller;
      signingAnswers(200, { status: 'pending', signedAt: null });
      renderRoute(language, TEXTS[language].path, CheckoutStatusPage);
      await screen.findByTestId('status-message');
      const remote = language === 'sv' ? 'Distans' : 'Online';
      expect(screen.getByTestId('order-id').closest('div')?.textContent).toContain(
        `${formatDateRange('2099-03-10', '2099-03-12', language)} · Göteborg, ${remote}`,
      );
    });
  }
});
