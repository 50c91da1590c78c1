import { describe, expect, test } from 'vitest';
import { ConfigError, HTTPS_HSTS_DEFAULT_SECONDS, bookingPolicy, configForRequest, parseConfig, unchosenEnvironmentProblem } from './config';

describe('configuration', () => {
  test('nothing configured means embedded defaults', () => {
    const config = parseConfig({});
    expect(config.ENVIRONMENT).toBe('development');
    expect(config.CONTENT_GRAPHQL_URL).toBeUndefined();
    expect(config.SEARCH_INDEX_CATALOG).toBe('Catalog');
    expect(config.COOKIE_SECURE).toBe(false);
    expect(config.FEATURE_LANGUAGE_SELECTOR).toBe(true);
    expect(config.VIDEO_SERVICE).toBe('embedded');
  });

  test('the video service is embedded or Mux, nothing else', () => {
    expect(parseConfig({ VIDEO_SERVICE: 'mux' }).VIDEO_SERVICE).toBe('mux');
    expect(parseConfig({ VIDEO_SERVICE: 'embedded' }).VIDEO_SERVICE).toBe('embedded');
    expect(() => parseConfig({ VIDEO_SERVICE: 'youtube' })).toThrow(/VIDEO_SERVICE/);
  });

  test('production refuses every demo default unless it is chosen by name', () => {
    let message = '';
    try {
      parseConfig({ ENVIRONMENT: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['SCRIVE_API_URL', 'BACKEND_URL', 'PREVIEW_SECRET', 'PUBLIC_SITE_URL']) expect(message).toContain(name);
    const chosen = parseConfig({
      ENVIRONMENT: 'production',
      PUBLIC_SITE_URL: 'https://www.fei.example',
      ALLOW_EMBEDDED_SIGNING: 'true',
      ALLOW_DEMO_COUPONS: 'true',
      ALLOW_NO_PREVIEW_SECRET: 'true',
    });
    expect(chosen.ENVIRONMENT).toBe('production');
    expect(parseConfig({}).ENVIRONMENT).toBe('development');
  });

  test('in production every service address is https, where its token or a booking travels', () => {
    const production = {
      ENVIRONMENT: 'production',
      PUBLIC_SITE_URL: 'https://www.fei.example',
      ALLOW_NO_PREVIEW_SECRET: 'true',
      SCRIVE_API_URL: 'https://scrive.example/api',
      SCRIVE_API_TOKEN: 'scrive-token',
      BACKEND_URL: 'https://booking.example.org',
      CONTENT_GRAPHQL_URL: 'https://cms.example.org/graphql',
    };
    expect(parseConfig(production).BACKEND_URL).toBe('https://booking.example.org');
    for (const name of ['SCRIVE_API_URL', 'BACKEND_URL', 'CONTENT_GRAPHQL_URL'] as const) {
      const plain = { ...production, [name]: production[name].replace('https://', 'http://') };
      expect(() => parseConfig(plain)).toThrow(new RegExp(`${name}: must be an https:// address in production`));
      // Outside production a local stand-in on plain http is fine.
      expect(() => parseConfig({ ...plain, ENVIRONMENT: 'development' })).not.toThrow();
    }
  });

  test('a worker with no ENVIRONMENT of its own answers only on loopback', () => {
    for (const url of ['http://localhost:8787/', 'http://127.0.0.1:8787/kurs/x', 'http://[::1]:8787/']) {
      expect(unchosenEnvironmentProblem({}, new URL(url))).toBeNull();
    }
    expect(unchosenEnvironmentProblem({}, new URL('https://www.fei.example/'))).toMatch(/no ENVIRONMENT set.*www\.fei\.example/);
    expect(unchosenEnvironmentProblem({ ENVIRONMENT: 'production' }, new URL('https://www.fei.example/'))).toBeNull();
    expect(unchosenEnvironmentProblem({ ENVIRONMENT: 'development' }, new URL('https://staging.fei.example/'))).toBeNull();
  });

  test('served over https, cookies are Secure and HSTS is on whatever was configured', () => {
    const config = parseConfig({});
    expect(configForRequest(config, new URL('http://localhost:8787/'))).toBe(config);
    const https = configForRequest(config, new URL('https://www.fei.example/'));
    expect(https.COOKIE_SECURE).toBe(true);
    expect(https.HSTS_MAX_AGE).toBe(HTTPS_HSTS_DEFAULT_SECONDS);
    expect(configForRequest(parseConfig({ HSTS_MAX_AGE: '600' }), new URL('https://x.example/')).HSTS_MAX_AGE).toBe(600);
  });

  test('bindings and other non-string values are ignored', () => {
    expect(() => parseConfig({ DB: {}, CACHE: 1 })).not.toThrow();
  });

  test('an invalid value stops start-up with a message naming the variable', () => {
    expect(() => parseConfig({ HSTS_MAX_AGE: 'forever' })).toThrow(ConfigError);
    expect(() => parseConfig({ HSTS_MAX_AGE: 'forever' })).toThrow(/HSTS_MAX_AGE/);
    expect(() => parseConfig({ BACKEND_URL: 'javascript:alert(1)' })).toThrow(/BACKEND_URL/);
    expect(() => parseConfig({ GTM_CONTAINER_ID: 'nope' })).toThrow(/GTM_CONTAINER_ID/);
    expect(() => parseConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
  });

  test('hosted search needs its key and an index name', () => {
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'ABC123XYZ' })).toThrow(/ALGOLIA_SEARCH_KEY/);
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'ABC123XYZ', ALGOLIA_SEARCH_KEY: 'k'.repeat(32), SEARCH_INDEX_CATALOG: '' })).toThrow(
      /missing search index name/,
    );
  });

  test('every bad variable is listed at once', () => {
    try {
      parseConfig({ HSTS_MAX_AGE: '-1', COOKIE_SECURE: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/HSTS_MAX_AGE[\s\S]*COOKIE_SECURE|COOKIE_SECURE[\s\S]*HSTS_MAX_AGE/);
    }
  });
});

