import type { CartOrder } from '../schemas/cart-order';
import type { ContactPerson } from '../schemas/contact-person';
import type { Customer } from '../schemas/customer';
import type { Participant } from '../schemas/participant';
import { EmailSchema } from '../schemas/primitives';
import { normaliseEmail } from '../cart/participant-rules';
import { isOfferedLocation } from '../cart/event-rules';
import { asksForJobTitle, checkoutRequirements, type CheckoutRequirements } from './checkout-requirements';

/** One thing that stops the checkout: where it is and what is wrong with it. */
export interface CheckoutIssue {
  /** Dotted path into the cart, e.g. `participantPool.2.ssn` or `assignedParticipants.101`. */
  path: string;
  code: 'required' | 'invalid-email' | 'company-only' | 'unassigned' | 'not-in-pool' | 'cart-empty' | 'not-offered-location';
}

const blank = (value: string | undefined | null) => !value || value.trim() === '';

function required(issues: CheckoutIssue[], path: string, value: string | undefined | null): void {
  if (blank(value)) issues.push({ path, code: 'required' });
}

/** Missing contact person details; its e-mail must be valid here even though the cart stores any text. */
export function contactPersonIssues(contact: ContactPerson, rules: CheckoutRequirements): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  required(issues, 'contactPerson.firstName', contact.firstName);
  required(issues, 'contactPerson.lastName', contact.lastName);
  if (blank(contact.email)) issues.push({ path: 'contactPerson.email', code: 'required' });
  else if (!EmailSchema.safeParse(contact.email.trim()).success) issues.push({ path: 'contactPerson.email', code: 'invalid-email' });
  if (asksForJobTitle(rules)) required(issues, 'contactPerson.title', contact.title);
  if (rules.contactLocationRequired) required(issues, 'contactPerson.location', contact.location);
  return issues;
}

/** Missing customer details, and a private customer where only companies may book. */
export function customerIssues(customer: Customer, rules: CheckoutRequirements): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  if (rules.companyOnly && customer.type !== 'company') issues.push({ path: 'customer.type', code: 'company-only' });
  required(issues, 'customer.name', customer.name);
  required(issues, 'customer.identificationNumber', customer.identificationNumber);
  required(issues, 'customer.address.address', customer.address.address);
  required(issues, 'customer.address.zip', customer.address.zip);
  required(issues, 'customer.address.city', customer.address.city);
  return issues;
}

/**
 * Missing participant details. Job titles are required where the category asks them; dietary
 * information is shown there but stays optional (having no requirements is a valid answer). A
 * location, when given, must be one of the places of the cart's events.
 */
export function participantIssues(participant: Participant, index: number, rules: CheckoutRequirements): CheckoutIssue[] {
  const issues: CheckoutIssue[] = [];
  const at = `participantPool.${index}`;
  if (rules.requiresPersonalId) required(issues, `${at}.ssn`, participant.ssn);
  if (rules.requiresReasonForPurchase) required(issues, `${at}.reasonForPurchase`, participant.reasonForPurchase);
  if (asksForJobTitle(rules)) required(issues, `${at}.title`, participant.title);
  if (!isOfferedLocation(participant.location, rules.locationChoices)) issues.push({ path: `${at}.location`, code: 'not-offered-location' });
  return issues;
}

/**
 * Everything that stops this cart from being committed: an empty cart, missing details for its
 * category (for attending participants), items with fewer distinct assigned participants than
 * booked places, and assigned e-mails with no entry in the participant pool (a person nobody named,
 * whose details the category's rules could not check). The back end runs the same rules on commit.
 */
export function checkoutIssues(cart: CartOrder): CheckoutIssue[] {
  const rules = checkoutRequirements(cart);
  if (!rules) return [{ path: 'cartItems', code: 'cart-empty' }];
  // Pool entries nobody assigned (left over from earlier edits) do not hold the booking up.
  const attending = new Set(Object.values(cart.assignedParticipants).flat().map(normaliseEmail));
  const pool = new Set(cart.participantPool.map((participant) => normaliseEmail(participant.email)));
  const assigned = cart.cartItems.flatMap((item): CheckoutIssue[] => {
    const emails = new Set((cart.assignedParticipants[String(item.id)] ?? []).map(normaliseEmail));
    const path = `assignedParticipants.${item.id}`;
    if (emails.size < item.participantCount) return [{ path, code: 'unassigned' }];
    return [...emails].some((email) => !pool.has(email)) ? [{ path, code: 'not-in-pool' }] : [];
  });
  return [
    ...contactPersonIssues(cart.contactPerson, rules),
    ...customerIssues(cart.customer, rules),
    ...cart.participantPool.flatMap((participant, index) =>
      attending.has(normaliseEmail(participant.email)) ? participantIssues(participant, index, rules) : [],
    ),
    ...assigned,
  ];
}
