import { deleteCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { sameSitePath } from '../../shared/routing/same-site-path';
import { PREVIEW_COOKIE } from '../preview/preview-state';
import { requestUrl } from '../request-url';

/**
 * For staff, `?preview=true` sets the session flag; `?preview=false` clears it and redirects to
 * the same URL without the parameter. Responses in preview are never cached anywhere. Without a
 * valid staff token nothing is set and the response is the public one. The preview state is the
 * request context's (`c.var.context.preview`), read once for the whole request.
 */
export const previewMode = createMiddleware<AppEnv>(async (c, next) => {
  const url = requestUrl(c.req.raw);
  const parameter = url.searchParams.get('preview');
  const secure = c.var.config.COOKIE_SECURE;
  if (parameter === 'false') {
    deleteCookie(c, PREVIEW_COOKIE, { path: '/', secure });
    const without = new URL(url);
    without.searchParams.delete('preview');
    c.header('Cache-Control', 'private, no-store');
    // Two leading slashes would make the Location protocol-relative ('//evil.example'): another site.
    return c.redirect(sameSitePath(without.pathname + without.search), 302);
  }
  const state = await c.var.context.preview;
  if (parameter === 'true' && state.staff) {
    setCookie(c, PREVIEW_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'Lax', secure });
  }
  await next();
  if (state.active) {
    // Shared caches must never keep a page that may show unpublished content.
    try {
      c.res.headers.set('Cache-Control', 'private, no-store');
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'private, no-store');
    }
  }
});
