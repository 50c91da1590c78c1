import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property';
import { typosAllowed, typosBetween } from './typo-tolerance';

describe('typosAllowed', () => {
  it('allows none below 4 letters, one from 4 and two from 8, as the hosted defaults do', () => {
    expect(['', 'a', 'mba'].map(typosAllowed)).toEqual([0, 0, 0]);
    expect(['kurs', 'ledar', 'ledarsk'].map(typosAllowed)).toEqual([1, 1, 1]);
    expect(['ledarskp', 'projektlednig'].map(typosAllowed)).toEqual([2, 2]);
  });
});

describe('typosBetween', () => {
  it('counts a missing, an extra, a substituted letter and two swapped neighbours as one typo each', () => {
    expect(typosBetween('ledarskp', 'ledarskap', 2, false)).toBe(1);
    expect(typosBetween('projektlendning', 'projektledning', 2, false)).toBe(1);
    expect(typosBetween('ledarskop', 'ledarskap', 2, false)).toBe(1);
    expect(typosBetween('ledarksap', 'ledarskap', 2, false)).toBe(1);
    expect(typosBetween('goetbrog', 'goteborg', 2, false)).toBe(2);
    expect(typosBetween('ledarskap', 'ledarskap', 2, false)).toBe(0);
  });

  it('gives null beyond the bound', () => {
    expect(typosBetween('nalno', 'malmo', 1, false)).toBeNull();
    expect(typosBetween('forhandling', 'forandring', 1, false)).toBeNull();
    expect(typosBetween('forhandling', 'forandring', 2, false)).toBe(2);
    expect(typosBetween('kurs', 'kursen', 1, false)).toBeNull();
  });

  it('compares with the best prefix of the word when asked to', () => {
    expect(typosBetween('projektlednig', 'projektledning', 2, true)).toBe(1);
    expect(typosBetween('ledarskp', 'ledarskapsprogrammet', 2, true)).toBe(1);
    expect(typosBetween('kurs', 'kursen', 1, true)).toBe(0);
    expect(typosBetween('kurs', 'kur', 1, true)).toBe(1);
    expect(typosBetween('kurs', 'ku', 1, true)).toBeNull();
    expect(typosBetween('ledar', 'kommunikation', 1, true)).toBeNull();
  });

  it('works on words longer than its first buffers', () => {
    const long = 'a'.repeat(100);
    expect(typosBetween(`${long}b`, `${long}c`, 2, false)).toBe(1);
  });

  // The full table, without bounds or shortcuts, to compare with.
  const reference = (a: string, b: string): number => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i <= a.length; i += 1)
      for (let j = 1; j <= b.length; j += 1) {
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  };
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });

  it('agrees with the full distance table within the bound', () =>
    assertProperty(
      {
        boundedEqualsFull: fc.property(word, word, fc.integer({ min: 0, max: 2 }), (a, b, max) => {
          const full = reference(a, b);
          expect(typosBetween(a, b, max, false)).toBe(full <= max ? full : null);
        }),
      },
      300,
    ));

  it('compares with the best prefix as the full table does', () =>
    assertProperty(
      {
        prefixIsTheBestPrefix: fc.property(word, word, fc.integer({ min: 0, max: 2 }), (a, b, max) => {
          const best = Math.min(...Array.from({ length: b.length + 1 }, (_, end) => reference(a, b.slice(0, end))));
          expect(typosBetween(a, b, max, true)).toBe(best <= max ? best : null);
        }),
      },
      300,
    ));
});
