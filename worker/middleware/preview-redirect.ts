import { createMiddleware } from 'hono/factory';
import { requestUrl } from '../request-url';

// The preview page and its client-navigation payload take post_id themselves.
const PREVIEW_PATHS = new Set(['/preview', '/en/preview', '/preview/_payload.json', '/en/preview/_payload.json']);

/**
 * The CMS's preview links: `post_id` or `preview_id` anywhere answer 301, `p` on
 * the root path answers 302, each to /preview?post_id=... where the preview page takes over.
 */
export const previewRedirect = createMiddleware(async (c, next) => {
  const url = requestUrl(c.req.raw);
  if (PREVIEW_PATHS.has(url.pathname)) return next();
  const params = url.searchParams;
  const postId = params.get('post_id') ?? params.get('preview_id');
  if (postId !== null) {
    return c.redirect(`/preview?post_id=${encodeURIComponent(postId)}`, 301);
  }
  const p = params.get('p');
  if (p !== null && url.pathname === '/') {
    return c.redirect(`/preview?post_id=${encodeURIComponent(p)}`, 302);
  }
  await next();
});
