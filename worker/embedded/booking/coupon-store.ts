import { CouponSchema, type Coupon } from '../../../shared/pricing/catalogue';

interface CouponRow {
  code: string;
  kind: string;
  percent: number | null;
  amounts_json: string | null;
  expires_at: number | null;
}

/**
 * The coupon stored under a code (case-insensitive), as a list for `priceCart`: empty when the
 * code is unknown or its row is not a valid coupon. Expiry is left to pricing, which knows `now`.
 */
export async function loadCoupons(db: D1Database, code: string | null | undefined): Promise<Coupon[]> {
  const wanted = code?.trim();
  if (!wanted) return [];
  const row = await db
    .prepare('SELECT code, kind, percent, amounts_json, expires_at FROM booking_coupon WHERE code = ?1 COLLATE NOCASE')
    .bind(wanted)
    .first<CouponRow>();
  if (!row) return [];
  const parsed = CouponSchema.safeParse({
    code: row.code,
    kind: row.kind,
    expiresAt: row.expires_at,
    ...(row.kind === 'percentage' ? { percent: row.percent } : { amounts: JSON.parse(row.amounts_json ?? '{}') }),
  });
  return parsed.success ? [parsed.data] : [];
}
