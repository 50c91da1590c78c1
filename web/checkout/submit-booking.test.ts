import { afterEach, describe, expect, test, vi } from 'vitest';
import { sampleItem } from '../../shared/cart/testing';
import { completeCartOf } from '../../tests/fixtures/complete-cart';
import { memoryCartRecordStore } from '../cart/cart-record-store';
import { testController } from '../cart/cart-testing';
import { submitBooking } from './submit-booking';

// What the confirm step does with the back end's answer to a commit: a refusal hands its
// statusMessage to the error catalogue's modal and unlocks the cart again, so the visitor can
// change it and send it once more.

const item = sampleItem({ startDate: '2099-03-10', endDate: '2099-03-12' });
const cart = completeCartOf({ lines: [{ item, emails: ['anna@example.se'] }], customerId: '556036-0793', contactEmail: 'karin@example.se' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a commit the back end refuses', () => {
  for (const [status, statusMessage] of [
    [409, 'duplicate_order'],
    [409, 'multiple_persons_found'],
    // A code the checkout's modals do not know: the unknown checkout error.
    [422, 'invalid_body'],
    [503, 'service_unavailable'],
  ] as const) {
    test(`answers ${statusMessage} for its modal and leaves the cart unlocked (${status})`, async () => {
      const commits: unknown[] = [];
      vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
        commits.push(JSON.parse(String(init.body)));
        return Response.json({ statusCode: status, statusMessage, message: 'refused' }, { status });
      });
      const { controller, store } = testController({ store: memoryCartRecordStore({ default: cart }) });
      await controller.ready;
      const outcome = await submitBooking(controller, controller.getState().cart!, false, 'sv');
      expect(outcome).toEqual({ kind: 'commit-error', statusMessage });
      // It was sent locked (committing), as the back end must see it.
      expect(commits).toEqual([expect.objectContaining({ meta: expect.objectContaining({ committingSince: expect.any(Number) }) })]);
      const stored = (store.value as Record<string, typeof cart>).default!;
      expect(stored.meta.committingSince ?? null).toBeNull();
      expect(stored.meta.orderId ?? null).toBeNull();
      expect(stored.customer.name).toBe(cart.customer.name);
    });
  }

  test('a network failure is the unknown error, and the cart is unlocked', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { controller, store } = testController({ store: memoryCartRecordStore({ default: cart }) });
    await controller.ready;
    expect(await submitBooking(controller, controller.getState().cart!, false, 'sv')).toEqual({
      kind: 'commit-error',
      statusMessage: 'internal_error',
    });
    expect((store.value as Record<string, typeof cart>).default!.meta.committingSince ?? null).toBeNull();
  });
});
