import type { ParamRule, RouteDefinition } from './route-table';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const POSITIVE_INT = /^[1-9][0-9]{0,9}$/;
const SHARE_ID = /^[0-9a-f]{64}$/;
const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;

const checks: Record<ParamRule, (value: string) => boolean> = {
  slug: (value) => value.length <= 120 && SLUG.test(value),
  'positive-int': (value) => POSITIVE_INT.test(value) && Number(value) <= 2_147_483_647,
  'event-type': (value) => value === 'course' || value === 'programme',
  'share-id': (value) => SHARE_ID.test(value),
  'cart-id': (value) => CART_ID.test(value),
};

/**
 * The route's validation step: true when every declared parameter that is
 * present passes its rule. Optional parameters may be absent.
 */
export function paramsAreValid(route: RouteDefinition, params: Readonly<Record<string, string | undefined>>): boolean {
  for (const [name, rule] of Object.entries(route.params ?? {})) {
    const value = params[name];
    if (value === undefined) continue;
    if (!checks[rule](value)) return false;
  }
  return true;
}
