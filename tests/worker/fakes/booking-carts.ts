// Complete, valid carts for the commit and share tests, built with the cart domain's own defaults.
import type { CartOrder } from '../../../shared/schemas/cart-order';
import { completeCartOf } from '../../fixtures/complete-cart';
import type { FakeEvent } from './booking-catalogue';

export interface CartSpec {
  /** Events and, per event, the e-mails of its participants (the count follows). */
  lines: Array<{ event: FakeEvent; emails: string[] }>;
  customerId: string;
  customerName?: string;
  contactEmail: string;
  couponCode?: string | null;
  /** Personal identity numbers by e-mail; each participant gets a distinct one otherwise. */
  ssn?: Record<string, string>;
}

/** A cart that passes every checkout rule of its (Swedish academic) category. */
export function completeCart(spec: CartSpec): CartOrder {
  return completeCartOf({
    ...spec,
    lines: spec.lines.map(({ event, emails }) => {
      const day = new Date(Date.now() + event.startInDays * 86_400_000).toISOString().slice(0, 10);
      const { id, type, documentId, category } = event;
      return { item: { id, type, documentId, category, postId: 9_200_001, displayTitle: `Event ${id}`, startDate: day, endDate: day }, emails };
    }),
  });
}
