/** The bytes a `Range` header asks for, inclusive at both ends. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a single-range `Range: bytes=...` header against a body of `size` bytes (video elements
 * ask `bytes=0-` first, then seek with other ranges). `null` means "send the whole body" (no
 * header, several ranges or another unit, which a server may ignore); `'unsatisfiable'` answers 416.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
