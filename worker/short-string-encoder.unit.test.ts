import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertProperty } from '../tests/support/property';
import { createEncodingCache, encodeShortString, installShortStringEncoder, SHORT_STRING_MAX } from './short-string-encoder';

const native = new TextEncoder();

const shortStringsEncodeLikeTheNativeEncoder = fc.property(fc.string({ unit: 'binary', maxLength: SHORT_STRING_MAX }), (input) => {
  const bytes = encodeShortString(input);
  // Lone surrogates are left to the native encoder (it writes U+FFFD for them).
  if (bytes === null) return;
  expect(Array.from(bytes)).toEqual(Array.from(native.encode(input)));
  expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
});

describe('short string encoder', () => {
  test("gives the native encoder's bytes for any short string, astral characters included", () =>
    assertProperty({ shortStringsEncodeLikeTheNativeEncoder }, 2000));

  test('encodes Swedish text, markup and an emoji like the native encoder', () => {
    for (const input of ['', 'class', ' href="/kurs/ledarskap"', 'Göteborg – Malmö', '€ 500', '😀 ok', 'Å'.repeat(SHORT_STRING_MAX)]) {
      expect(Array.from(encodeShortString(input)!)).toEqual(Array.from(native.encode(input)));
    }
  });

  test('hands long strings and lone surrogates to the native encoder', () => {
    expect(encodeShortString('a'.repeat(SHORT_STRING_MAX + 1))).toBeNull();
    expect(encodeShortString('x\ud800y')).toBeNull();
    expect(encodeShortString('\udc00')).toBeNull();
    expect(encodeShortString('end\ud83d')).toBeNull();
  });

  test('installed on a prototype, answers short strings itself and passes everything else on', () => {
    const seen: unknown[] = [];
    const prototype = {
      encode(input?: string): Uint8Array<ArrayBuffer> {
        seen.push(input);
        return native.encode(input);
      },
    };
    installShortStringEncoder(prototype);
    installShortStringEncoder(prototype);
    const encoder = prototype as unknown as TextEncoder;
    expect(Array.from(encoder.encode('<a>'))).toEqual([60, 97, 62]);
    const long = 'b'.repeat(SHORT_STRING_MAX + 1);
    expect(encoder.encode(long).byteLength).toBe(SHORT_STRING_MAX + 1);
    expect(Array.from(encoder.encode('\ud800'))).toEqual([0xef, 0xbf, 0xbd]);
    expect(encoder.encode().byteLength).toBe(0);
    // Installing twice wraps once: each fallback reaches the original exactly once.
    expect(seen).toEqual([long, '\ud800', undefined]);
  });
});

describe('encoding cache', () => {
  const encodeCounting = () => {
    const asked: string[] = [];
    const encode = (input: string) => {
      asked.push(input);
      return native.encode(input);
    };
    return { asked, encode };
  };

  test('encodes a string once and hands out the same bytes while it is asked for', () => {
    const { asked, encode } = encodeCounting();
    const kept = createEncodingCache(encode, 2);
    const first = kept('class', null);
    for (const input of ['href', 'class', 'id', 'class', 'title', 'class']) kept(input, null);
    expect(kept('class', null)).toBe(first);
    expect(asked.filter((input) => input === 'class')).toEqual(['class']);
  });

  test('forgets strings not asked for in two generations', () => {
    const { asked, encode } = encodeCounting();
    const kept = createEncodingCache(encode, 2);
    for (const input of ['a', 'b', 'c', 'd', 'e', 'a']) kept(input, null);
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
  });

  test('encodes again a string whose kept bytes someone detached', () => {
    const { asked, encode } = encodeCounting();
    const kept = createEncodingCache(encode, 8);
    const first = kept('Göteborg', null);
    structuredClone(first.buffer, { transfer: [first.buffer] });
    expect(first.byteLength).toBe(0);
    expect(Array.from(kept('Göteborg', null))).toEqual(Array.from(native.encode('Göteborg')));
    expect(asked).toEqual(['Göteborg', 'Göteborg']);
  });

  test('installed, answers a markup piece asked for twice with the same bytes and never shares an empty array', () => {
    const prototype = { encode: (input?: string): Uint8Array<ArrayBuffer> => native.encode(input) };
    installShortStringEncoder(prototype);
    const encoder = prototype as unknown as TextEncoder;
    expect(encoder.encode(' class="card"')).toBe(encoder.encode(' class="card"'));
    expect(encoder.encode('')).not.toBe(encoder.encode(''));
    expect(Array.from(encoder.encode('€ 500'))).toEqual(Array.from(native.encode('€ 500')));
  });
});
