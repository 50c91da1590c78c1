import { afterEach, describe, expect, test, vi } from 'vitest';
import { errorText, logEvent, requestIdOf, requestLogRecord, routeLabel } from './request-log';

describe('requestIdOf', () => {
  const fixed = () => 'new-id-0000';

  test("Cloudflare's ray id is the request's id when it is a plain id", () => {
    expect(requestIdOf(new Headers({ 'cf-ray': '8c1f2a3b4c5d6e7f-ARN' }), fixed)).toBe('8c1f2a3b4c5d6e7f-ARN');
  });

  test('without a ray id, or with one that is not a plain id, a new id is made and the header is not echoed', () => {
    expect(requestIdOf(new Headers(), fixed)).toBe('new-id-0000');
    for (const ray of ['<script>alert(1)</script>', 'a'.repeat(65), 'short', 'id with spaces', 'anna@example.com', '8c1f;drop']) {
      expect(requestIdOf(new Headers({ 'cf-ray': ray }), fixed), ray).toBe('new-id-0000');
    }
  });

  test('the default new id is a UUID', () => {
    expect(requestIdOf(new Headers())).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('routeLabel', () => {
  test("a handler's pattern is the route, with its parameters unfilled", () => {
    expect(routeLabel('/api/backend/cart/share/:id', '/api/backend/cart/share/0123abcd')).toBe('/api/backend/cart/share/:id');
    expect(routeLabel('/api/*', '/api/nothing/anna@example.com')).toBe('/api/*');
  });

  test("the pages' catch-all is named by the route table, never by the path", () => {
    expect(routeLabel('/*', '/en/search')).toBe('page:search');
    expect(routeLabel('*', '/')).toBe('page:home');
    expect(routeLabel('/*', '/kurs/ledarskap')).toBe('page:course');
    expect(routeLabel('/*', '/en/search/_payload.json')).toBe('page-data:search');
    expect(routeLabel('/*', '/_payload.json')).toBe('page-data:home');
  });
});

describe('requestLogRecord', () => {
  const request = {
    requestId: 'id-12345678',
    method: 'GET',
    route: 'page:course',
    status: 200,
    durationMs: 12.4,
    cache: 'miss' as const,
    services: [],
  };

  test('a good answer is information, with every field and the duration in whole milliseconds', () => {
    expect(requestLogRecord(request)).toEqual({
      level: 'info',
      event: 'request',
      requestId: 'id-12345678',
      method: 'GET',
      route: 'page:course',
      status: 200,
      durationMs: 12,
      cache: 'miss',
      services: [],
    });
  });

  test('an answer built on a failed service is a warning; a 5xx an error; a 404 stays information', () => {
    const failed = [{ service: 'backend' as const, how: 'timeout' as const, status: 504 }];
    expect(requestLogRecord({ ...request, services: failed })).toMatchObject({ level: 'warn', services: failed });
    expect(requestLogRecord({ ...request, status: 502, services: failed }).level).toBe('error');
    expect(requestLogRecord({ ...request, status: 500 }).level).toBe('error');
    expect(requestLogRecord({ ...request, status: 404 }).level).toBe('info');
  });

  test('a clock that went back gives no negative duration', () => {
    expect(requestLogRecord({ ...request, durationMs: -3 }).durationMs).toBe(0);
  });
});

describe('logEvent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('writes one JSON line to the console method of its level; its own level, event and id win over the fields', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logEvent('info', 'clean_up', null, { deleted: 3 });
    logEvent('warn', 'search_failed', 'id-1', { how: 'timeout', level: 'info' });
    logEvent('error', 'unexpected_error', 'id-2', { error: errorText(new TypeError('boom')) });
    expect(log.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { deleted: 3, level: 'info', event: 'clean_up', requestId: null },
    ]);
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { how: 'timeout', level: 'warn', event: 'search_failed', requestId: 'id-1' },
    ]);
    expect(error.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
      { error: 'TypeError: boom', level: 'error', event: 'unexpected_error', requestId: 'id-2' },
    ]);
  });
});
