import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import { homePath } from './paths';

/** The origin of an absolute http(s) URL: scheme, `//` and host, up to the path. */
const ORIGIN = /^https?:\/\/[^/?#]+/i;

/** Whether a site path is one of a language's: English paths live under /en, Swedish ones have no prefix. */
function belongsTo(path: string, language: Language): boolean {
  const underPrefix = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
  if (language === DEFAULT_LANGUAGE) return !underPrefix('/en');
  return underPrefix(`/${language}`);
}

/**
 * Where the language switch leads (docs/decisions/024): the same page in the target language when
 * the page names one as its hreflang alternate, else the target language's home page (the
 * specification's rule). The alternate is the page's own head link, usually absolute with the
 * configured public origin: only its path, query and fragment are kept, so the switch stays on
 * the site being visited; anything that is no path of the target language is ignored.
 */
export function languageSwitchPath(target: Language, alternateHref: string | null | undefined): string {
  if (!alternateHref) return homePath(target);
  const path = alternateHref.trim().replace(ORIGIN, '');
  if (!path.startsWith('/') || path.startsWith('//') || !belongsTo(path, target)) return homePath(target);
  return path;
}
