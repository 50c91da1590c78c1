import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

describe('page cache', () => {
  test('a repeated public page is the same page with a fresh nonce in the header and the scripts', async () => {
    const first = await get('/sitemap');
    const firstHtml = await first.text();
    // A page is kept from its second request on; let that cache write (after the response) finish.
    await (await get('/sitemap')).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await get('/sitemap');
    const secondHtml = await second.text();
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a && b && a !== b).toBe(true);
    expect(secondHtml).not.toContain(a!);
    expect(secondHtml.split(`nonce="${b}"`).length).toBe(firstHtml.split(`nonce="${a}"`).length);
    expect(secondHtml.replaceAll(b!, 'N')).toBe(firstHtml.replaceAll(a!, 'N'));
    expect(second.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'));
    expect(secondHtml).not.toContain('nonce-placeholder');
  });

  test('preview without a staff token (none can be valid here: no secret is configured) is the public page', async () => {
    await (await get('/sitemap')).text();
    const preview = await get('/sitemap', { headers: { Cookie: 'fei_preview=1' } });
    expect(preview.headers.get('Cache-Control')).toBe((await get('/sitemap')).headers.get('Cache-Control'));
    expect(preview.headers.get('Cache-Control')).not.toContain('no-store');
    expect(preview.headers.getSetCookie()).toEqual([]);
    expect(await preview.text()).toContain('</html>');
  });

  test('private pages are rendered for every request', async () => {
    const first = await get('/checkout');
    const second = await get('/checkout');
    expect(second.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await first.text()).length).toBeGreaterThan(0);
    expect((await second.text()).length).toBeGreaterThan(0);
  });
});
