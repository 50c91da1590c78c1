// React's streaming renderer for the Workers runtime (react-dom/server.edge) turns every piece of
// markup it writes (each tag name, attribute name and value, text) into bytes with its own
// `TextEncoder.encode` call. In workerd each call crosses into C++ and allocates a buffer there,
// which made about a quarter of a page render's CPU time. Short strings are encoded here in
// JavaScript instead, byte for byte as the native encoder does; longer strings, lone surrogates
// and anything that is not a string still go to the native encoder. See docs/decisions/005.
//
// The same page writes the same pieces on every render (tag and attribute names, class names,
// texts), so the bytes of recent short strings are also kept and handed out again: a fresh array
// per piece, and the garbage it became, cost about a tenth of a render. Every array handed out is
// then shared by all who asked for the same string, so it must be read, never written to or
// transferred. React only copies a piece's bytes into its own buffer, and the worker's other
// callers only pass theirs to WebCrypto or read their length; an array someone detached anyway is
// seen (its length is 0) and encoded again.

/** Strings up to this many UTF-16 units are encoded in JavaScript. */
export const SHORT_STRING_MAX = 256;

/** UTF-8 bytes of a short string, or null when the native encoder must do it. */
export function encodeShortString(input: string): Uint8Array<ArrayBuffer> | null {
  const length = input.length;
  if (length > SHORT_STRING_MAX) return null;
  let size = 0;
  for (let i = 0; i < length; i++) {
    const code = input.charCodeAt(i);
    if (code < 0x80) size += 1;
    else if (code < 0x800) size += 2;
    else if (code >= 0xd800 && code <= 0xdfff) {
      // A surrogate pair is one 4-byte character; a lone surrogate becomes U+FFFD natively.
      const next = input.charCodeAt(i + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return null;
      size += 4;
      i += 1;
    } else size += 3;
  }
  const bytes = new Uint8Array(size);
  if (size === length) {
    for (let i = 0; i < length; i++) bytes[i] = input.charCodeAt(i);
    return bytes;
  }
  let at = 0;
  for (let i = 0; i < length; i++) {
    let code = input.charCodeAt(i);
    if (code < 0x80) {
      bytes[at++] = code;
    } else if (code < 0x800) {
      bytes[at++] = 0xc0 | (code >> 6);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else if (code >= 0xd800 && code <= 0xdbff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (input.charCodeAt(i + 1) - 0xdc00);
      i += 1;
      bytes[at++] = 0xf0 | (code >> 18);
      bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    } else {
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
  }
  return bytes;
}

/** Strings up to this many UTF-16 units are kept with their bytes (most markup pieces are shorter). */
export const KEPT_STRING_MAX = 128;
/** Strings kept per generation; with the previous generation, at most twice this many are kept. */
export const KEPT_PER_GENERATION = 4096;

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * The bytes of recent short strings, in two generations: a string asked for again is moved to the
 * current one, and when that fills up the previous one is dropped, so what a page writes on every
 * render stays while a string seen once goes. Bounded, since text from outside reaches pages.
 */
export function createEncodingCache<Encoder>(encode: (input: string, encoder: Encoder) => Bytes, perGeneration = KEPT_PER_GENERATION) {
  let current = new Map<string, Bytes>();
  let previous = new Map<string, Bytes>();
  return (input: string, encoder: Encoder): Bytes => {
    const kept = current.get(input);
    if (kept !== undefined && kept.byteLength > 0) return kept;
    let bytes = previous.get(input);
    // A detached array reads as empty: encode that string again.
    if (bytes === undefined || bytes.byteLength === 0) bytes = encode(input, encoder);
    if (current.size >= perGeneration) {
      previous = current;
      current = new Map();
    }
    current.set(input, bytes);
    return bytes;
  };
}

type Encode = (this: TextEncoder, input?: string) => Bytes;
const installed = new WeakSet<object>();

/**
 * Makes `prototype.encode` (TextEncoder's) encode short strings in JavaScript, keeping the bytes of
 * recent ones, and hand the rest to the encoder it replaces. Installing twice on the same
 * prototype does nothing.
 */
export function installShortStringEncoder(prototype: { encode: Encode }): void {
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const nativeEncode = prototype.encode;
  const encodeShort = (input: string, encoder: TextEncoder): Bytes => encodeShortString(input) ?? nativeEncode.call(encoder, input);
  const kept = createEncodingCache(encodeShort);
  prototype.encode = function encode(this: TextEncoder, input?: string): Bytes {
    if (typeof input !== 'string') return nativeEncode.call(this, input);
    // The empty string is not kept: it has nothing to save, and its array must never be shared detached.
    if (input.length > 0 && input.length <= KEPT_STRING_MAX) return kept(input, this);
    return encodeShort(input, this);
  };
}
