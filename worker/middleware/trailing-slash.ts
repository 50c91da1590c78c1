import { createMiddleware } from 'hono/factory';
import { withoutTrailingSlash } from '../../shared/routing/paths';
import { sameSitePath } from '../../shared/routing/same-site-path';
import { requestUrl } from '../request-url';

/** Removes trailing slashes with a 301, keeping the query. */
export const trailingSlash = createMiddleware(async (c, next) => {
  const url = requestUrl(c.req.raw);
  if (url.pathname !== '/' && url.pathname.endsWith('/')) {
    // A path such as '//evil.example/' would otherwise become a protocol-relative location: another site.
    return c.redirect(sameSitePath(`${withoutTrailingSlash(url.pathname)}${url.search}`), 301);
  }
  await next();
});
