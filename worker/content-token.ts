/**
 * The visitor's content token: the spec adds an authorization token from a cookie (or local
 * storage, which a server never sees) to every GraphQL request. The cookie is the GraphQL client's
 * default token cookie, `gql:default`; the worker forwards it as `Authorization: Bearer {token}`.
 */
export const VISITOR_TOKEN_COOKIE = 'gql:default';

/** Longer than any bearer token a CMS issues, and far below the size of a request header. */
export const MAX_CONTENT_TOKEN_LENGTH = 2048;

// RFC 6750's b64token: the characters a bearer token may have, so nothing else (a line break, a
// comma, a quote) can reach the header the CMS receives.
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** Whether a value may be sent as a bearer token: bounded length, bearer-token characters only. */
export function isBearerToken(value: string): boolean {
  return value.length > 0 && value.length <= MAX_CONTENT_TOKEN_LENGTH && BEARER_TOKEN.test(value);
}

/**
 * The visitor's token from the request's cookies, or null when there is none or it is no
 * bearer token (a broken or hostile cookie is ignored: the visitor gets the public content).
 */
export function visitorContentToken(request: Request): string | null {
  const header = request.headers.get('cookie');
  if (!header || header.length > 16 * 1024) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== VISITOR_TOKEN_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    return isBearerToken(value) ? value : null;
  }
  return null;
}
