import { describe, expect, it } from 'vitest';
import { toHex } from './to-hex';

describe('toHex', () => {
  it('writes each byte as two lower-case hex characters, keeping leading zeros', () => {
    expect(toHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff');
  });

  it('reads an ArrayBuffer the same as its bytes', () => {
    const bytes = new Uint8Array([222, 173, 190, 239]);
    expect(toHex(bytes.buffer)).toBe('deadbeef');
  });

  it('gives an empty string for no bytes', () => {
    expect(toHex(new Uint8Array())).toBe('');
  });
});
