// React's streaming renderer for the Workers runtime (react-dom/server.edge) turns every piece of
// markup it writes (each tag name, attribute name and value, text) into bytes with its own
// `TextEncoder.encode` call. In workerd each call crosses into C++ and allocates a buffer there,
// which made about a quarter of a page render's CPU time. Short strings are encoded here in
// JavaScript instead, byte for byte as the native encoder does; longer strings, lone surrogates
// and anything that is not a string still go to the native encoder. See docs/decisions/005.

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

type Encode = (this: TextEncoder, input?: string) => Uint8Array<ArrayBuffer>;
const installed = new WeakSet<object>();

/**
 * Makes `prototype.encode` (TextEncoder's) encode short strings in JavaScript and hand the rest to
 * the encoder it replaces. Installing twice on the same prototype does nothing.
 */
export function installShortStringEncoder(prototype: { encode: Encode }): void {
  if (installed.has(prototype)) return;
  installed.add(prototype);
  const nativeEncode = prototype.encode;
  prototype.encode = function encode(this: TextEncoder, input?: string): Uint8Array<ArrayBuffer> {
    return (typeof input === 'string' ? encodeShortString(input) : null) ?? nativeEncode.call(this, input);
  };
}
