import { CATEGORY_RULES } from '../cart/categories';
import { emptyTotals } from '../cart/create-cart';
import { CartUpdateRequestSchema, type CartUpdateItem } from '../schemas/cart-update-request';
import type { CartTotals } from '../schemas/cart-totals';
import type { Catalogue, CatalogueEvent, Coupon } from './catalogue';
import { couponDiscounts, findCoupon } from './coupon-discount';
import { eventClosedReason } from './event-open';
import { mulDivRound, toMajor } from './minor-units';
import { applyPackages, type PricedLine } from './package-pricing';

/** Every reason a cart can fail to be priced. */
export const PRICING_ERROR_CODES = [
  /** The request does not match the cart-update request schema. */
  'invalid-request',
  /** The same event appears twice. */
  'duplicate-item',
  /** No bookable event with that id and type. */
  'unknown-item',
  /** Cancelled, started or full. */
  'event-closed',
  /** Fewer seats left than participants asked for. */
  'not-enough-seats',
  /** Events of different categories (and so currencies) in one cart. */
  'mixed-category',
  /** The event has no price in its category's currency. */
  'missing-price',
  /** Unknown, expired, or not valid in the cart currency. */
  'invalid-coupon',
] as const;

/** Why a cart could not be priced. */
export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

/** Totals in the spec's shape, or why pricing failed (with the offending item where there is one). */
export type PricingResult = { ok: true; value: CartTotals } | { ok: false; code: PricingErrorCode; itemId?: number; seatsLeft?: number };

const failure = (code: PricingErrorCode, itemId?: number, seatsLeft?: number): PricingResult => ({
  ok: false,
  code,
  ...(itemId === undefined ? {} : { itemId }),
  ...(seatsLeft === undefined ? {} : { seatsLeft }),
});

/**
 * Prices a cart-update request the way the reference booking service does. Catalogue prices
 * are per participant, excluding VAT, in minor units; the currency follows the items'
 * category. Per item: gross = price x participants (or its share of a package), discount from
 * the coupon, vat = VAT on gross - discount (rounded half up per item), total = gross -
 * discount + vat. The cart sums the items. An empty request costs nothing (and ignores any
 * coupon, which the client clears). `now` decides whether events have started and coupons expired.
 */
export function priceCart(request: unknown, catalogue: Catalogue, coupons: readonly Coupon[], now: number): PricingResult {
  const parsed = CartUpdateRequestSchema.safeParse(request);
  if (!parsed.success) return failure('invalid-request');
  const { items, couponCode } = parsed.data;
  if (items.length === 0) return { ok: true, value: emptyTotals('sek') };

  const seen = new Set<number>();
  const entries: Array<{ item: CartUpdateItem; event: CatalogueEvent }> = [];
  for (const item of items) {
    if (seen.has(item.id)) return failure('duplicate-item', item.id);
    seen.add(item.id);
    const event = catalogue.events.find((candidate) => candidate.id === item.id);
    if (!event || event.type !== item.type) return failure('unknown-item', item.id);
    entries.push({ item, event });
  }
  const category = entries[0]?.event.category ?? 'swedish-academic';
  const mixed = entries.find(({ event }) => event.category !== category);
  if (mixed) return failure('mixed-category', mixed.item.id);
  const currency = CATEGORY_RULES[category].currency;

  const lines: Array<PricedLine & { item: CartUpdateItem; vatPercentage: number; seatsLeft: number }> = [];
  for (const { item, event } of entries) {
    if (eventClosedReason(event, now)) return failure('event-closed', item.id);
    if (event.seatsLeft < item.participantCount) return failure('not-enough-seats', item.id, event.seatsLeft);
    const unitPrice = event.prices[currency];
    if (unitPrice === undefined) return failure('missing-price', item.id);
    lines.push({
      id: item.id,
      participantCount: item.participantCount,
      gross: unitPrice * item.participantCount,
      priceType: 'standard',
      item,
      vatPercentage: event.vatPercentage,
      seatsLeft: event.seatsLeft,
    });
  }
  const priced = applyPackages(lines, catalogue.packages, currency);

  let discounts = priced.map(() => 0);
  const code = couponCode?.trim();
  if (code) {
    const coupon = findCoupon(coupons, code, now);
    const found =
      coupon &&
      couponDiscounts(
        coupon,
        priced.map((line) => line.gross),
        currency,
      );
    if (!found) return failure('invalid-coupon');
    discounts = found;
  }

  const sums = { gross: 0, discount: 0, vat: 0, total: 0 };
  const totalsItems = priced.map((line, index) => {
    const { item, vatPercentage, seatsLeft } = line;
    const discount = discounts[index] ?? 0;
    const net = line.gross - discount;
    // Basis points keep rates such as 12.5 % in integer arithmetic.
    const vat = mulDivRound(net, Math.round(vatPercentage * 100), 10_000);
    const total = net + vat;
    sums.gross += line.gross;
    sums.discount += discount;
    sums.vat += vat;
    sums.total += total;
    return {
      id: item.id,
      type: item.type,
      participantCount: item.participantCount,
      seatsLeft,
      price: {
        id: item.id,
        type: line.priceType,
        gross: toMajor(line.gross),
        vat: toMajor(vat),
        vatPercentage,
        total: toMajor(total),
        discount: toMajor(discount),
        currency,
      },
    };
  });

  return {
    ok: true,
    value: {
      cartPrice: {
        total: toMajor(sums.total),
        vat: toMajor(sums.vat),
        gross: toMajor(sums.gross),
        discount: toMajor(sums.discount),
        currency,
      },
      items: totalsItems,
    },
  };
}
