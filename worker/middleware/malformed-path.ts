import { createMiddleware } from 'hono/factory';
import type { ApiErrorBody } from '../../shared/errors/api-error';
import { fallbackErrorPage } from '../fallback-error-page';
import { requestUrl } from '../request-url';
import type { AppEnv } from '../app-env';

/** Control characters (C0 and DEL): no page name holds one, and URL parsers drop or refuse them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this pattern is for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Whether a path can name a page: every percent-escape decodes to valid UTF-8 and nothing decodes
 * to a control character. The router works on the decoded path, and a decoded tab or line feed at
 * the start of a segment turns `/%09/x` into a protocol-relative `//x` there.
 */
export function pathCanNamePage(pathname: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

/**
 * A path that cannot name a page (broken percent-encoding such as a lone surrogate `%ED%A0%80`,
 * or an escaped control character) answers 400 at once, JSON for the API, instead of letting the
 * router guess at it.
 */
export function malformedPath(stylesheets: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { pathname } = requestUrl(c.req.raw);
    if (pathCanNamePage(pathname)) return next();
    if (pathname.startsWith('/api/')) {
      return c.json(
        {
          statusCode: 400,
          statusMessage: 'malformed_path',
          message: 'The path is not valid percent-encoded UTF-8 or holds a control character',
          requestId: c.var.trace.requestId,
        } satisfies ApiErrorBody,
        400,
      );
    }
    return c.html(fallbackErrorPage('/', 400, stylesheets, c.var.trace.requestId), 400);
  });
}
