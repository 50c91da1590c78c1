/**
 * Forms keep their values as flat text fields with dotted names (`customer.address.zip`), the
 * shape they are saved in and shared with; these turn cart objects into fields and back.
 */

/** The text fields of an object under a prefix: strings as they are, nested objects dotted. */
export function flatten(prefix: string, value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (path: string, node: unknown) => {
    if (typeof node === 'string') fields[path] = node;
    else if (typeof node === 'number' || typeof node === 'boolean') fields[path] = String(node);
    else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, child] of Object.entries(node)) walk(`${path}.${key}`, child);
    }
  };
  walk(prefix, value);
  return fields;
}

/**
 * The object under a prefix rebuilt from dotted fields. Empty texts are left out, so optional
 * parts stay absent; `keep` names parts that are always present (as empty text when missing).
 */
export function unflatten(fields: Readonly<Record<string, string>>, prefix: string, keep: readonly string[] = []): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const set = (path: string[], value: string) => {
    // Field names come from storage and shared carts: never let one reach an object's prototype.
    if (path.some((part) => part === '__proto__' || part === 'prototype' || part === 'constructor')) return;
    let node = result;
    for (const part of path.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[path[path.length - 1]!] = value;
  };
  for (const name of keep) set(name.split('.'), '');
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(`${prefix}.`) || value.trim() === '') continue;
    set(name.slice(prefix.length + 1).split('.'), value);
  }
  return result;
}

/** Field errors of a sub-form, renamed into the page's field names (`prefix.path`). */
export function prefixed(prefix: string, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path ? `${prefix}.${path}` : prefix, key]));
}
