import { describe, expect, it } from 'vitest';
import { requestUrl } from './request-url';

describe('requestUrl', () => {
  it('parses a request URL once and gives every reader that one', () => {
    const request = new Request('https://example.test/kurs/ledarskap?preview=true');
    const url = requestUrl(request);
    expect(url.pathname).toBe('/kurs/ledarskap');
    expect(url.searchParams.get('preview')).toBe('true');
    expect(requestUrl(request)).toBe(url);
  });

  it('parses each request for itself', () => {
    const first = requestUrl(new Request('https://example.test/a'));
    const second = requestUrl(new Request('https://example.test/b'));
    expect([first.pathname, second.pathname]).toEqual(['/a', '/b']);
  });
});
