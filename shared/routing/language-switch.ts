import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { carriedQuery } from './language-switch-query';
import { homePath, routeOfPath } from './paths';
import { sameSitePath } from './same-site-path';

/** The origin of an absolute http(s) URL: scheme, `//` and host, up to the path. */
const ORIGIN = /^https?:\/\/[^/?#]+/i;

/** Whether a site path is one of a language's: English paths live under /en, Swedish ones have no prefix. */
function belongsTo(path: string, language: Language): boolean {
  const underPrefix = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
  if (language === DEFAULT_LANGUAGE) return !underPrefix('/en');
  return underPrefix(`/${language}`);
}

/** A site path split into its path, query (without `?`) and fragment (with `#`). */
function partsOf(path: string): { pathname: string; query: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { pathname: beforeHash, query: '', hash }
    : { pathname: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/**
 * Where the language switch leads (docs/decisions/024): the same page in the target language when
 * the page names one as its hreflang alternate, else the target language's home page (the
 * specification's rule). The alternate is the page's own head link, usually absolute with the
 * configured public origin: only its path, query and fragment are kept, so the switch stays on
 * the site being visited; anything that is no path of the target language is ignored.
 *
 * What the visitor is doing on the page goes along (issue 47): the parameters of the current
 * page's query (`currentQuery`, the address's `?…`) that mean the same on the counterpart
 * (`carriedQuery`: the search words and filters, the signed document) replace the alternate's
 * own query, which names the page as search engines see it.
 */
export function languageSwitchPath(target: Language, alternateHref: string | null | undefined, currentQuery = ''): string {
  if (!alternateHref) return homePath(target);
  const path = alternateHref.trim().replace(ORIGIN, '');
  if (sameSitePath(path) !== path || !belongsTo(path, target)) return homePath(target);
  const { pathname, query, hash } = partsOf(path);
  const carried = carriedQuery(routeOfPath(pathname, target), currentQuery);
  const kept = carried || query;
  return `${pathname || homePath(target)}${kept ? `?${kept}` : ''}${hash}`;
}
