import { createMiddleware } from 'hono/factory';
import { isPreviewPage } from '../preview/preview-paths';
import { requestUrl } from '../request-url';

// A CMS post type is a lower-case name (course, page, post, inspiration, ...).
const POST_TYPE = /^[a-z][a-z0-9_-]{0,39}$/;

/** Whether a path is one of the English pages: the English home `/en` and everything under `/en/`. */
const isEnglish = (pathname: string) => pathname === '/en' || pathname.startsWith('/en/');

/**
 * The preview page a CMS preview link leads to: the link's language's `/preview` (a link from an
 * English page lands on the English preview) with `post_id`, and the link's `post_type` kept for
 * the preview page. `preview` needs no carrying: the preview page is always in preview.
 */
function previewLocation(pathname: string, params: URLSearchParams, postId: string): string {
  const target = new URLSearchParams({ post_id: postId });
  const postType = params.get('post_type');
  if (postType !== null && POST_TYPE.test(postType)) target.set('post_type', postType);
  return `${isEnglish(pathname) ? '/en' : ''}/preview?${target}`;
}

/**
 * The CMS's preview links: `post_id` or `preview_id` anywhere answer 301, `p` on the root path
 * (`/`, or `/en` for English) answers 302, each to the language's /preview?post_id=... where the
 * preview page takes over.
 */
export const previewRedirect = createMiddleware(async (c, next) => {
  const url = requestUrl(c.req.raw);
  // The preview page and its client-navigation payload take post_id themselves.
  if (isPreviewPage(url.pathname)) return next();
  const params = url.searchParams;
  const postId = params.get('post_id') ?? params.get('preview_id');
  if (postId !== null) {
    return c.redirect(previewLocation(url.pathname, params, postId), 301);
  }
  const p = params.get('p');
  if (p !== null && (url.pathname === '/' || url.pathname === '/en')) {
    return c.redirect(previewLocation(url.pathname, params, p), 302);
  }
  await next();
});
