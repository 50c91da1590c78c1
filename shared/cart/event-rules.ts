import * as z from 'zod/mini';
import { LOCATIONS } from '../content/locations';
import type { CartOrder } from '../schemas/cart-order';
import { CheckoutConstraintSchema, KNOWN_CONSTRAINTS, type CheckoutConstraint } from '../schemas/checkout-constraint';
import { TextSchema } from '../schemas/primitives';

/**
 * What an event sets for its own booking, as the cart keeps it per item: the places a participant
 * can take part at (`locationOptions`) and the constraints its checkout must meet
 * (`checkoutConstraints`). The content's events carry both; adding an event brings them along.
 */
export interface EventBookingRules {
  locationOptions: string[];
  checkoutConstraints: CheckoutConstraint[];
}

/** The cart's per-item location options: the places of one event. */
export const LocationOptionsSchema = z.array(TextSchema).check(z.maxLength(20));
/** The cart's per-item checkout constraints. */
export const ConstraintsSchema = z.array(CheckoutConstraintSchema).check(z.maxLength(20));
/** An event's booking rules from outside (a page's add-to-cart data), checked before the cart keeps them. */
export const EventBookingRulesSchema = z.object({ locationOptions: LocationOptionsSchema, checkoutConstraints: ConstraintsSchema });

/** The note that says why the checkout asks what a known constraint asks (texts in `shared/cart/messages-*.ts`). */
export type ConstraintNoteKey = 'cart.constraints.company_only' | 'cart.constraints.personal_id';

const NOTE_KEYS: Readonly<Record<string, ConstraintNoteKey>> = {
  [KNOWN_CONSTRAINTS.companyOnly]: 'cart.constraints.company_only',
  [KNOWN_CONSTRAINTS.personalIdRequired]: 'cart.constraints.personal_id',
};

/** The notes of an event's constraints, each once, in their order; an unknown title asks for nothing and has none. */
export function constraintNotes(constraints: readonly CheckoutConstraint[]): ConstraintNoteKey[] {
  const keys = constraints.map((constraint) => NOTE_KEYS[constraint.title]).filter((key): key is ConstraintNoteKey => key !== undefined);
  return [...new Set(keys)];
}

/** The notes of one cart item's constraints. */
export function itemConstraintNotes(cart: CartOrder, itemId: number): ConstraintNoteKey[] {
  return constraintNotes(cart.checkoutConstraints[String(itemId)] ?? []);
}

/**
 * Where a cart item takes place: its event's places. Empty for an item added before events
 * carried their places; a screen then shows the dates alone.
 */
export function itemPlaces(cart: CartOrder, itemId: number): string[] {
  return cart.locationOptions[String(itemId)] ?? [];
}

/**
 * The places a participant of this cart can choose: those of its events, in the order of
 * `LOCATIONS` (a place the list does not know comes last). When an item has no places (added
 * before events carried them), it could be anywhere, so every location is offered.
 */
export function participantLocationChoices(cart: CartOrder): string[] {
  const perItem = cart.cartItems.map((item) => itemPlaces(cart, item.id));
  if (perItem.length === 0 || perItem.some((places) => places.length === 0)) return [...LOCATIONS];
  const offered = new Set(perItem.flat());
  const known: string[] = LOCATIONS.filter((location) => offered.has(location));
  return [...known, ...[...offered].filter((place) => !known.includes(place))];
}

/** Whether a participant's location is one the cart offers; no location (no preference) always is. */
export function isOfferedLocation(location: string, choices: readonly string[]): boolean {
  return location.trim() === '' || choices.includes(location);
}

/**
 * The location a participant's form saves: the one place when the cart's events offer only one
 * (the form has nothing to choose then), else what was chosen.
 */
export function participantLocation(chosen: string, choices: readonly string[]): string {
  return choices.length === 1 && choices[0] !== undefined ? choices[0] : chosen;
}

/**
 * The cart with each item's places and constraints as its event sets them, for whoever checks the
 * booking: the back end never takes a browser's word for them. Items whose event `rulesOf` does
 * not know keep what the cart says (they are refused for other reasons).
 */
export function withEventRules(cart: CartOrder, rulesOf: (itemId: number) => EventBookingRules | undefined): CartOrder {
  const locationOptions = { ...cart.locationOptions };
  const checkoutConstraints = { ...cart.checkoutConstraints };
  for (const item of cart.cartItems) {
    const rules = rulesOf(item.id);
    if (!rules) continue;
    locationOptions[String(item.id)] = rules.locationOptions;
    checkoutConstraints[String(item.id)] = rules.checkoutConstraints;
  }
  return { ...cart, locationOptions, checkoutConstraints };
}
