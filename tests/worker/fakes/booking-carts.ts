// Complete, valid carts for the commit and share tests, built with the cart domain's own defaults.
import type { CartOrder } from '../../../shared/schemas/cart-order';
import { completeCartOf, type CompleteCartSpec } from '../../fixtures/complete-cart';
import { type FakeEvent, fakeEventDay } from './booking-catalogue';

/** A complete cart's spec with the fake catalogue's events as its lines. */
export interface CartSpec extends Omit<CompleteCartSpec, 'lines'> {
  /** Events and, per event, the e-mails of its participants (the count follows). */
  lines: Array<{ event: FakeEvent; emails: string[] }>;
}

/** A cart that passes every checkout rule of its (Swedish academic) category. */
export function completeCart(spec: CartSpec): CartOrder {
  return completeCartOf({
    ...spec,
    lines: spec.lines.map(({ event, emails }) => {
      const day = fakeEventDay(event.startInDays);
      const { id, type, documentId, category } = event;
      return { item: { id, type, documentId, category, postId: 9_200_001, displayTitle: `Event ${id}`, startDate: day, endDate: day }, emails };
    }),
  });
}
