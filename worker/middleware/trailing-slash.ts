import { createMiddleware } from 'hono/factory';
import { withoutTrailingSlash } from '../../shared/routing/paths';
import { requestUrl } from '../request-url';

/** Removes trailing slashes with a 301, keeping the query. */
export const trailingSlash = createMiddleware(async (c, next) => {
  const url = requestUrl(c.req.raw);
  if (url.pathname !== '/' && url.pathname.endsWith('/')) {
    // A path of only slashes would otherwise become a protocol-relative '//host' location.
    const target = withoutTrailingSlash(url.pathname).replace(/^\/{2,}/, '/');
    return c.redirect(`${target}${url.search}`, 301);
  }
  await next();
});
