/** The longest continue address kept; a real path of the site is far shorter. */
export const SAME_SITE_PATH_MAX_LENGTH = 2048;

// A path segment the URL parser removes or climbs up from: `.` and `..`, also spelled with `%2e`.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

// Control characters (a browser drops tabs and line breaks from an address before parsing it, so
// `/\t/evil.example` is `//evil.example`), whitespace of any kind, and the backslash, which
// browsers read as a slash in http(s) addresses.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\s\\]/u;

/**
 * Where a visitor may be sent back to on this site (a sign-in's `next`, a redirect that keeps the
 * address): `path` itself when it is a same-site absolute path, else `/`. A same-site path starts
 * with one `/`, has no `//` in its path, no backslash, control character or whitespace anywhere,
 * and no `.` or `..` segment (also as `%2e`): a browser resolves `/.//evil.example` to
 * `//evil.example`, another site, so only a path the browser takes as it is counts. Its query and
 * fragment are kept.
 */
export function sameSitePath(path: string | null | undefined): string {
  if (typeof path !== 'string' || path.length > SAME_SITE_PATH_MAX_LENGTH) return '/';
  if (!path.startsWith('/') || UNSAFE_CHARACTER.test(path)) return '/';
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  if (pathname.includes('//')) return '/';
  if (pathname.split('/').some((segment) => DOT_SEGMENT.test(segment))) return '/';
  return path;
}
