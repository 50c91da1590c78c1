import { describe, expect, test } from 'vitest';
import { listText } from './list-text';

describe('list texts', () => {
  test('join names as each language writes them, without a comma before the last', () => {
    expect(listText('en', ['Anna'])).toBe('Anna');
    expect(listText('en', ['Anna', 'Erik'])).toBe('Anna and Erik');
    expect(listText('en', ['Anna', 'Erik', 'Carl'])).toBe('Anna, Erik and Carl');
    expect(listText('sv', ['Anna', 'Erik', 'Carl'])).toBe('Anna, Erik och Carl');
  });
});