describe('the seat hold', () => {
  test('is 30 minutes unless SEAT_HOLD_MINUTES says otherwise, fractions allowed', () => {
    expect(parseConfig({}).SEAT_HOLD_MINUTES).toBe(30);
    expect(parseConfig({ SEAT_HOLD_MINUTES: '15' }).SEAT_HOLD_MINUTES).toBe(15);
    expect(parseConfig({ SEAT_HOLD_MINUTES: '0.5' }).SEAT_HOLD_MINUTES).toBe(0.5);
  });

  test('a hold of zero, below zero, over a week or not a number stops start-up naming the variable', () => {
    for (const value of ['0', '-5', '20000', 'half an hour']) {
      expect(() => parseConfig({ SEAT_HOLD_MINUTES: value })).toThrow(/SEAT_HOLD_MINUTES/);
    }
  });
});

describe('the booking policy', () => {
  test('is 20 seats per event, 60 in all, 3 unsigned orders per client and a 15-minute cool-down unless configured', () => {
    expect(bookingPolicy(parseConfig({}))).toEqual({ seatsPerEvent: 20, seatsInAll: 60, unsignedOrdersPerClient: 3, coolDownMinutes: 15 });
    const configured = parseConfig({
      BOOKING_SEATS_PER_EVENT: '40',
      BOOKING_SEATS_IN_ALL: '100',
      BOOKING_UNSIGNED_ORDERS_PER_CLIENT: '1',
      BOOKING_COOL_DOWN_MINUTES: '0',
    });
    expect(bookingPolicy(configured)).toEqual({ seatsPerEvent: 40, seatsInAll: 100, unsignedOrdersPerClient: 1, coolDownMinutes: 0 });
  });

  test('a limit of zero, a fraction or not a number stops start-up naming the variable', () => {
    for (const name of ['BOOKING_SEATS_PER_EVENT', 'BOOKING_SEATS_IN_ALL', 'BOOKING_UNSIGNED_ORDERS_PER_CLIENT']) {
      for (const value of ['0', '1.5', 'many']) expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(name));
    }
    expect(() => parseConfig({ BOOKING_COOL_DOWN_MINUTES: '-1' })).toThrow(/BOOKING_COOL_DOWN_MINUTES/);
  });
});

describe('the demo scale', () => {
  test('is 1 unless DEMO_SCALE says otherwise, up to 100 times the seed catalogue', () => {
    expect(parseConfig({}).DEMO_SCALE).toBe(1);
    expect(parseConfig({ DEMO_SCALE: '1' }).DEMO_SCALE).toBe(1);
    expect(parseConfig({ DEMO_SCALE: '20' }).DEMO_SCALE).toBe(20);
    expect(parseConfig({ DEMO_SCALE: '100' }).DEMO_SCALE).toBe(100);
  });

  test('anything but a whole number from 1 to 100 stops start-up naming the variable and the rule', () => {
    for (const value of ['0', '101', '-2', '2.5', '1e1', ' 3', 'twenty', '']) {
      expect(() => parseConfig({ DEMO_SCALE: value }), value).toThrow(/DEMO_SCALE: must be a whole number from 1 to 100/);
    }
  });
});
