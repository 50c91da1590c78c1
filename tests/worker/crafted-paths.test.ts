import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';

// Paths that once answered 500 (found by the page-path property in fuzz.test.ts and by the Big
// List of Naughty Strings): a segment that decodes to a control character, which the router's URL
// parsing drops or refuses, so `/%09/x` read as the protocol-relative `//x`.
const send = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual' }));

describe('a path with an escaped control character answers 400, never 5xx', () => {
  test.each([
    '/%09/%00',
    '/%0a/0..0',
    '/%0d/Craig%20Cockburn',
    '/%0a/%22%3E%3Cscript%3E',
    '/%09',
    '/en/%0d/x',
    '/kurs/%7F',
    '/api/content/menu/%0a',
  ])('%s', async (path) => {
    const response = await send(path);
    expect(response.status, (await response.text()).slice(0, 300)).toBe(400);
  });

  test('the page answer is the error page in Swedish; the API answer is the JSON error shape', async () => {
    const page = await send('/%09/%00');
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('<html lang="sv"');
    const api = await send('/api/content/menu/%0a/x');
    expect(await api.json()).toMatchObject({ statusCode: 400, statusMessage: 'malformed_path' });
  });
});

describe('paths that parse as another host inside the router answer 404', () => {
  test.each(['/%5C%5Cevil.example', '/%5C/evil.example/x', '/%2F%2Fevil.example'])('%s', async (path) => {
    const response = await send(path);
    expect(response.status).toBe(404);
  });
});
