import { describe, expect, test } from 'vitest';
import { headerFixThreshold, INITIAL_HEADER_SCROLL, nextHeaderScroll, scrolledPastMenuClose } from './header-scroll';

describe('header scroll', () => {
  test('the header fixes past 300 px on mobile and 600 px on tablet and desktop', () => {
    expect(headerFixThreshold(390)).toBe(300);
    expect(headerFixThreshold(759)).toBe(300);
    expect(headerFixThreshold(760)).toBe(600);
    expect(headerFixThreshold(1280)).toBe(600);
  });

  test('the header stays in the flow up to the threshold', () => {
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 300, 390)).toEqual({ y: 300, fixed: false, visible: true });
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 599, 1280)).toEqual({ y: 599, fixed: false, visible: true });
  });

  test('past the threshold the header slides out while scrolling down and in while scrolling up', () => {
    const down = nextHeaderScroll({ y: 500, fixed: true, visible: true }, 700, 1280);
    expect(down).toEqual({ y: 700, fixed: true, visible: false });
    const up = nextHeaderScroll(down, 650, 1280);
    expect(up).toEqual({ y: 650, fixed: true, visible: true });
  });

  test('a mobile page scrolled to 301 px fixes the header', () => {
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, 301, 390).fixed).toBe(true);
  });

  test('no movement keeps the slide state, and a negative overscroll counts as the top', () => {
    expect(nextHeaderScroll({ y: 800, fixed: true, visible: true }, 800, 1280).visible).toBe(true);
    expect(nextHeaderScroll({ y: 800, fixed: true, visible: false }, 800, 1280).visible).toBe(false);
    expect(nextHeaderScroll(INITIAL_HEADER_SCROLL, -40, 390)).toEqual({ y: 0, fixed: false, visible: true });
  });

  test('a submenu closes only after more than 20 px of scroll in either direction', () => {
    expect(scrolledPastMenuClose(100, 120)).toBe(false);
    expect(scrolledPastMenuClose(100, 121)).toBe(true);
    expect(scrolledPastMenuClose(100, 79)).toBe(true);
  });
});
