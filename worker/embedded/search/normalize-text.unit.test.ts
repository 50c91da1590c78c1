import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize } from './normalize-text';

describe('normalizeText', () => {
  it('folds Swedish letters and case', () => {
    expect(normalizeText('Göteborg')).toBe('goteborg');
    expect(normalizeText('MALMÖ')).toBe('malmo');
    expect(normalizeText('Åre Älvdalen')).toBe('are alvdalen');
  });

  it('folds letters that have no combining mark', () => {
    expect(normalizeText('Øresund Æble Straße')).toBe('oresund aeble strasse');
  });

  it('leaves plain text and the empty string alone', () => {
    expect(normalizeText('ledarskap')).toBe('ledarskap');
    expect(normalizeText('')).toBe('');
  });
});

describe('tokenize', () => {
  it('splits on spaces and punctuation and drops empty words', () => {
    expect(tokenize('  Redovisning för icke-ekonomer, del 2! ')).toEqual(['redovisning', 'for', 'icke', 'ekonomer', 'del', '2']);
  });

  it('gives nothing for punctuation only', () => {
    expect(tokenize('!!! --- ...')).toEqual([]);
  });
});
