import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_POLICY } from '../booking/booking-policy';
import { MAX_CART_ITEMS, MAX_PARTICIPANTS } from '../schemas/primitives';
import type { CartOrder } from '../schemas/cart-order';
import { ShareWriteRequestSchema } from '../schemas/share';
import { cartBodyLimit, DEFAULT_CART_BODY_LIMIT } from './cart-body-size';
import { NOW, sampleItem, sampleParticipant } from './testing';
import { createCart } from './create-cart';

const text = (length: number, letter = 'å') => letter.repeat(length);
const address = { address: text(40), address2: text(30), zip: '123 45', city: text(25), country: 'Sverige' };

/**
 * The fullest cart that can be booked when an unsigned order holds `seats` in all: as many events
 * and people as it may hold (and a cart takes), every field filled.
 */
function fullestCart(seats: number): CartOrder {
  const cart = createCart('default', NOW);
  const people = Array.from({ length: Math.min(seats, MAX_PARTICIPANTS) }, (_, index) =>
    sampleParticipant({
      firstName: text(25),
      lastName: text(30),
      email: `participant.number.${index}@a-long-company-name.example.se`,
      title: text(40),
      phone: '+46 8 123 456 78',
      mobile: '+46 70 123 45 67',
      address,
      ssn: '19800101-1234',
      deliveryAddress: { ...address, type: 'company', name: text(40) },
      location: text(25),
      reasonForPurchase: text(120),
      information: { additional: text(120), experience: text(120), dietary: text(40) },
    }),
  );
  const items = Array.from({ length: Math.min(seats, MAX_CART_ITEMS) }, (_, index) =>
    sampleItem({ id: 1000 + index, postId: 5000 + index, displayTitle: text(80), code: 'PROG-2026-HT-01', participantCount: 1 }),
  );
  const key = (index: number) => String(1000 + index);
  return {
    ...cart,
    meta: { ...cart.meta, extraFields: { reference: text(60), department: text(60) }, signatoryCountry: 'Sverige' },
    couponCode: 'VÅRKAMPANJ2026',
    contactPerson: {
      firstName: text(25),
      lastName: text(30),
      title: text(40),
      email: 'contact.person@a-long-company-name.example.se',
      phone: '+46 8 123 456 78',
      mobile: '+46 70 123 45 67',
      ssn: '19800101-1234',
      address,
      location: text(25),
    },
    customer: {
      name: text(60),
      identificationNumber: '556677-8899',
      address,
      type: 'company',
      billingInformation: {
        name: text(60),
        address: text(40),
        address2: text(30),
        zip: '123 45',
        city: text(25),
        country: 'Sverige',
        email: 'invoices@a-long-company-name.example.se',
        purchaseOrderNumber: text(30),
        reference: text(60),
      },
    },
    participantPool: people,
    cartItems: items,
    additionalInformation: text(2000),
    assignedParticipants: Object.fromEntries(items.map((_, index) => [key(index), [people[index]!.email]])),
    checkoutConstraints: Object.fromEntries(items.map((_, index) => [key(index), [{ title: 'personal-id-required' }]])),
    billingDates: Object.fromEntries(items.map((_, index) => [key(index), '2026-09-01'])),
    locationOptions: Object.fromEntries(items.map((_, index) => [key(index), [text(25), text(25)]])),
    cartTotals: {
      cartPrice: { total: 1_234_567.5, vat: 246_913.5, gross: 1_000_000, discount: 12_346, currency: 'sek' },
      items: items.map((item) => ({
        id: item.id,
        type: item.type,
        participantCount: 1,
        seatsLeft: 17,
        price: {
          id: item.id,
          type: 'standard',
          vatPercentage: 25,
          total: 24_500.25,
          vat: 4_900.05,
          gross: 19_600.2,
          discount: 0,
          currency: 'sek',
        },
      })),
    },
  };
}

/** The length of a text in UTF-8 (shared code has no TextEncoder). */
const utf8Bytes = (value: string) =>
  Array.from(value).reduce(
    (sum, char) => sum + (char.codePointAt(0)! < 0x80 ? 1 : char.codePointAt(0)! < 0x800 ? 2 : char.codePointAt(0)! < 0x10000 ? 3 : 4),
    0,
  );

/** Forty checkout form values, as long as real ones. */
const savedFields = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`checkout.field.number.${index}`, text(60)]));

describe('the cart body limit', () => {
  const bodyOf = (seats: number) => {
    const body = { cart: fullestCart(seats), fields: savedFields, id: 'a'.repeat(64), editKey: 'b'.repeat(64) };
    expect(ShareWriteRequestSchema.safeParse(body).success).toBe(true);
    return utf8Bytes(JSON.stringify(body));
  };

  it('takes the fullest cart that can be booked, shared with its saved form fields, and is not much larger', () => {
    const bytes = bodyOf(DEFAULT_BOOKING_POLICY.seatsInAll);
    expect(DEFAULT_CART_BODY_LIMIT).toBe(cartBodyLimit(DEFAULT_BOOKING_POLICY));
    expect(bytes).toBeLessThanOrEqual(DEFAULT_CART_BODY_LIMIT);
    // The budget is what a real cart needs, rounded up, not a round number far above it.
    expect(bytes).toBeGreaterThan(DEFAULT_CART_BODY_LIMIT * 0.75);
  });

  it('follows a configured policy: the fullest cart of a smaller or larger booking fits its own limit, which is not much larger', () => {
    for (const seatsInAll of [5, 150]) {
      const bytes = bodyOf(seatsInAll);
      expect(bytes, `${seatsInAll} seats`).toBeLessThanOrEqual(cartBodyLimit({ seatsInAll }));
      expect(bytes, `${seatsInAll} seats`).toBeGreaterThan(cartBodyLimit({ seatsInAll }) * 0.6);
    }
    expect(cartBodyLimit({ seatsInAll: 5 })).toBeLessThan(DEFAULT_CART_BODY_LIMIT);
  });

  it('never passes what the fullest cart of any policy takes: the events and people a cart holds at most', () => {
    expect(cartBodyLimit({ seatsInAll: 100_000 })).toBe(cartBodyLimit({ seatsInAll: Math.max(MAX_CART_ITEMS, MAX_PARTICIPANTS) }));
    expect(bodyOf(100_000)).toBeLessThanOrEqual(cartBodyLimit({ seatsInAll: 100_000 }));
  });
});
