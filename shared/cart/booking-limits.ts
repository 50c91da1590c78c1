import type { CategoryId } from '../schemas/category-ids';
import { CATEGORY_RULES, cartCategory } from './categories';

/** A text of the cart's catalogue with its parameters, for the page to translate. */
export interface LimitNotice {
  key:
    | 'cart.limits.company_only_course'
    | 'cart.limits.company_only_programme'
    | 'cart.limits.other_currency'
    | 'cart.limits.other_category'
    | 'cart.limits.other_terms';
  params?: Readonly<Record<string, string>>;
}

/**
 * What a course or programme page says before anyone books: that only companies and
 * organisations can book it, when its category allows company customers only (the checkout's
 * rule, CATEGORY_RULES). Null when anyone can book it.
 */
export function bookerLimit(category: CategoryId, department: 'course' | 'programme'): LimitNotice | null {
  if (!CATEGORY_RULES[category].companyOnly) return null;
  return { key: department === 'course' ? 'cart.limits.company_only_course' : 'cart.limits.company_only_programme' };
}

/**
 * Why an event cannot join the cart, in the words of the cart's rule (one category, hence one
 * currency, and one document per cart; item-rules.ts): the two currencies when they differ, else
 * the other kind or terms. Null when the event may join. The texts end with the next step.
 */
export function cartConflict(
  items: ReadonlyArray<{ id: number; category: CategoryId; documentId: number }>,
  event: { id: number; category: CategoryId; documentId: number | null | undefined },
): LimitNotice | null {
  const others = items.filter((item) => item.id !== event.id);
  const category = cartCategory(others);
  if (category === undefined) return null;
  if (category !== event.category) {
    const cart = CATEGORY_RULES[category].currency;
    const own = CATEGORY_RULES[event.category].currency;
    if (cart === own) return { key: 'cart.limits.other_category' };
    return { key: 'cart.limits.other_currency', params: { cart: cart.toUpperCase(), event: own.toUpperCase() } };
  }
  if (event.documentId != null && others.some((item) => item.documentId !== event.documentId)) return { key: 'cart.limits.other_terms' };
  return null;
}
