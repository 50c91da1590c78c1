import { CATEGORY_RULES, cartCategory, type CategoryRules } from '../cart/categories';
import { participantLocationChoices } from '../cart/event-rules';
import type { CategoryId } from '../schemas/category-id';
import type { CartOrder } from '../schemas/cart-order';
import type { Customer, CustomerType } from '../schemas/customer';
import { KNOWN_CONSTRAINTS } from '../schemas/checkout-constraint';

/** What the checkout forms ask for this cart: its category's rules, tightened by item constraints. */
export interface CheckoutRequirements extends CategoryRules {
  category: CategoryId;
  /**
   * What an item's constraints require that the category does not: the forms then say it is the
   * date that asks ("Only companies can book this date"), not the kind of course.
   */
  eventRequires: { companyOnly: boolean; personalId: boolean };
  /** The places a participant can choose: those of the cart's events (`participantLocationChoices`). */
  locationChoices: string[];
}

/**
 * The checkout rules of a cart, or undefined for an empty cart. An item's checkout constraints
 * can only add requirements: a company-only constraint makes the booking company-only, a
 * personal-id constraint makes personal id numbers mandatory.
 */
export function checkoutRequirements(cart: CartOrder): CheckoutRequirements | undefined {
  const category = cartCategory(cart.cartItems);
  if (!category) return undefined;
  const titles = new Set(
    Object.values(cart.checkoutConstraints)
      .flat()
      .map((constraint) => constraint.title),
  );
  const rules = CATEGORY_RULES[category];
  const eventRequires = {
    companyOnly: !rules.companyOnly && titles.has(KNOWN_CONSTRAINTS.companyOnly),
    personalId: !rules.requiresPersonalId && titles.has(KNOWN_CONSTRAINTS.personalIdRequired),
  };
  return {
    ...rules,
    category,
    companyOnly: rules.companyOnly || eventRequires.companyOnly,
    requiresPersonalId: rules.requiresPersonalId || eventRequires.personalId,
    eventRequires,
    locationChoices: participantLocationChoices(cart),
  };
}

/**
 * Whether job titles (the contact person's and the participants') are asked, and then required:
 * wherever the category shows them, for company customers and private bookers alike (the
 * specification: "contact job title and participant job title are shown or required for
 * non-business-school categories"; it makes no exception for private persons).
 */
export function asksForJobTitle(rules: Pick<CategoryRules, 'showDietaryAndJobTitle'>): boolean {
  return rules.showDietaryAndJobTitle;
}

/**
 * The customer type the form starts with: a company where only companies may book, the type
 * already given once the customer's details have been filled in, else the category's default
 * (a private person for the English academic category's applicants, a company for the others).
 */
export function initialCustomerType(customer: Customer, rules: Pick<CategoryRules, 'companyOnly' | 'defaultCustomerType'>): CustomerType {
  if (rules.companyOnly) return 'company';
  const filled = customer.name.trim() !== '' || customer.identificationNumber.trim() !== '';
  return filled ? customer.type : rules.defaultCustomerType;
}

/**
 * A private customer's name: the contact person's, who is the same person, so the form asks for
 * the name once (first and last name, as the contact person).
 */
export function privateCustomerName(contact: { firstName: string; lastName: string }): string {
  return `${contact.firstName.trim()} ${contact.lastName.trim()}`.trim();
}
