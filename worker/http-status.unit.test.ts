import { describe, expect, test } from 'vitest';
import { contentfulStatus } from './http-status';

describe('contentfulStatus', () => {
  test('keeps a status that carries a body', () => {
    expect([200, 201, 301, 404, 429, 503, 599].map(contentfulStatus)).toEqual([200, 201, 301, 404, 429, 503, 599]);
  });

  test('answers 500 for a status without a body or outside 200 to 599', () => {
    expect([204, 205, 304, 101, 199, 600, 404.5, Number.NaN].map(contentfulStatus)).toEqual([500, 500, 500, 500, 500, 500, 500, 500]);
  });
});
