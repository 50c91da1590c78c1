import { languageCookieAssignment, rememberedLanguage, type Language } from '../../shared/i18n/languages';
import { afterPaint } from './after-paint';

/**
 * Remembers the page's language in the language cookie, so that the root path later sends the
 * visitor to the language they last used. Reading the cookie store is a round trip to the
 * browser, so it waits until the page has painted; returns the cancel of that wait.
 */
export function rememberLanguage(language: Language, secure: boolean): () => void {
  return afterPaint(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports (Firefox, older Safari)
    if (rememberedLanguage(document.cookie) !== language) document.cookie = languageCookieAssignment(language, secure);
  });
}
