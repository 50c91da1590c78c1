import { describe, expect, it } from 'vitest';
import { routeHandleOf } from './route-handle';

describe('routeHandleOf', () => {
  it("reads a page route's handle", () => {
    expect(routeHandleOf({ name: 'course', language: 'en', layout: 'default' })).toEqual({ name: 'course', language: 'en', layout: 'default' });
    expect(routeHandleOf({ name: 'not-found', language: 'sv', layout: 'default' })).toEqual({
      name: 'not-found',
      language: 'sv',
      layout: 'default',
    });
  });

  it('answers undefined for a route without a handle or with one of another shape', () => {
    for (const handle of [
      undefined,
      null,
      'course',
      {},
      { name: 'course', language: 'en' },
      { name: 'nowhere', language: 'en', layout: 'default' },
    ]) {
      expect(routeHandleOf(handle), JSON.stringify(handle)).toBeUndefined();
    }
    expect(routeHandleOf({ name: 'course', language: 'de', layout: 'default' })).toBeUndefined();
    expect(routeHandleOf({ name: 'course', language: 'en', layout: 'wide' })).toBeUndefined();
  });
});
