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

describe('the language switch keeps what the visitor is doing', () => {
  test('the search page keeps the search words, the tab, the places, the months and the rows', () => {
    expect(languageSwitchPath('sv', 'https://www.example.se/sok', '?q=leadership')).toBe('/sok?q=leadership');
    expect(languageSwitchPath('en', '/en/search', 'q=ledarskap&department=course&location=Malm%C3%B6&dates=202701,202703&rows=6')).toBe(
      '/en/search?q=ledarskap&department=course&location=Malm%C3%B6&dates=202701,202703&rows=6',
    );
    expect(languageSwitchPath('en', '/en/search', '?q=chef+och+ledare&tab=programme')).toBe('/en/search?q=chef+och+ledare&tab=programme');
  });

  test('a topic or an educational form, named in the page language, stays behind; an event category id goes along', () => {
    expect(languageSwitchPath('sv', '/sok', '?q=lead&category=Leadership&form=Full%20time')).toBe('/sok?q=lead');
    expect(languageSwitchPath('en', '/en/search', '?category=business-school&category=Ledarskap')).toBe('/en/search?category=business-school');
  });

  test('a catalogue page keeps its filters', () => {
    expect(languageSwitchPath('en', 'https://www.example.se/en/courses', '?location=Stockholm&category=swedish-academic')).toBe(
      '/en/courses?location=Stockholm&category=swedish-academic',
    );
  });

  test('the order status page keeps its signed document', () => {
    expect(languageSwitchPath('sv', 'https://www.example.se/checkout/status', '?document=doc-42')).toBe('/checkout/status?document=doc-42');
    expect(languageSwitchPath('en', '/en/checkout/status', 'document=doc-42&utm_source=mail')).toBe('/en/checkout/status?document=doc-42');
  });

  test('a checkout or application step keeps its path, and the cart id in it', () => {
    expect(languageSwitchPath('sv', 'https://www.example.se/checkout/customer', '?x=1')).toBe('/checkout/customer');
    expect(languageSwitchPath('en', '/en/application/default/attachments', '')).toBe('/en/application/default/attachments');
  });

  test('parameters the other page does not read, empty ones and overlong ones stay behind', () => {
    expect(languageSwitchPath('sv', '/sok', '?utm_source=x&q=&gclid=1')).toBe('/sok');
    expect(languageSwitchPath('sv', '/sok', `?q=${'a'.repeat(201)}`)).toBe('/sok');
    expect(languageSwitchPath('sv', '/sok', '?q=%E0%A4%A')).toBe('/sok');
    expect(languageSwitchPath('sv', '/kurs/coachande-ledarskap', '?q=budget')).toBe('/kurs/coachande-ledarskap');
  });

  test('with nothing to carry, the alternate keeps its own query and fragment', () => {
    expect(languageSwitchPath('en', '/en/search?q=budget#results', '')).toBe('/en/search?q=budget#results');
    expect(languageSwitchPath('en', '/en/search?q=budget#results', '?q=lead')).toBe('/en/search?q=lead#results');
  });
});
