import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, categoryRules } from '../cart/categories';
import { checkoutMessages } from './messages';
import { chosenIdType, idNumberRule, idTypeChoices, type IdSubject } from './id-number-rule';
import type { IdTypeChoice } from './personal-id';

const SUBJECTS: readonly IdSubject[] = ['person', 'customer'];
const TYPES: readonly IdTypeChoice[] = ['swedish', 'spanish', 'unknown'];

/** The text of a catalogue key (`checkout.…`) in one language. */
function text(language: 'sv' | 'en', key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], checkoutMessages[language]);
  if (typeof found !== 'string') throw new Error(`no text for ${key} in ${language}`);
  return found;
}

/** The example numbers a text shows: words of capitals, digits and hyphens with at least one digit. */
function examplesIn(message: string): string[] {
  return [...message.matchAll(/(?<![\p{L}\d])(?=[A-Z-]*\d)[A-Z\d][A-Z\d-]{7,}(?![\p{L}\d])/gu)].map((match) => match[0]);
}

describe('the id number rule', () => {
  it('accepts every number its hint and its format message show, in both languages', () => {
    for (const idType of TYPES) {
      for (const subject of SUBJECTS) {
        const rule = idNumberRule(idType, subject);
        for (const language of ['sv', 'en'] as const) {
          const shown = [...(rule.hintKey ? examplesIn(text(language, rule.hintKey)) : []), ...examplesIn(text(language, rule.formatErrorKey))];
          if (idType !== 'unknown') expect(shown.length, `${idType} ${subject} ${language}`).toBeGreaterThan(0);
          for (const example of shown) expect(rule.check(example).ok, `${example} (${idType} ${subject} ${language})`).toBe(true);
        }
      }
    }
  });

  it('accepts the hint of a Spanish company customer, B12345674, and a Swedish YYMMDD-NNNN number for a person', () => {
    expect(idNumberRule('spanish', 'customer').check('B12345674')).toEqual({ ok: true, value: 'B12345674' });
    expect(idNumberRule('swedish', 'person').check('811218-9876')).toEqual({ ok: true, value: '811218-9876' });
    expect(idNumberRule('swedish', 'customer').check('556036-0793')).toEqual({ ok: true, value: '556036-0793' });
  });

  it('shows a person no company id: the Spanish type is named DNI/NIE, and a CIF is refused with the DNI message', () => {
    const person = idNumberRule('spanish', 'person');
    expect(text('en', person.labelKey)).toBe('Spanish (DNI/NIE)');
    // Neither is the field called a "personnummer", the Swedish number.
    expect(text('sv', person.numberLabelKey)).toBe('Id-nummer');
    expect(text('sv', idNumberRule('swedish', 'person').numberLabelKey)).toBe('Personnummer');
    expect(person.check('B12345674').ok).toBe(false);
    expect(person.formatErrorKey).toBe('checkout.validation.invalid_dni_format');
    expect(text('sv', person.hintKey ?? '')).not.toContain('B12345674');
  });

  it('answers a Swedish number typed under the Spanish type with the Spanish format message, which names the type Other', () => {
    const rule = idNumberRule('spanish', 'person');
    expect(rule.check('850101-1234')).toEqual({ ok: false, code: 'invalid-format' });
    expect(text('en', rule.formatErrorKey)).toContain('12345678Z');
    expect(text('en', rule.formatErrorKey)).toContain('Other');
    expect(text('sv', rule.formatErrorKey)).toContain('Annat');
  });

  it('takes any text for the unknown type and has no hint', () => {
    for (const subject of SUBJECTS) {
      const rule = idNumberRule('unknown', subject);
      expect(rule.hintKey).toBeUndefined();
      expect(rule.check(' AB 123 ')).toEqual({ ok: true, value: 'AB 123' });
      expect(rule.check(' ')).toEqual({ ok: false, code: 'required' });
    }
  });

  it('checks Swedish and Spanish numbers by subject', () => {
    expect(idNumberRule('swedish', 'person').check('811218-9875').ok).toBe(false);
    expect(idNumberRule('swedish', 'person').check('556036-0793').ok).toBe(false);
    expect(idNumberRule('spanish', 'person').check('12345678Z').ok).toBe(true);
    expect(idNumberRule('spanish', 'customer').check('X1234567L').ok).toBe(true);
  });
});

describe('the id types of a category', () => {
  it("offer the category's own type first (Spanish for the business school, Swedish for the others) and always the unknown type", () => {
    expect(idTypeChoices(categoryRules('business-school').idType)).toEqual(['spanish', 'unknown']);
    expect(idTypeChoices(categoryRules('swedish-academic').idType)).toEqual(['swedish', 'unknown']);
    expect(idTypeChoices(categoryRules('english-academic').idType)).toEqual(['swedish', 'unknown']);
  });

  it("keep a choice the category offers and fall back to the category's type for any other", () => {
    for (const category of CATEGORY_IDS) {
      const own = categoryRules(category).idType;
      expect(chosenIdType(undefined, own)).toBe(own);
      expect(chosenIdType('unknown', own)).toBe('unknown');
      expect(chosenIdType(own, own)).toBe(own);
      expect(chosenIdType(own === 'swedish' ? 'spanish' : 'swedish', own)).toBe(own);
      expect(chosenIdType('<script>', own)).toBe(own);
    }
  });
});
