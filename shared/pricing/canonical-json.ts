/**
 * JSON with object keys sorted at every level, so that equal values always give the same text
 * (and the same SHA-256, which the worker computes for the commit hash). Otherwise it follows
 * `JSON.stringify`: undefined, functions and symbols are left out of objects and become null in
 * arrays, non-finite numbers become null, `toJSON` is honoured. Keys sort by UTF-16 code units.
 */
export function canonicalJson(value: unknown): string {
  return encode(value, new Set()) ?? 'null';
}

function encode(value: unknown, seen: Set<object>): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function') {
    const json: unknown = value.toJSON();
    return encode(json, seen);
  }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'bigint':
      throw new TypeError('canonicalJson cannot encode a bigint');
    case 'object':
      break;
    default:
      return undefined;
  }
  const object: object = value;
  if (seen.has(object)) throw new TypeError('canonicalJson cannot encode a cycle');
  seen.add(object);
  let text: string;
  if (Array.isArray(object)) {
    text = `[${object.map((entry) => encode(entry, seen) ?? 'null').join(',')}]`;
  } else {
    const parts: string[] = [];
    // Keys compared with `<`: by UTF-16 code units, as `sort()` without a comparator.
    const entries: [string, unknown][] = Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, entry] of entries) {
      const encoded = encode(entry, seen);
      if (encoded !== undefined) parts.push(`${JSON.stringify(key)}:${encoded}`);
    }
    text = `{${parts.join(',')}}`;
  }
  seen.delete(object);
  return text;
}
