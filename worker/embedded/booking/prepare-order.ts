import { commitHashInput } from '../../../shared/cart/commit-hash-input';
import { normaliseEmail } from '../../../shared/cart/participant-rules';
import { checkoutIssues } from '../../../shared/checkout/checkout-issues';
import { withEventRules } from '../../../shared/cart/event-rules';
import { apiError, type ApiErrorBody } from '../../../shared/errors/api-error';
import { canonicalJson } from '../../../shared/pricing/canonical-json';
import type { CartOrder } from '../../../shared/schemas/cart-order';
import type { CommittableEvent } from './catalogue-store';
import { sha256Hex } from '../../hex-crypto';
import type { OrderLine } from './order-store';

/** What identifies an order before it is stored: its hashes, payer, contact and lines. */
export interface OrderKeys {
  commitHash: string;
  customerKey: string;
  contactEmail: string;
  bookingKey: string;
  lines: OrderLine[];
}

const normaliseId = (value: string) => value.toLowerCase().replace(/[^0-9a-z]/g, '');

/**
 * The payer as the back end recognises it: customer type and identification number without
 * spaces or dashes (or the name, for a customer without one).
 */
export function customerKey(customer: CartOrder['customer']): string {
  const id = normaliseId(customer.identificationNumber);
  return id ? `${customer.type}:${id}` : `${customer.type}:name:${customer.name.trim().toLowerCase()}`;
}

/** The commit hash: SHA-256 of the canonical JSON of what is booked and by whom. */
export function commitHash(cart: CartOrder): Promise<string> {
  return sha256Hex(commitHashInput(cart));
}

/** The hashes and lines of an order for a cart that passed `orderProblem`. */
export async function orderKeys(cart: CartOrder): Promise<OrderKeys> {
  const lines = cart.cartItems
    .map((item) => ({
      eventId: item.id,
      count: item.participantCount,
      emails: [...new Set((cart.assignedParticipants[String(item.id)] ?? []).map(normaliseEmail))].sort(),
    }))
    .sort((a, b) => a.eventId - b.eventId);
  return {
    commitHash: await commitHash(cart),
    customerKey: customerKey(cart.customer),
    contactEmail: normaliseEmail(cart.contactPerson.email),
    bookingKey: await sha256Hex(canonicalJson(lines)),
    lines,
  };
}

/**
 * Why the reference back end refuses to take this cart as an order, before looking at other
 * orders: nothing to book, checkout details missing (for the category and for the places and
 * constraints the events set in the catalogue, whatever the cart says of them), a participant's
 * location none of its events offers, or participants assigned who are not in the participant
 * pool (422 `checkout_incomplete`, the checkout's own `checkoutIssues`), items that do not match the catalogue
 * event they name (stale content), several documents, or one person entered twice under
 * different e-mails (`multiple_persons_found`). Seats, dates and coupons are left to pricing.
 */
export function orderProblem(cart: CartOrder, events: readonly CommittableEvent[]): ApiErrorBody | undefined {
  if (cart.cartItems.length === 0) return apiError(400, 'invalid_body', 'The cart has no items');
  const documents = new Set(cart.cartItems.map((item) => item.documentId));
  if (documents.size > 1) return apiError(422, 'invalid_body', 'All items of a cart must be signed on one document');
  for (const item of cart.cartItems) {
    const event = events.find((candidate) => candidate.id === item.id);
    if (!event || event.type !== item.type) return apiError(404, 'unknown_item', `No bookable event with this id (item ${item.id})`);
    if (event.documentId !== item.documentId || event.category !== item.category) {
      return apiError(409, 'unknown_item', `The item no longer matches its event; add it to the cart again (item ${item.id})`);
    }
  }
  // The checkout's rules with the events' own places and constraints: the browser's word for them
  // is not taken (a cart that drops a constraint is refused as incomplete).
  const issues = checkoutIssues(withEventRules(cart, (itemId) => events.find((event) => event.id === itemId)?.bookingRules));
  if (issues.length > 0) {
    const list = issues
      .slice(0, 10)
      .map((issue) => `${issue.path} (${issue.code})`)
      .join(', ');
    return apiError(422, 'checkout_incomplete', `The cart is not ready for checkout: ${list}`);
  }
  const attending = new Set(Object.values(cart.assignedParticipants).flat().map(normaliseEmail));
  const bySsn = new Map<string, string>();
  for (const participant of cart.participantPool) {
    const email = normaliseEmail(participant.email);
    const ssn = normaliseId(participant.ssn ?? '');
    if (!attending.has(email) || !ssn) continue;
    const other = bySsn.get(ssn);
    if (other && other !== email) {
      return apiError(409, 'multiple_persons_found', 'Two participants have the same personal identity number');
    }
    bySsn.set(ssn, email);
  }
  return undefined;
}
