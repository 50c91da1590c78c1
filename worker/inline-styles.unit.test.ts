import { afterEach, describe, expect, it } from 'vitest';
import { clearInlineStyles, inlineStyles, MAX_INLINE_CSS_BYTES, type AssetFetcher } from './inline-styles';

const ORIGIN = 'https://courses.example';

/** Static assets from a map of path to [status, content type, body]; counts the requests. */
function assetsOf(files: Record<string, [number, string, string]>) {
  const requested: string[] = [];
  const assets: AssetFetcher = {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      requested.push(pathname);
      const file = files[pathname];
      if (!file) return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
      const [status, type, body] = file;
      return new Response(body, { status, headers: { 'Content-Type': type } });
    },
  };
  return { assets, requested };
}

afterEach(() => clearInlineStyles());

describe('inline styles', () => {
  it('reads each stylesheet of the build as text, once per isolate', async () => {
    const { assets, requested } = assetsOf({ '/assets/styles-A.css': [200, 'text/css; charset=utf-8', 'body{margin:0}'] });
    expect(await inlineStyles(assets, ORIGIN, ['/assets/styles-A.css'])).toEqual([{ href: '/assets/styles-A.css', css: 'body{margin:0}' }]);
    expect(await inlineStyles(assets, ORIGIN, ['/assets/styles-A.css'])).toEqual([{ href: '/assets/styles-A.css', css: 'body{margin:0}' }]);
    expect(requested).toEqual(['/assets/styles-A.css']);
  });

  it('keeps the links when a stylesheet is missing or is not CSS', async () => {
    const { assets } = assetsOf({ '/assets/page.css': [200, 'text/html', '<p>hi</p>'] });
    expect(await inlineStyles(assets, ORIGIN, ['/assets/missing.css'])).toBeNull();
    expect(await inlineStyles(assets, ORIGIN, ['/assets/page.css'])).toBeNull();
  });

  it('keeps the links when one of several stylesheets fails', async () => {
    const { assets } = assetsOf({ '/a.css': [200, 'text/css', 'a{color:red}'] });
    expect(await inlineStyles(assets, ORIGIN, ['/a.css', '/b.css'])).toBeNull();
  });

  it('never inlines CSS that could close its style element', async () => {
    const { assets } = assetsOf({ '/evil.css': [200, 'text/css', 'a{content:"</STYLE><script>alert(1)</script>"}'] });
    expect(await inlineStyles(assets, ORIGIN, ['/evil.css'])).toBeNull();
  });

  it('keeps a stylesheet larger than the limit as a link', async () => {
    const { assets } = assetsOf({ '/big.css': [200, 'text/css', `a{}${' '.repeat(MAX_INLINE_CSS_BYTES)}`] });
    expect(await inlineStyles(assets, ORIGIN, ['/big.css'])).toBeNull();
  });

  it('reads only paths of its own origin', async () => {
    const { assets, requested } = assetsOf({});
    expect(await inlineStyles(assets, ORIGIN, ['https://elsewhere.example/a.css', '//elsewhere.example/a.css'])).toBeNull();
    expect(requested).toEqual([]);
  });

  it('keeps the links without a static assets binding, without stylesheets or when reading throws', async () => {
    expect(await inlineStyles(undefined, ORIGIN, ['/a.css'])).toBeNull();
    expect(await inlineStyles(assetsOf({}).assets, ORIGIN, [])).toBeNull();
    const failing: AssetFetcher = { fetch: () => Promise.reject(new Error('binding gone')) };
    expect(await inlineStyles(failing, ORIGIN, ['/a.css'])).toBeNull();
  });
});
