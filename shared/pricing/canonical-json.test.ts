import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { canonicalJson } from './canonical-json';

const canonicalJsonParsesBackToTheInput = fc.property(fc.jsonValue(), (value) => {
  expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
});

describe('canonical JSON', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe('{"a":{"c":null,"d":[3,1]},"b":1}');
  });

  it('gives the same text for objects built in a different order', () => {
    expect(canonicalJson({ x: 1, y: { p: true, q: 'é' } })).toBe(canonicalJson({ y: { q: 'é', p: true }, x: 1 }));
  });

  it('follows JSON.stringify for undefined, non-finite numbers and toJSON', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, Number.NaN], c: { toJSON: () => 'c' } })).toBe('{"b":[null,null],"c":"c"}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson('a"b')).toBe('"a\\"b"');
  });

  it('refuses cycles and bigints', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => canonicalJson(cycle)).toThrow(TypeError);
    expect(() => canonicalJson({ n: 1n })).toThrow(TypeError);
  });

  it('allows the same object twice when it is not a cycle', () => {
    const shared = { a: 1 };
    expect(canonicalJson([shared, shared])).toBe('[{"a":1},{"a":1}]');
  });

  it('parses back to a value equal to the input', () => assertProperty({ canonicalJsonParsesBackToTheInput }, 100));
});
