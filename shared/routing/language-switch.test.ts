import { describe, expect, test } from 'vitest';
import { languageSwitchPath } from './language-switch';

describe('language switch', () => {
  test('leads to the same page in the other language when the page names its alternate', () => {
    expect(languageSwitchPath('en', 'https://www.example.se/en/course/coaching-leadership')).toBe('/en/course/coaching-leadership');
    expect(languageSwitchPath('sv', 'http://localhost:8787/kurs/coachande-ledarskap')).toBe('/kurs/coachande-ledarskap');
  });

  test('keeps the alternate path on the site being visited, with its query and fragment', () => {
    expect(languageSwitchPath('en', 'https://other-host.example/en/search?q=budget#results')).toBe('/en/search?q=budget#results');
    expect(languageSwitchPath('en', '/en')).toBe('/en');
    expect(languageSwitchPath('sv', 'https://www.example.se')).toBe('/');
  });

  test('falls back to the home page of the language when the page names no alternate in it', () => {
    expect(languageSwitchPath('en', null)).toBe('/en');
    expect(languageSwitchPath('sv', undefined)).toBe('/');
    expect(languageSwitchPath('en', '')).toBe('/en');
  });

  test('ignores an alternate that is no path of the target language', () => {
    expect(languageSwitchPath('en', 'https://www.example.se/kurs/coachande-ledarskap')).toBe('/en');
    expect(languageSwitchPath('sv', '/en/course/coaching-leadership')).toBe('/');
    expect(languageSwitchPath('en', '/english')).toBe('/en');
    expect(languageSwitchPath('en', '//evil.example/en')).toBe('/en');
    expect(languageSwitchPath('en', 'javascript:alert(1)')).toBe('/en');
  });
});
