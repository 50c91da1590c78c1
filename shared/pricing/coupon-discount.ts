import type { Currency } from '../schemas/primitives';
import type { Coupon } from './catalogue';
import { allocate, mulDivRound } from './minor-units';

/** The coupon a code names, if it exists and has not expired at `now`. */
export function findCoupon(coupons: readonly Coupon[], code: string, now: number): Coupon | undefined {
  const wanted = code.trim().toLowerCase();
  const coupon = coupons.find((candidate) => candidate.code.trim().toLowerCase() === wanted);
  if (!coupon) return undefined;
  if (coupon.expiresAt != null && now >= coupon.expiresAt) return undefined;
  return coupon;
}

/**
 * The discount of each line (minor units, excluding VAT) for the given gross amounts, or
 * undefined when the coupon cannot be used in this currency. A percentage is taken off each
 * line and rounded half up; a fixed amount is capped at the cart's gross and split over the
 * lines in proportion to their gross, so it is exact to the minor unit.
 */
export function couponDiscounts(coupon: Coupon, grosses: readonly number[], currency: Currency): number[] | undefined {
  if (coupon.kind === 'percentage') {
    return grosses.map((gross) => mulDivRound(gross, coupon.percent, 100));
  }
  const amount = coupon.amounts[currency];
  if (amount === undefined) return undefined;
  const cartGross = grosses.reduce((sum, gross) => sum + gross, 0);
  return allocate(Math.min(amount, cartGross), grosses);
}
