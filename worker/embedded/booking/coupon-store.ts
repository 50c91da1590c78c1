import { CouponSchema, type Coupon } from '../../../shared/pricing/catalogue';

export interface CouponRow {
  code: string;
  kind: string;
  percent: number | null;
  amounts_json: string | null;
  expires_at: number | null;
}

/** Reads the coupon stored under a code, matched case-insensitively after trimming. */
export function couponStatement(db: D1Database, code: string): D1PreparedStatement {
  return db
    .prepare('SELECT code, kind, percent, amounts_json, expires_at FROM booking_coupon WHERE code = ?1 COLLATE NOCASE')
    .bind(code.trim());
}

/**
 * The coupon of a `couponStatement` row, as a list for `priceCart`: empty when the code is
 * unknown or its row is not a valid coupon. Expiry is left to pricing, which knows `now`.
 */
export function toCoupons(row: CouponRow | undefined): Coupon[] {
  if (!row) return [];
  const parsed = CouponSchema.safeParse({
    code: row.code,
    kind: row.kind,
    expiresAt: row.expires_at,
    ...(row.kind === 'percentage' ? { percent: row.percent } : { amounts: JSON.parse(row.amounts_json ?? '{}') }),
  });
  return parsed.success ? [parsed.data] : [];
}
