import { describe, expect, test } from 'vitest';
import { parsePayload } from './payload';

describe('parsePayload', () => {
  test('keeps loader data, an error or a redirect as the worker sends them', () => {
    expect(parsePayload({ loaderData: { root: { a: 1 } } }, 200)).toEqual({ loaderData: { root: { a: 1 } } });
    expect(parsePayload({ error: { status: 404, statusText: 'Not Found' } }, 404)).toEqual({ error: { status: 404, statusText: 'Not Found' } });
    expect(parsePayload({ redirect: { location: '/en', external: false } }, 200)).toEqual({ redirect: { location: '/en', external: false } });
  });

  test('turns an answer of another shape into an error with its error status, or 500', () => {
    expect(parsePayload(null, 502)).toEqual({ error: { status: 502, statusText: 'Invalid page data' } });
    expect(parsePayload({ loaderData: 'text' }, 200)).toEqual({ error: { status: 500, statusText: 'Invalid page data' } });
    expect(parsePayload({ error: { status: '404' } }, 0)).toEqual({ error: { status: 500, statusText: 'Invalid page data' } });
  });
});
