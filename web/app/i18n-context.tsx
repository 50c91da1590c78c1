import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { translator, type Translate } from '../../shared/i18n/translator';

interface I18n {
  language: Language;
  t: Translate;
}

// Outside a provider (never on a page) the Swedish texts are looked up when first used, not when
// this module loads: the browser provides them only just before it hydrates.
const I18nContext = createContext<I18n>({ language: 'sv', t: (key, params) => translator('sv')(key, params) });

/** Provides the page's language and its message function to every component below. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <I18nContext.Provider value={{ language, t: translator(language) }}>{children}</I18nContext.Provider>;
}

/** The current language and message function. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
