import { describe, expect, test } from 'vitest';
import {
  LANGUAGE_LOCALES,
  isLanguage,
  languageCookieAssignment,
  languageFromAcceptLanguage,
  isSwitchToDefaultLanguage,
  languageOfPath,
  languagePrefix,
  rememberedLanguage,
} from './languages';

describe('languages', () => {
  test('Swedish has no prefix, English lives under /en', () => {
    expect(languagePrefix('sv')).toBe('');
    expect(languagePrefix('en')).toBe('/en');
    expect(languageOfPath('/en/course/x')).toBe('en');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/kurs/x')).toBe('sv');
    expect(languageOfPath('/english')).toBe('sv');
    expect(languageOfPath('/sv/x')).toBe('sv');
  });

  test('Swedish is formatted as in Sweden and English as in Britain', () => {
    expect(LANGUAGE_LOCALES).toEqual({ sv: 'sv-SE', en: 'en-GB' });
  });

  test('only sv and en are languages', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('es')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  test('Accept-Language picks the best supported language by weight and order', () => {
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,sv;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de;q=1, sv-SE;q=0.7, en;q=0.5')).toBe('sv');
    expect(languageFromAcceptLanguage('sv;q=0.2, en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0, sv')).toBe('sv');
  });

  test('no header, junk or only unsupported languages give no decision', () => {
    expect(languageFromAcceptLanguage(null)).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.8')).toBeNull();
    expect(languageFromAcceptLanguage(';;;,,q=abc')).toBeNull();
    expect(languageFromAcceptLanguage('en;q=nonsense')).toBeNull();
  });

  test('the browser remembers a language for 365 days on the whole site, Secure only when configured', () => {
    expect(languageCookieAssignment('en', false)).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookieAssignment('sv', true)).toBe('i18n_redirected=sv; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  test('the remembered language is read from a cookie header among other cookies', () => {
    expect(rememberedLanguage('i18n_redirected=en')).toBe('en');
    expect(rememberedLanguage('a=1; i18n_redirected=sv; b=2')).toBe('sv');
    expect(rememberedLanguage(' x_i18n_redirected=en ;i18n_redirected = en ')).toBe('en');
  });

  test('no cookie, another cookie or an unsupported value remembers no language', () => {
    expect(rememberedLanguage(undefined)).toBeNull();
    expect(rememberedLanguage('')).toBeNull();
    expect(rememberedLanguage('x_i18n_redirected=en')).toBeNull();
    expect(rememberedLanguage('i18n_redirected=es')).toBeNull();
    expect(rememberedLanguage('i18n_redirected=')).toBeNull();
    expect(rememberedLanguage('i18n_redirected=en=x')).toBeNull();
  });

  test('the root path requested from a page of the remembered language is a switch to the default', () => {
    expect(isSwitchToDefaultLanguage('en', '/en/course/x')).toBe(true);
    expect(isSwitchToDefaultLanguage('en', '/en')).toBe(true);
    expect(isSwitchToDefaultLanguage('en', '/kurs/x')).toBe(false);
    expect(isSwitchToDefaultLanguage('en', null)).toBe(false);
    expect(isSwitchToDefaultLanguage('sv', '/en')).toBe(false);
  });
});
