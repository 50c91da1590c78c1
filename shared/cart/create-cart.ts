import { EMPTY_CONTACT_PERSON } from '../schemas/contact-person';
import { EMPTY_CUSTOMER } from '../schemas/customer';
import type { CartOrder } from '../schemas/cart-order';
import type { CartTotals } from '../schemas/cart-totals';
import type { Currency } from '../schemas/primitives';

/** A cart lives 30 days after it was created or last restored. */
export const CART_LIFETIME_MS = 2_592_000_000;

/** A commit that has not answered in this time is considered lost (the tab closed mid-commit). */
export const COMMIT_TIMEOUT_MS = 120_000;

/** Zero totals in a currency, the totals of an empty cart. */
export function emptyTotals(currency: Currency = 'sek'): CartTotals {
  return { cartPrice: { total: 0, vat: 0, gross: 0, discount: 0, currency }, items: [] };
}

/**
 * A new cart with the spec's defaults: empty values, currency sek, signatory country 'unknown',
 * a company customer, no truncated id numbers, created now and expiring in 30 days.
 */
export function createCart(id: string, now: number): CartOrder {
  return {
    id,
    meta: {
      createdAt: now,
      expiresAt: now + CART_LIFETIME_MS,
      committedAt: null,
      commitHash: null,
      committingSince: null,
      signatoryCountry: 'unknown',
      extraFields: {},
      cancelled: false,
      truncateIdentificationNumber: false,
      sharing: null,
      scrive: null,
    },
    couponCode: null,
    contactPerson: { ...EMPTY_CONTACT_PERSON },
    customer: { ...EMPTY_CUSTOMER, address: { ...EMPTY_CUSTOMER.address } },
    participantPool: [],
    cartItems: [],
    additionalInformation: '',
    assignedParticipants: {},
    checkoutConstraints: {},
    billingDates: {},
    locationOptions: {},
    cartTotals: emptyTotals('sek'),
  };
}
