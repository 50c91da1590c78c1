import { describe, expect, it } from 'vitest';
import { checkSpanishCompanyId, checkSpanishId, checkSwedishOrganisationNumber, checkSwedishPersonalId, luhnValid } from './personal-id';

describe('the Luhn check', () => {
  it('accepts valid numbers and refuses a changed digit or non-digits', () => {
    expect(luhnValid('8112189876')).toBe(true);
    expect(luhnValid('8112189875')).toBe(false);
    expect(luhnValid('81121898a6')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('Swedish personal identity numbers', () => {
  it('accept every written form and answer a normalised number', () => {
    expect(checkSwedishPersonalId('811218-9876')).toEqual({ ok: true, value: '811218-9876' });
    expect(checkSwedishPersonalId('8112189876')).toEqual({ ok: true, value: '811218-9876' });
    expect(checkSwedishPersonalId('198112189876')).toEqual({ ok: true, value: '19811218-9876' });
    expect(checkSwedishPersonalId(' 19811218-9876 ')).toEqual({ ok: true, value: '19811218-9876' });
  });

  it('keep the plus separator of a person of 100 or more', () => {
    expect(checkSwedishPersonalId('121212+1212')).toEqual({ ok: true, value: '121212+1212' });
    expect(checkSwedishPersonalId('19121212+1212')).toEqual({ ok: false, code: 'invalid-format' });
  });

  it('accept coordination numbers (day plus 60)', () => {
    expect(checkSwedishPersonalId('701063-2391')).toEqual({ ok: true, value: '701063-2391' });
    expect(checkSwedishPersonalId('701093-2391')).toMatchObject({ ok: false, code: 'invalid-date' });
  });

  it('refuse a wrong check digit', () => {
    expect(checkSwedishPersonalId('811218-9875')).toEqual({ ok: false, code: 'invalid-checksum' });
  });

  it('refuse dates that do not exist', () => {
    expect(checkSwedishPersonalId('811318-9876')).toMatchObject({ ok: false, code: 'invalid-date' });
    expect(checkSwedishPersonalId('810231-1234')).toMatchObject({ ok: false, code: 'invalid-date' });
    expect(checkSwedishPersonalId('19010229-1234')).toMatchObject({ ok: false, code: 'invalid-date' });
    expect(checkSwedishPersonalId('800229-1238')).toEqual({ ok: true, value: '800229-1238' });
  });

  it('refuse other shapes and report an empty value as required', () => {
    for (const value of ['81121-89876', '811218--9876', 'abcdef-ghij', '8112189876123', '811218 9876x']) {
      expect(checkSwedishPersonalId(value)).toEqual({ ok: false, code: 'invalid-format' });
    }
    expect(checkSwedishPersonalId('  ')).toEqual({ ok: false, code: 'required' });
  });
});

describe('Swedish organisation numbers', () => {
  it('accept a valid number with or without hyphen and the 16 prefix', () => {
    expect(checkSwedishOrganisationNumber('556036-0793')).toEqual({ ok: true, value: '556036-0793' });
    expect(checkSwedishOrganisationNumber('165560360793')).toEqual({ ok: true, value: '556036-0793' });
  });

  it('refuse a wrong check digit and accept a sole trader’s personal number', () => {
    expect(checkSwedishOrganisationNumber('556036-0794')).toEqual({ ok: false, code: 'invalid-checksum' });
    expect(checkSwedishOrganisationNumber('811218-9876')).toEqual({ ok: true, value: '811218-9876' });
  });
});

describe('Spanish ids', () => {
  it('accept a DNI and an NIE with their control letter, ignoring case and separators', () => {
    expect(checkSpanishId('12345678Z')).toEqual({ ok: true, value: '12345678Z' });
    expect(checkSpanishId('12.345.678-z')).toEqual({ ok: true, value: '12345678Z' });
    expect(checkSpanishId('X1234567L')).toEqual({ ok: true, value: 'X1234567L' });
    expect(checkSpanishId('Y1234567X')).toEqual({ ok: true, value: 'Y1234567X' });
  });

  it('refuse a wrong letter or shape', () => {
    expect(checkSpanishId('12345678A')).toEqual({ ok: false, code: 'invalid-checksum' });
    expect(checkSpanishId('1234567Z')).toEqual({ ok: false, code: 'invalid-format' });
    expect(checkSpanishId('A1234567Z')).toEqual({ ok: false, code: 'invalid-format' });
    expect(checkSpanishId('')).toEqual({ ok: false, code: 'required' });
  });

  it('accept a company CIF with a digit or letter control and refuse a wrong one', () => {
    expect(checkSpanishCompanyId('B12345674')).toEqual({ ok: true, value: 'B12345674' });
    expect(checkSpanishCompanyId('Q1234567D')).toEqual({ ok: true, value: 'Q1234567D' });
    expect(checkSpanishCompanyId('B12345675')).toEqual({ ok: false, code: 'invalid-checksum' });
    expect(checkSpanishCompanyId('12345678Z')).toEqual({ ok: true, value: '12345678Z' });
  });
});
