import { describe, expect, it } from 'vitest';
import { WIDE_DESKTOP_MIN_WIDTH, columnsShowing, columnsShowingAll, hitsPerPageFor, viewportKind } from './hits-per-page';

describe('viewportKind', () => {
  it('is desktop from 1280 px, a smaller desktop from 1025 px and tablet or smaller below', () => {
    expect(viewportKind(WIDE_DESKTOP_MIN_WIDTH)).toBe('desktop');
    expect(viewportKind(1279)).toBe('small-desktop');
    expect(viewportKind(1025)).toBe('small-desktop');
    expect(viewportKind(1024)).toBe('tablet-or-smaller');
    expect(viewportKind(760)).toBe('tablet-or-smaller');
    expect(viewportKind(0)).toBe('tablet-or-smaller');
  });

  it('counts an unknown or broken width as desktop so a server render has enough hits', () => {
    expect(viewportKind(null)).toBe('desktop');
    expect(viewportKind(Number.NaN)).toBe('desktop');
  });
});

describe('hitsPerPageFor', () => {
  it('uses an explicit value first', () => {
    expect(hitsPerPageFor({ hitsPerPage: 7, rows: -1 }, 'desktop')).toBe(7);
  });

  it('takes 1000 when rows is -1', () => {
    expect(hitsPerPageFor({ hitsPerPage: null, rows: -1 }, 300)).toBe(1000);
  });

  it('multiplies columns by rows', () => {
    expect(hitsPerPageFor({ hitsPerPage: null, rows: 2 }, 'desktop')).toBe(6);
    expect(hitsPerPageFor({ hitsPerPage: null, rows: 2 }, 1100)).toBe(4);
    expect(hitsPerPageFor({ hitsPerPage: null, rows: 4 }, 'tablet-or-smaller')).toBe(4);
  });

  it('never leaves the range 1 to 1000', () => {
    expect(hitsPerPageFor({ hitsPerPage: null, rows: 900 }, 'desktop')).toBe(1000);
    expect(hitsPerPageFor({ hitsPerPage: 0, rows: 2 }, 'desktop')).toBe(1);
    expect(hitsPerPageFor({ hitsPerPage: Number.POSITIVE_INFINITY, rows: 2 }, 'desktop')).toBe(1);
  });
});

describe('columnsShowing', () => {
  it('shows the first rows × 1 hits of a page on one column, the next rows from two, the rest from three', () => {
    expect([0, 1, 2, 3, 4, 5].map((index) => columnsShowing(index, 2))).toEqual([1, 1, 2, 2, 3, 3]);
    expect([0, 3, 4, 7, 8, 11].map((index) => columnsShowing(index, 4))).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('shows every hit when the page holds all rows', () => {
    expect(columnsShowing(500, -1)).toBe(1);
  });
});

describe('columnsShowingAll', () => {
  it('is the fewest columns whose rows hold every hit, so Show more is needed only below it', () => {
    expect(columnsShowingAll(2, 2)).toBe(1);
    expect(columnsShowingAll(3, 2)).toBe(2);
    expect(columnsShowingAll(6, 2)).toBe(3);
  });

  it('is null when even three columns leave hits for Show more', () => {
    expect(columnsShowingAll(7, 2)).toBeNull();
  });

  it('is one column when the page holds all rows', () => {
    expect(columnsShowingAll(900, -1)).toBe(1);
  });
});
