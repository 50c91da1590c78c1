import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './messages';

function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('checkout texts', () => {
  it('have the same keys in Swedish and English, none empty', () => {
    expect(leafKeys(checkoutMessages.en).sort()).toEqual(leafKeys(checkoutMessages.sv).sort());
    for (const language of ['sv', 'en'] as const) {
      const lookup = (key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], checkoutMessages[language]);
      for (const key of leafKeys(checkoutMessages[language])) expect((lookup(key) as string).trim().length, key).toBeGreaterThan(0);
    }
  });
});
