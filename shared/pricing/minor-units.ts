/**
 * Money is computed in integer minor units (öre, cents, pence: 1/100 of the major unit in all
 * three currencies) so that sums and splits are exact; amounts become major-unit numbers only
 * at the edge, in the totals answered to the client.
 */

/** Minor units to a major-unit number, e.g. 123456 -> 1234.56. */
export function toMajor(minor: number): number {
  return minor / 100;
}

/** A major-unit number to minor units, rounding half away from zero. */
export function toMinor(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}

/** `amount * numerator / denominator` rounded half up, exact for any safe integers. */
export function mulDivRound(amount: number, numerator: number, denominator: number): number {
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  return Number((product * 2n + divisor) / (2n * divisor));
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder method), so the
 * parts always add up to `total` exactly. With all weights zero the split is even. Ties go to
 * the earlier entry.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const effective = sum > 0 ? weights : weights.map(() => 1);
  const divisor = BigInt(sum > 0 ? sum : weights.length);
  const parts = effective.map((weight) => {
    const product = BigInt(total) * BigInt(weight);
    return { share: Number(product / divisor), remainder: product % divisor };
  });
  let left = total - parts.reduce((acc, part) => acc + part.share, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const shares = parts.map((part) => part.share);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
