import type { CartOrder } from '../schemas/cart-order';
import { ParticipantSchema } from '../schemas/participant';
import { EmailSchema, MAX_PARTICIPANTS, PositiveIdSchema } from '../schemas/primitives';
import { fail, succeed, type CartResult } from './cart-event';
import { ConstraintsSchema, LocationOptionsSchema } from './event-rules';

/**
 * E-mail addresses are the participants' keys; they are compared and stored trimmed and in
 * lower case so that `Anna@Example.se` and `anna@example.se` are one person.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function mapAssignments(cart: CartOrder, map: (emails: string[]) => string[]): CartOrder['assignedParticipants'] {
  return Object.fromEntries(Object.entries(cart.assignedParticipants).map(([key, emails]) => [key, map(emails)]));
}

/** Adds a participant to the pool, replacing the entry with the same e-mail. */
export function upsertParticipant(cart: CartOrder, input: unknown): CartResult {
  const candidate =
    input && typeof input === 'object' && 'email' in input && typeof input.email === 'string'
      ? { ...input, email: normaliseEmail(input.email) }
      : input;
  const parsed = ParticipantSchema.safeParse(candidate);
  if (!parsed.success) return fail('invalid-participant');
  const participant = parsed.data;
  const index = cart.participantPool.findIndex((entry) => entry.email === participant.email);
  if (index === -1 && cart.participantPool.length >= MAX_PARTICIPANTS) return fail('pool-full');
  const participantPool =
    index === -1 ? [...cart.participantPool, participant] : cart.participantPool.map((entry, at) => (at === index ? participant : entry));
  return succeed({ ...cart, participantPool });
}

/** Removes a participant from the pool and from every item they were assigned to. */
export function removeParticipant(cart: CartOrder, email: string): CartResult {
  if (typeof email !== 'string') return fail('invalid-email');
  const key = normaliseEmail(email);
  if (!cart.participantPool.some((entry) => entry.email === key)) return fail('unknown-participant');
  return succeed({
    ...cart,
    participantPool: cart.participantPool.filter((entry) => entry.email !== key),
    assignedParticipants: mapAssignments(cart, (emails) => emails.filter((value) => value !== key)),
  });
}

/** Changes a participant's e-mail in the pool and in every assignment, keeping their places. */
export function renameParticipantEmail(cart: CartOrder, from: string, to: string): CartResult {
  if (typeof from !== 'string' || typeof to !== 'string') return fail('invalid-email');
  const oldKey = normaliseEmail(from);
  const newKey = normaliseEmail(to);
  if (!EmailSchema.safeParse(newKey).success) return fail('invalid-email');
  if (!cart.participantPool.some((entry) => entry.email === oldKey)) return fail('unknown-participant');
  if (oldKey === newKey) return succeed(cart);
  if (cart.participantPool.some((entry) => entry.email === newKey)) return fail('participant-exists');
  return succeed({
    ...cart,
    participantPool: cart.participantPool.map((entry) => (entry.email === oldKey ? { ...entry, email: newKey } : entry)),
    assignedParticipants: mapAssignments(cart, (emails) => emails.map((value) => (value === oldKey ? newKey : value))),
  });
}

/**
 * Sets who attends an item, in order. Duplicates are dropped and the list is capped at the
 * item's participant count; every e-mail must be in the pool.
 */
export function assignParticipants(cart: CartOrder, itemId: number, emails: readonly string[]): CartResult {
  if (!PositiveIdSchema.safeParse(itemId).success) return fail('invalid-item');
  if (!Array.isArray(emails) || emails.some((email) => typeof email !== 'string')) {
    return fail('invalid-email');
  }
  const item = cart.cartItems.find((candidate) => candidate.id === itemId);
  if (!item) return fail('unknown-item');
  const keys = [...new Set(emails.map(normaliseEmail))];
  const pool = new Set(cart.participantPool.map((entry) => entry.email));
  if (keys.some((key) => !pool.has(key))) return fail('unknown-participant');
  return succeed({
    ...cart,
    assignedParticipants: {
      ...cart.assignedParticipants,
      [String(itemId)]: keys.slice(0, item.participantCount),
    },
  });
}

/** Sets the locations a visitor may choose from for one item. */
export function setLocationOptions(cart: CartOrder, itemId: number, options: readonly string[]): CartResult {
  const parsed = LocationOptionsSchema.safeParse(options);
  if (!parsed.success) return fail('invalid-item');
  if (!cart.cartItems.some((item) => item.id === itemId)) return fail('unknown-item');
  return succeed({ ...cart, locationOptions: { ...cart.locationOptions, [String(itemId)]: parsed.data } });
}

/** Sets the checkout constraints one item imposes (company only, personal id required). */
export function setCheckoutConstraints(cart: CartOrder, itemId: number, constraints: unknown): CartResult {
  const parsed = ConstraintsSchema.safeParse(constraints);
  if (!parsed.success) return fail('invalid-item');
  if (!cart.cartItems.some((item) => item.id === itemId)) return fail('unknown-item');
  return succeed({
    ...cart,
    checkoutConstraints: { ...cart.checkoutConstraints, [String(itemId)]: parsed.data },
  });
}
