// Complete, valid carts for the commit and share tests, built with the cart domain's own defaults.
import { createCart } from '../../../shared/cart/create-cart';
import type { CartOrder } from '../../../shared/schemas/cart-order';
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
  const cart = createCart('default', Date.now());
  const emails = [...new Set(spec.lines.flatMap((line) => line.emails))];
  return {
    ...cart,
    couponCode: spec.couponCode ?? null,
    contactPerson: { firstName: 'Karin', lastName: 'Lund', title: 'HR-chef', email: spec.contactEmail },
    customer: {
      name: spec.customerName ?? 'Exempel AB',
      identificationNumber: spec.customerId,
      address: { address: 'Storgatan 1', zip: '111 22', city: 'Stockholm' },
      type: 'company',
    },
    participantPool: emails.map((email, index) => ({
      firstName: 'Deltagare',
      lastName: String(index + 1),
      email,
      title: 'Chef',
      ssn: spec.ssn?.[email] ?? `19800101-${String(1000 + index)}`,
      location: 'Stockholm',
      reasonForPurchase: 'Kompetensutveckling',
      information: {},
    })),
    cartItems: spec.lines.map(({ event, emails: lineEmails }) => ({
      id: event.id,
      postId: 9_200_001,
      documentId: event.documentId,
      displayTitle: `Event ${event.id}`,
      startDate: new Date(Date.now() + event.startInDays * 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + event.startInDays * 86_400_000).toISOString().slice(0, 10),
      category: event.category,
      type: event.type,
      participantCount: lineEmails.length,
    })),
    assignedParticipants: Object.fromEntries(spec.lines.map(({ event, emails: lineEmails }) => [String(event.id), lineEmails])),
  };
}
