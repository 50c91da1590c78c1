type Tree = { readonly [key: string]: string | Tree };

/** Merges nested message objects: a feature's texts join the core texts under the same keys. */
export function deepMerge<A extends Tree, B extends Tree>(a: A, b: B): A & B {
  const result: Record<string, string | Tree> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = result[key];
    result[key] = typeof existing === 'object' && typeof value === 'object' ? deepMerge(existing, value) : value;
  }
  return result as A & B;
}
