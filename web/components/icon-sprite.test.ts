import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ICON_NAMES } from '../../shared/content/icon-name';
import { ICON_FILE_SYMBOLS, ICON_SYMBOLS } from './icon-sprite';
import { iconSymbolId } from './icon-symbol-id';

const symbolsOf = (svg: string) => svg.match(/<symbol[\s\S]*?<\/symbol>/g) ?? [];
const idsOf = (svg: string) => symbolsOf(svg).map((symbol) => /id="([^"]+)"/.exec(symbol)?.[1]);

describe('icon sprite', () => {
  test('the inlined sprite has every icon of the content icon set', () => {
    const ids = idsOf(ICON_SYMBOLS);
    for (const name of ICON_NAMES) expect(ids).toContain(iconSymbolId(name));
  });

  test('public/icons.svg holds exactly the inlined symbols', () => {
    const file = readFileSync(new URL('../public/icons.svg', import.meta.url), 'utf8');
    expect(symbolsOf(file)).toEqual(symbolsOf(ICON_FILE_SYMBOLS));
  });

  test('every symbol has a 24 px view box and no id twice', () => {
    const symbols = symbolsOf(ICON_SYMBOLS);
    for (const symbol of symbols) expect(symbol).toContain('viewBox="0 0 24 24"');
    expect(new Set(idsOf(ICON_SYMBOLS)).size).toBe(symbols.length);
  });
});
