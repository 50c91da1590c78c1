/** Interface languages. Swedish is the default and has no path prefix; English lives under /en. */
export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

/**
 * The BCP 47 locale of each interface language: how numbers, prices and dates are formatted, and
 * what the menu and structured data name as the language. Sweden's Swedish, British English.
 */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = { sv: 'sv-SE', en: 'en-GB' };

/** Name of the cookie that remembers the visitor's language. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
/** The language cookie lasts 365 days. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` assignment that remembers a language in the browser: the same cookie the
 * worker sets (365 days, path /, SameSite=Lax), Secure only when the configuration says so.
 */
export function languageCookieAssignment(language: Language, secure: boolean): string {
  const flags = `Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${LANGUAGE_COOKIE}=${language}; ${flags}`;
}

/**
 * The language the cookie header (`document.cookie` or a request's Cookie header) remembers, or
 * null when it has no language cookie or its value is no supported language.
 */
export function rememberedLanguage(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() !== LANGUAGE_COOKIE) continue;
    const remembered = value.join('=').trim();
    return isLanguage(remembered) ? remembered : null;
  }
  return null;
}

/** Narrows an untrusted value to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The path prefix of a language: '' for the default language, '/en' for English. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The language a path belongs to, read from its first segment. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/**
 * Whether a request for the default language's home page, coming from `fromPath` on this site,
 * is the language selector on a page of the remembered language: the only link from those pages
 * to `/` is the selector, so the visitor chose the default language — also before (or without)
 * the script that updates the cookie on click.
 */
export function isSwitchToDefaultLanguage(remembered: Language, fromPath: string | null): boolean {
  return remembered !== DEFAULT_LANGUAGE && fromPath !== null && languageOfPath(fromPath) === remembered;
}

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values.
 * Returns null when the header names no supported language, so the caller can keep the default.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    if (isLanguage(entry.base)) return entry.base;
  }
  return null;
}
