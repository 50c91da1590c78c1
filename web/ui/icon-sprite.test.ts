import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ICON_NAMES } from '../../shared/content/icon-name';
import type { UiIconName } from './icon';
import { ICON_SPRITE_URL } from './icon-sprite-url';

const file = readFileSync(new URL('../public/icons.svg', import.meta.url));
const symbols = file.toString('utf8').match(/<symbol[\s\S]*?<\/symbol>/g) ?? [];
const ids = symbols.map((symbol) => /id="([^"]+)"/.exec(symbol)?.[1]);
const UI_ICONS: readonly UiIconName[] = ['menu', 'bag', 'refresh', 'external', 'play'];

describe('icon sprite', () => {
  test('the sprite has every icon of the content icon set and of the interface', () => {
    for (const name of [...ICON_NAMES, ...UI_ICONS]) expect(ids).toContain(name);
  });

  test('every symbol has a 24 px view box and no id twice', () => {
    for (const symbol of symbols) expect(symbol).toContain('viewBox="0 0 24 24"');
    expect(new Set(ids).size).toBe(symbols.length);
  });

  test("the sprite's address names its current content, so browsers never keep an old one", () => {
    const version = createHash('sha256').update(file).digest('hex').slice(0, 10);
    expect(ICON_SPRITE_URL).toBe(`/icons.svg?v=${version}`);
  });
});
