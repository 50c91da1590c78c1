import type { Catalogue, Coupon } from '../../../shared/pricing/catalogue';
import { couponStatement, toCoupons, type CouponRow } from './coupon-store';
import {
  eventsStatement,
  packagesStatement,
  toEvents,
  toPackages,
  type CommittableEvent,
  type EventRow,
  type PackageRow,
} from './catalogue-store';

/** What pricing a cart needs from D1: its events, the packages they complete, its coupon. */
export interface PricingInputs {
  events: CommittableEvent[];
  catalogue: Catalogue;
  coupons: Coupon[];
}

/** Reads the pricing inputs of these events and coupon code in one round trip to D1 (seat holds from `heldSince`). */
export async function loadPricingInputs(
  db: D1Database,
  ids: readonly number[],
  couponCode: string | null | undefined,
  heldSince: number,
): Promise<PricingInputs> {
  if (ids.length === 0) return { events: [], catalogue: { events: [], packages: [] }, coupons: [] };
  const code = couponCode?.trim();
  const statements = [eventsStatement(db, ids, heldSince), packagesStatement(db), ...(code ? [couponStatement(db, code)] : [])];
  const [eventRows, packageRows, couponRows] = await db.batch(statements);
  const events = toEvents((eventRows?.results ?? []) as EventRow[]);
  return {
    events,
    catalogue: { events, packages: toPackages((packageRows?.results ?? []) as PackageRow[], events) },
    coupons: toCoupons(couponRows?.results[0] as CouponRow | undefined),
  };
}
