import { describe, expect, test } from 'vitest';
import { paramsAreValid } from './param-rules';
import { alternatePaths, homePath, linkWithoutTrailingSlash, pathFor, routeOfPath, withoutTrailingSlash } from './paths';
import { ROUTES, routeDefinition, runsAsApp, SPANISH_ROUTES_ENABLED } from './route-table';

describe('route table', () => {
  test('the checkout steps run as the app, content pages as islands, a name no route has as neither', () => {
    expect(runsAsApp('checkout-customer')).toBe(true);
    expect(runsAsApp('checkout-status')).toBe(true);
    expect(runsAsApp('home')).toBe(false);
    expect(runsAsApp('course')).toBe(false);
    expect(runsAsApp('not-found')).toBe(false);
    expect(runsAsApp(undefined)).toBe(false);
  });

  test('every route has a Swedish path without prefix and an English path under /en', () => {
    for (const route of ROUTES) {
      expect(route.paths.sv.startsWith('/en')).toBe(false);
      expect(route.paths.en === '/en' || route.paths.en.startsWith('/en/')).toBe(true);
    }
  });

  test('course and programme segments are localized, Spanish renames configured but off', () => {
    expect(pathFor('course', 'sv', { slug: 'a' })).toBe('/kurs/a');
    expect(pathFor('course', 'en', { slug: 'a' })).toBe('/en/course/a');
    expect(pathFor('programme', 'sv', { slug: 'a' })).toBe('/program/a');
    expect(pathFor('programme', 'en', { slug: 'a' })).toBe('/en/programme/a');
    expect(routeDefinition('inspiration').spanishPath).toBe('/es/inspiracion/:slug');
    expect(SPANISH_ROUTES_ENABLED).toBe(false);
  });

  test('the three layouts are used as the specification says', () => {
    expect(routeDefinition('checkout-confirm').layout).toBe('checkout');
    expect(routeDefinition('checkout-status').layout).toBe('default');
    expect(routeDefinition('application-attachments').layout).toBe('application');
    expect(routeDefinition('application-customer').layout).toBe('application');
    expect(routeDefinition('application-status').layout).toBe('default');
    expect(routeDefinition('home').layout).toBe('default');
  });
});

describe('paths', () => {
  test('the generic page takes an optional child segment', () => {
    expect(pathFor('page', 'sv', { slug: 'om-oss' })).toBe('/om-oss');
    expect(pathFor('page', 'en', { slug: 'about', child: 'team' })).toBe('/en/about/team');
  });

  test('home is / for Swedish and /en for English, with no trailing slash', () => {
    expect(pathFor('home', 'sv')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(homePath('en')).toBe('/en');
  });

  test('a missing required parameter is a programming error', () => {
    expect(() => pathFor('course', 'sv')).toThrow(/slug/);
  });

  test('parameters are encoded', () => {
    expect(pathFor('course', 'sv', { slug: 'a/b' })).toBe('/kurs/a%2Fb');
  });

  test('alternates name the same route in each language given', () => {
    expect(alternatePaths('course', { sv: { slug: 'ledarskap' }, en: { slug: 'leadership' } })).toEqual({
      sv: '/kurs/ledarskap',
      en: '/en/course/leadership',
    });
  });

  test('trailing slashes are removed, the root stays /', () => {
    expect(withoutTrailingSlash('/kurs/a/')).toBe('/kurs/a');
    expect(withoutTrailingSlash('/kurs/a///')).toBe('/kurs/a');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('///')).toBe('/');
  });

  test('a site link loses the trailing slashes of its path and keeps its query and fragment', () => {
    expect(linkWithoutTrailingSlash('/kontakt/')).toBe('/kontakt');
    expect(linkWithoutTrailingSlash('/en/contact//?a=1/#help/')).toBe('/en/contact?a=1/#help/');
    expect(linkWithoutTrailingSlash('/#help')).toBe('/#help');
    expect(linkWithoutTrailingSlash('/')).toBe('/');
    expect(linkWithoutTrailingSlash('/kurs/a')).toBe('/kurs/a');
  });

  test('anchors, absolute and protocol-relative links are left as they are', () => {
    expect(linkWithoutTrailingSlash('#help')).toBe('#help');
    expect(linkWithoutTrailingSlash('https://myfei.example.org/login/')).toBe('https://myfei.example.org/login/');
    expect(linkWithoutTrailingSlash('//host/x/')).toBe('//host/x/');
    expect(linkWithoutTrailingSlash('')).toBe('');
  });
});

describe('parameter validation', () => {
  test('slugs are lower-case words joined by hyphens', () => {
    const course = routeDefinition('course');
    expect(paramsAreValid(course, { slug: 'ledarskap-i-praktiken' })).toBe(true);
    for (const bad of ['Ledarskap', 'a--b', '-a', 'a_b', 'å', '', 'x'.repeat(121), '../x']) {
      expect(paramsAreValid(course, { slug: bad }), bad).toBe(false);
    }
  });

  test('schedule pages accept course or programme and a positive integer id', () => {
    const schedule = routeDefinition('schedule');
    expect(paramsAreValid(schedule, { eventType: 'course', eventId: '12' })).toBe(true);
    expect(paramsAreValid(schedule, { eventType: 'programme', eventId: '1' })).toBe(true);
    for (const [eventType, eventId] of [
      ['concert', '1'],
      ['course', '0'],
      ['course', '-1'],
      ['course', '1.5'],
      ['course', '99999999999'],
    ]) {
      expect(paramsAreValid(schedule, { eventType, eventId }), `${eventType}/${eventId}`).toBe(false);
    }
  });

  test('share ids are 64 hexadecimal characters', () => {
    const share = routeDefinition('share-cart');
    expect(paramsAreValid(share, { slug: 'default', shareId: 'ab'.repeat(32) })).toBe(true);
    expect(paramsAreValid(share, { slug: 'default', shareId: 'ab'.repeat(31) })).toBe(false);
    expect(paramsAreValid(share, { slug: 'default', shareId: 'zz'.repeat(32) })).toBe(false);
  });

  test('an absent optional parameter passes', () => {
    expect(paramsAreValid(routeDefinition('page'), { slug: 'om-oss' })).toBe(true);
  });
});

describe('the route of a path', () => {
  test('is found by the route table patterns of the language, the generic page last', () => {
    expect(routeOfPath('/sok', 'sv')).toBe('search');
    expect(routeOfPath('/en/search', 'en')).toBe('search');
    expect(routeOfPath('/en', 'en')).toBe('home');
    expect(routeOfPath('/', 'sv')).toBe('home');
    expect(routeOfPath('/checkout/status', 'sv')).toBe('checkout-status');
    expect(routeOfPath('/en/application/default/customer', 'en')).toBe('application-customer');
    expect(routeOfPath('/kurs/coachande-ledarskap', 'sv')).toBe('course');
    expect(routeOfPath('/en/courses', 'en')).toBe('page');
    expect(routeOfPath('/om-oss/kontakt', 'sv')).toBe('page');
  });

  test('is none for a path no pattern of the language has', () => {
    expect(routeOfPath('/a/b/c/d', 'sv')).toBeNull();
    expect(routeOfPath('/en/search', 'sv')).toBe('page');
    expect(routeOfPath('/sok', 'en')).toBeNull();
  });
});
