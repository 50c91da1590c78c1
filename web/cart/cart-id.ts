/** The cart every ordinary page uses. */
export const DEFAULT_CART_ID = 'default';

/** Same rule as the route table's `cart-id` parameter; kept here so the entry needs no zod. */
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Where a page takes its cart id from: the default cart, or the `slug` route parameter. */
export type CartIdSource = 'default' | 'slug';

/** Thrown when a page asks for a cart it cannot name: a programming error, shown as a 500. */
export class CartIdError extends Error {
  readonly status = 500;
  constructor() {
    super('could not derive cart id');
    this.name = 'CartIdError';
  }
}

/**
 * The cart id of a page: `default`, or the `slug` route parameter. Anything
 * else, a missing slug or one that is no cart id, throws a `CartIdError` (500 'could not derive
 * cart id').
 */
export function deriveCartId(source: CartIdSource, params: Readonly<Record<string, string | undefined>> = {}): string {
  if (source === 'default') return DEFAULT_CART_ID;
  const slug = source === 'slug' ? params.slug : undefined;
  if (slug === undefined || !CART_ID.test(slug)) throw new CartIdError();
  return slug;
}
