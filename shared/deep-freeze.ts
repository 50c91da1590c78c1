/**
 * Freezes a value and everything inside it, and returns it: for values that many readers share
 * (a built search index, a kept search answer), so none of them can change what the others see.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
