/**
 * A fixed-size set of record positions, 32 per word. The embedded engine keeps one per facet
 * value and combines them word by word, which is what makes a filtered search over 10,000
 * records cost microseconds instead of a pass over every record per clause.
 */
export type Bitset = Uint32Array;

/** An empty set able to hold positions 0 .. size-1. */
export function createBitset(size: number): Bitset {
  return new Uint32Array(Math.ceil(size / 32));
}

/** Adds one position. */
export function addBit(bits: Bitset, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

/** Whether the set holds a position. */
export function hasBit(bits: Bitset, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

/** target := target AND other, in place. */
export function intersectInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! &= other[i]!;
}

/** target := target OR other, in place. */
export function uniteInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i += 1) target[i]! |= other[i]!;
}

/** The positions in the set, ascending. */
export function bitPositions(bits: Bitset): number[] {
  const positions: number[] = [];
  for (let word = 0; word < bits.length; word += 1) {
    let value = bits[word]!;
    while (value !== 0) {
      const lowest = value & -value;
      positions.push(word * 32 + (31 - Math.clz32(lowest)));
      value ^= lowest;
    }
  }
  return positions;
}
