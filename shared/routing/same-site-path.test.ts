import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { assertProperty } from '../../tests/support/property';
import { SAME_SITE_PATH_MAX_LENGTH, sameSitePath } from './same-site-path';

// The runtime's URL parser, which resolves a Location as a browser does (shared/ has no DOM types).
const { URL: Url } = globalThis as unknown as { URL: new (input: string, base: string) => { origin: string; pathname: string } };
const SITE = 'https://site.example';

describe('sameSitePath', () => {
  test('keeps a same-site absolute path with its query and fragment', () => {
    for (const path of [
      '/',
      '/kurser',
      '/en/courses/leadership',
      '/sok?q=ledarskap&page=2',
      '/kurs#datum',
      '/a.b/c..d/.e',
      '/sok?u=https://x//y',
    ]) {
      expect(sameSitePath(path)).toBe(path);
    }
  });

  test('sends everything else home: other sites, schemes, backslashes, control characters, dot segments, no path', () => {
    for (const trick of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      ' /kurser',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      '/\u00a0/evil.example',
      '/.//evil.example',
      '/./evil.example//',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2e//evil.example',
      '/kurser/../..//evil.example',
      '/kurser/.',
      '/a//b',
      '',
      `/${'a'.repeat(SAME_SITE_PATH_MAX_LENGTH)}`,
      null,
      undefined,
    ]) {
      expect(sameSitePath(trick), JSON.stringify(trick)).toBe('/');
    }
  });

  test('whatever it is given, a browser resolving the answer stays on the site, at a path without //', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '\t',
      '\n',
      ' ',
      'evil.example',
      'https:',
      '?',
      '#',
      'a',
      '@',
      ':',
    );
    const candidate = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
    );
    return assertProperty(
      {
        staysOnSite: fc.property(candidate, (given) => {
          const answer = sameSitePath(given);
          expect(answer === given || answer === '/').toBe(true);
          const resolved = new Url(answer, `${SITE}/from/here`);
          expect(resolved.origin).toBe(SITE);
          expect(resolved.pathname.startsWith('//')).toBe(false);
        }),
      },
      500,
    );
  });
});
