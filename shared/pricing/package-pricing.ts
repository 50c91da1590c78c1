import type { Currency } from '../schemas/primitives';
import type { CataloguePackage } from './catalogue';
import { allocate } from './minor-units';

/** One request line on its way through pricing, amounts in minor units. */
export interface PricedLine {
  id: number;
  participantCount: number;
  gross: number;
  priceType: 'standard' | 'package';
}

/**
 * Applies programme packages. A package applies when every one of its events is in the cart,
 * all for the same number of participants, none already taken by another package, and it has
 * a price in the cart currency that is not above the events' own sum (a bundle never costs
 * more). Its price is split over its events in proportion to their standard prices, so each
 * item still carries its own amounts and they add up exactly. Packages are tried in catalogue
 * order.
 */
export function applyPackages<Line extends PricedLine>(
  lines: readonly Line[],
  packages: readonly CataloguePackage[],
  currency: Currency,
): Line[] {
  const result = lines.map((line) => ({ ...line }));
  const byId = new Map(result.map((line) => [line.id, line]));
  for (const bundle of packages) {
    const unitPrice = bundle.prices[currency];
    const members = [...new Set(bundle.eventIds)].map((id) => byId.get(id));
    const inBundle = members.filter((line): line is Line => line !== undefined && line.priceType !== 'package');
    if (unitPrice === undefined || inBundle.length !== members.length) continue;
    const count = inBundle[0]?.participantCount;
    if (count === undefined || inBundle.some((line) => line.participantCount !== count)) continue;
    const bundleGross = unitPrice * count;
    const standardGross = inBundle.reduce((sum, line) => sum + line.gross, 0);
    if (bundleGross > standardGross) continue;
    const shares = allocate(
      bundleGross,
      inBundle.map((line) => line.gross),
    );
    inBundle.forEach((line, index) => {
      line.gross = shares[index] ?? 0;
      line.priceType = 'package';
    });
  }
  return result;
}
