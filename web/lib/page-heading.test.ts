import { describe, expect, test } from 'vitest';
import { arrivedFromSite } from './page-heading';

const here = { origin: 'https://fei.example', hash: '' };

describe('arrivedFromSite', () => {
  test('a link from another page of the site is a page change', () => {
    expect(arrivedFromSite('navigate', 'https://fei.example/kurser', here)).toBe(true);
  });

  test('a browser that does not say how it navigated goes by the referrer', () => {
    expect(arrivedFromSite(undefined, 'https://fei.example/', here)).toBe(true);
  });

  test('a reload and Back or Forward are not: the browser puts the visitor back', () => {
    expect(arrivedFromSite('reload', 'https://fei.example/kurser', here)).toBe(false);
    expect(arrivedFromSite('back_forward', 'https://fei.example/kurser', here)).toBe(false);
  });

  test('an arrival from another site or a typed address starts at the page start', () => {
    expect(arrivedFromSite('navigate', 'https://search.example/?q=fei', here)).toBe(false);
    expect(arrivedFromSite('navigate', '', here)).toBe(false);
  });

  test('an address with a fragment goes to its target', () => {
    expect(arrivedFromSite('navigate', 'https://fei.example/', { ...here, hash: '#dates' })).toBe(false);
  });
});
