import { createMiddleware } from 'hono/factory';
import { fallbackErrorPage } from '../fallback-error-page';

/** Whether every percent-escape of a path decodes to valid UTF-8. */
export function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path with broken percent-encoding (e.g. a lone surrogate `%ED%A0%80`) names no page: answer
 * 400 at once (JSON for the API), instead of letting the router guess at it.
 */
export function malformedPath(stylesheets: readonly string[]) {
  return createMiddleware(async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (pathDecodes(pathname)) return next();
    if (pathname.startsWith('/api/')) {
      return c.json({ statusCode: 400, statusMessage: 'malformed_path', message: 'The path is not valid percent-encoded UTF-8' }, 400);
    }
    return c.html(fallbackErrorPage('/', 400, stylesheets), 400);
  });
}
