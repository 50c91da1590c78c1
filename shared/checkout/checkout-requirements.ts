import { CATEGORY_RULES, cartCategory, type CategoryRules } from '../cart/categories';
import type { CategoryId } from '../schemas/category-id';
import type { CartOrder } from '../schemas/cart-order';
import { KNOWN_CONSTRAINTS } from '../schemas/checkout-constraint';

/** What the checkout forms ask for this cart: its category's rules, tightened by item constraints. */
export interface CheckoutRequirements extends CategoryRules {
  category: CategoryId;
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
  return {
    ...rules,
    category,
    companyOnly: rules.companyOnly || titles.has(KNOWN_CONSTRAINTS.companyOnly),
    requiresPersonalId: rules.requiresPersonalId || titles.has(KNOWN_CONSTRAINTS.personalIdRequired),
  };
}
