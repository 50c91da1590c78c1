/**
 * The embedded back end's demo discount codes (README.md in this folder lists them). They are the
 * reference service's seed data, not schema: no migration inserts them, so a production database
 * behind a real back end (`BACKEND_URL`) never holds them. A production deployment reaches the
 * embedded back end, and so these codes, only with ALLOW_DEMO_COUPONS (worker/config.ts).
 */
const DEMO_COUPONS = [
  { code: 'VALKOMMEN10', kind: 'percentage', percent: 10, amounts: null, expiresAt: null },
  { code: 'HOST500', kind: 'fixed', percent: null, amounts: { sek: 50_000 }, expiresAt: null },
  // 2100-01-01
  { code: 'EARLY15', kind: 'percentage', percent: 15, amounts: null, expiresAt: 4_102_444_800_000 },
  { code: 'WELCOME50', kind: 'fixed', percent: null, amounts: { eur: 5_000, gbp: 5_000 }, expiresAt: null },
  // 2020-09-01: an expired code
  { code: 'SOMMAR2020', kind: 'percentage', percent: 20, amounts: null, expiresAt: 1_598_918_400_000 },
] as const;

// OR IGNORE keeps a code staff changed, and lets concurrent first requests insert alike.
const INSERT = 'INSERT OR IGNORE INTO booking_coupon (code, kind, percent, amounts_json, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)';

// The databases this isolate has inserted the codes into. Only finished work is remembered (as
// with the content seed): concurrent first requests each insert, harmlessly; a failure is retried.
const seeded = new WeakSet<D1Database>();

/** Inserts the demo coupons the embedded back end prices with, once per isolate and database. */
export async function ensureDemoCoupons(db: D1Database): Promise<void> {
  if (seeded.has(db)) return;
  await db.batch(
    DEMO_COUPONS.map(({ code, kind, percent, amounts, expiresAt }) =>
      db.prepare(INSERT).bind(code, kind, percent, amounts ? JSON.stringify(amounts) : null, expiresAt),
    ),
  );
  seeded.add(db);
}
